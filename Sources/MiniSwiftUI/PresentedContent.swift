import RenderTrace

/// The kinds of presentation, named as the modifier that makes them.
enum PresentationStyle: String {
    case sheet, fullScreenCover, alert, confirmationDialog, menu

    /// Alerts, confirmation dialogs and menus close themselves when one of their controls is used.
    var closesOnAction: Bool {
        self == .alert || self == .confirmationDialog || self == .menu
    }
}

/// The screen a `.sheet`, `.fullScreenCover`, `.alert` or `.confirmationDialog` presents.
///
/// It sits in the render tree beside the view the modifier is applied to, under a node named
/// for the modifier (`ContentView/NavigationStack/.sheet/AddView`), and exists only while the
/// presentation is up: presenting creates it — new identity, fresh `@State`, `onAppear` — and
/// dismissing removes it. While it is up it is the frontmost screen (see `Screen.swift`). Its
/// content gets `\.dismiss`, which closes it, and an `\.editMode` of its own, and inherits the
/// rest of the presenting view's environment.
struct PresentedContent: View {
    let style: PresentationStyle
    let content: any View
    let dismiss: DismissAction
    let onDismiss: (() -> Void)?

    var body: Never { bodyNever() }
}

extension PresentedContent: PrimitiveView {
    var displayName: String? { "." + style.rawValue }

    func children(in node: RenderNode) -> [ChildView] {
        [ChildView(.index(0), content)]
    }

    func childEnvironment(_ environment: EnvironmentValues, node: RenderNode) -> EnvironmentValues {
        node.cachedEnvironment(from: environment, value: dismiss) {
            $0.dismiss = dismiss
            $0.isPresented = true
            $0.editMode = node.screenEditMode
        }
    }

    func willUnmount(node: RenderNode) {
        // The latest closure the presenting view gave.
        let latest = node.view as? PresentedContent ?? self
        guard let onDismiss = latest.onDismiss else { return }
        node.enqueueLifecycle("onDismiss", onDismiss)
    }
}

extension RenderNode {
    /// Reads the presenting binding as this (modifier) node's own dependency, so that writing it
    /// re-renders the modifier even when no body read it — as SwiftUI's presentation modifiers
    /// observe their bindings — and returns the presented screen when it is up.
    func presentation(_ style: PresentationStyle, _ read: () -> (id: AnyHashable, content: any View)?,
                      dismiss: @escaping @MainActor () -> Void, onDismiss: (() -> Void)?) -> [ChildView] {
        guard let presented = tracking(read) else { return [] }
        let action = DismissAction(action: dismiss, target: AnyHashable(ObjectIdentifier(self)))
        let screen = PresentedContent(style: style, content: presented.content, dismiss: action, onDismiss: onDismiss)
        return [ChildView(.presented(presented.id), screen)]
    }
}
