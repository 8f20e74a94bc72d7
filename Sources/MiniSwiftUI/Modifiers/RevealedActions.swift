/// `.contextMenu { … }` and `.swipeActions { … }`: buttons a gesture reveals on a view — a long
/// press, or a swipe across a list row. SwiftUI's context menus and swipe actions.
///
/// The actions do not exist until revealed: `ViewHost.longPress(_:)` or `ViewHost.swipe(_:)`
/// reveals them in front of the screen (under a node named for the modifier), and using one of
/// them runs it and hides them again, as on a device.
public struct _RevealedActionsModifier: ViewModifier {
    public typealias Body = Never
    let style: PresentationStyle
    let actions: any View
}

/// Whether a view's revealed actions are showing, kept in the modifier's node.
@MainActor
final class RevealState {
    var isRevealed = false
}

extension _RevealedActionsModifier: PrimitiveModifier {
    var modifierLabel: String? { "." + style.rawValue }

    func attachments(in node: RenderNode) -> [ChildView] {
        guard node.revealState.isRevealed else { return [] }
        let hide = DismissAction(action: { [weak node] in node?.setRevealed(false) }, target: AnyHashable(ObjectIdentifier(node)))
        return [ChildView(.presented(true), PresentedContent(style: style, content: actions, dismiss: hide, onDismiss: nil))]
    }
}

extension View {
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(_RevealedActionsModifier(style: .contextMenu, actions: menuItems()))
    }

    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        modifier(_RevealedActionsModifier(style: .swipeActions, actions: content()))
    }
}

/// The leading or trailing edge. SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    case leading, trailing
}

extension RenderNode {
    var revealState: RevealState {
        if let state = storage["reveal"] as? RevealState {
            return state
        }
        let state = RevealState()
        storage["reveal"] = state
        return state
    }

    func setRevealed(_ isRevealed: Bool) {
        revealState.isRevealed = isRevealed
        invalidate(reason: "reveal")
    }

    /// The modifier node on screen whose view shows `text` and that reveals actions of `style`.
    func revealingNode(showing text: String, _ style: PresentationStyle) -> RenderNode? {
        var found: RenderNode?
        forEachShownNode { node in
            guard found == nil, let modifier = node.viewAs((any ModifierHolding).self)?.heldModifier as? _RevealedActionsModifier,
                modifier.style == style, let content = node.children.first
            else { return }
            let texts = content.visibleTexts()
            if texts.contains(text) || texts.joined(separator: " ") == text {
                found = node
            }
        }
        return found
    }
}
