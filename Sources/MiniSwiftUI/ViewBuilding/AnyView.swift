/// A type-erased view. SwiftUI's `AnyView`.
///
/// The wrapped view's type still counts for identity: when an `AnyView` starts holding a
/// different type, the old view is removed (state and all) and the new one created.
public struct AnyView {
    let wrapped: any View

    public init<V: View>(_ view: V) {
        wrapped = view
    }

    public init<V: View>(erasing view: V) {
        wrapped = view
    }

}

extension AnyView: View {
    public var body: Never { bodyNever() }
}

extension AnyView: PrimitiveView {
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), wrapped)] }
}
