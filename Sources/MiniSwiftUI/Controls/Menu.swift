/// A button that opens a list of actions. SwiftUI's `Menu`.
///
/// Tapping its label (`ViewHost.tap`) opens it: its content becomes the frontmost screen, as a
/// menu covers the screen's touches; tapping a button in it, flipping a toggle or choosing a
/// picker option runs that control and closes the menu.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: Never { bodyNever() }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == MiniSwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { MiniSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { MiniSwiftUI.Label(title, systemImage: systemImage) }
    }
}

/// Whether a menu is open: kept in its node, as SwiftUI keeps it out of your state.
@MainActor
final class MenuState {
    var isOpen = false
}

extension Menu: PrimitiveView, LinkControl {
    var displayName: String? { "Menu" }
    var controlKind: ControlKind { .button }
    var isActivatable: Bool { true }

    func children(in node: RenderNode) -> [ChildView] {
        let state = node.menuState
        let dismiss = DismissAction(action: { [weak node] in
            guard let node else { return }
            node.menuState.isOpen = false
            node.invalidate(reason: "menu")
        }, target: AnyHashable(ObjectIdentifier(node)))
        let open = state.isOpen
            ? [ChildView(.presented(true), PresentedContent(style: .menu, content: content, dismiss: dismiss, onDismiss: nil))]
            : []
        return [ChildView(.index(0), label)] + open
    }

    func activate(in node: RenderNode) {
        node.menuState.isOpen = true
        node.invalidate(reason: "menu")
    }
}

extension RenderNode {
    var menuState: MenuState {
        if let state = storage["menu"] as? MenuState {
            return state
        }
        let state = MenuState()
        storage["menu"] = state
        return state
    }
}
