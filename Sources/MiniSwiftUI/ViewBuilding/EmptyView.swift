/// A view that shows nothing. SwiftUI's `EmptyView`.
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { bodyNever() }
}

extension EmptyView: PrimitiveView {
    func children(in node: RenderNode) -> [ChildView] { [] }
}
