/// Gives its content a proxy that scrolls to a view by id. SwiftUI's `ScrollViewReader`.
/// Nothing scrolls here, so `scrollTo` does nothing; every view is already "on screen".
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: Never { bodyNever() }
}

/// SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

extension ScrollViewReader: PrimitiveView {
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), content(ScrollViewProxy()))] }
}
