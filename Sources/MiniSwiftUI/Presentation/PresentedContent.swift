import RenderTrace

/// The kinds of presentation, named as the modifier that makes them.
enum PresentationStyle: String {
    case sheet, fullScreenCover, popover, alert, confirmationDialog, menu, contextMenu, swipeActions

    /// All but sheets, covers and popovers close themselves when one of their controls is used.
    var closesOnAction: Bool {
        ![.sheet, .fullScreenCover, .popover].contains(self)
    }

    /// A sheet, or a popover, which on an iPhone is shown as a sheet: a user can swipe it down.
    var isSheet: Bool {
        self == .sheet || self == .popover
    }
}

/// The screen a `.sheet`, `.fullScreenCover`, `.alert` or `.confirmationDialog` presents.
///
/// It sits in the render tree beside the view the modifier is applied to, under a node named
/// for the modifier (`ContentView/NavigationStack/.sheet/AddView`), and exists only while the
/// presentation is up: presenting creates it — new identity, fresh `@State`, `onAppear` — and
/// dismissing removes it. While it is up it is the frontmost screen (see `Screen.swift`). Its
/// content gets `\.dismiss`, which closes it, and an `\.editMode` of its own, and inherits the
/// rest of the presenting view's environment — but not its navigation stack: a link in a sheet
/// pushes only onto a `NavigationStack` inside the sheet.
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
            // A new screen of its own: links in it push only onto a stack inside it.
            $0.navigation = nil
        }
    }

    func willUnmount(node: RenderNode) {
        // The latest closure the presenting view gave.
        let latest = node.view as? PresentedContent ?? self
        guard let onDismiss = latest.onDismiss else { return }
        node.enqueueLifecycle("onDismiss", onDismiss)
    }
}

/// The modifier behind `.sheet`, `.fullScreenCover`, `.alert` and `.confirmationDialog`: what
/// it presents while its binding says so, and how to dismiss it.
public struct _PresentationModifier: ViewModifier {
    public typealias Body = Never
    let style: PresentationStyle
    let presented: () -> (id: AnyHashable, content: any View)?
    let dismiss: @MainActor () -> Void
    let onDismiss: (() -> Void)?
}

extension _PresentationModifier: PrimitiveModifier {
    var modifierLabel: String? { "." + style.rawValue }

    /// Reads the binding as this modifier node's own dependency, so that writing it re-renders
    /// the modifier even when no body read it — as SwiftUI's presentation modifiers observe
    /// their bindings — and returns the presented screen while it is up.
    func attachments(in node: RenderNode) -> [ChildView] {
        guard let shown = node.tracking(presented) else { return [] }
        let action = DismissAction(action: dismiss, target: AnyHashable(ObjectIdentifier(node)))
        let screen = PresentedContent(style: style, content: shown.content, dismiss: action, onDismiss: onDismiss)
        return [ChildView(.presented(shown.id), screen)]
    }
}

extension View {
    func presenting<Content: View>(
        _ style: PresentationStyle, isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, content: @escaping () -> Content
    ) -> some View {
        modifier(_PresentationModifier(
            style: style,
            presented: { isPresented.wrappedValue ? (AnyHashable(true), content()) : nil },
            dismiss: { isPresented.wrappedValue = false },
            onDismiss: onDismiss))
    }

    func presenting<Item: Identifiable, Content: View>(
        _ style: PresentationStyle, item: Binding<Item?>, onDismiss: (() -> Void)? = nil, content: @escaping (Item) -> Content
    ) -> some View {
        modifier(_PresentationModifier(
            style: style,
            presented: { item.wrappedValue.map { (AnyHashable($0.id), content($0)) } },
            dismiss: { item.wrappedValue = nil },
            onDismiss: onDismiss))
    }
}
