/// `.sheet` and `.fullScreenCover`: present a screen while a binding says so.
///
/// The content is built — a new identity, with fresh `@State` — when `isPresented` becomes
/// `true` (or `item` non-`nil`), and removed when it becomes `false` again: by the content's
/// `dismiss()`, by a button that writes the binding, or by the user swiping the sheet down
/// (`ViewHost.dismissSheet()`). `onDismiss` runs after it is gone. With `item:`, a different
/// item (another `id`) replaces the screen. While presented, the sheet is the frontmost screen.
extension View {
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }

    /// On an iPhone a popover is shown as a sheet, and so it is here (it can be swiped down).
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(.popover, isPresented: isPresented, content: content)
    }

    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(.popover, item: item, content: content)
    }
}

/// Where a popover points. SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor)
    case point(UnitPoint)

    /// SwiftUI's `Anchor<CGRect>.Source`, reduced to the view's own bounds.
    public enum Anchor: Sendable {
        case bounds
    }
}
