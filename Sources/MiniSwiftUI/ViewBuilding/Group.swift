/// Groups views without laying them out. SwiftUI's `Group`.
///
/// Structural only: a `Group` takes no place in trace paths, its children belong to the
/// enclosing container. Modifiers applied to a group apply to each child in SwiftUI; here they
/// apply to the group node, which is the same for everything the runtime tracks.
public struct Group<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyNever() }
}

extension Group: PrimitiveView {
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), content)] }
}
