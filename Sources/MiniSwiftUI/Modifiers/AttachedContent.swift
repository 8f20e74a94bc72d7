/// Views a modifier adds beside the view it modifies, on the same screen: an `.overlay` or
/// `.background` view, `.toolbar` items. SwiftUI renders them as real views, with their own
/// identity, state and controls; here each sits under a node named for its modifier
/// (`CircleImage/.overlay/Circle`), next to the modified view.
struct AttachedContent: View {
    let name: String
    let content: any View
    /// Toolbar items show their labels' icons only, as in a navigation bar.
    let iconsOnly: Bool

    var body: Never { bodyNever() }
}

extension AttachedContent: PrimitiveView {
    var displayName: String? { name }
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), content)] }

    func childEnvironment(_ environment: EnvironmentValues, node: RenderNode) -> EnvironmentValues {
        guard iconsOnly else { return environment }
        return node.cachedEnvironment(from: environment, value: iconsOnly) { $0.labelStyle = IconOnlyLabelStyle() }
    }
}

/// The modifier behind `.overlay { … }`, `.background { … }` and `.toolbar { … }`.
public struct _AttachmentModifier: ViewModifier {
    public typealias Body = Never
    let name: String
    let attachment: any View
    let iconsOnly: Bool
}

extension _AttachmentModifier: PrimitiveModifier {
    var modifierLabel: String? { name }

    func attachments(in node: RenderNode) -> [ChildView] {
        [ChildView(.index(1), AttachedContent(name: name, content: attachment, iconsOnly: iconsOnly))]
    }
}

extension View {
    func attaching(_ name: String, _ attachment: any View, iconsOnly: Bool = false) -> some View {
        modifier(_AttachmentModifier(name: name, attachment: attachment, iconsOnly: iconsOnly))
    }
}
