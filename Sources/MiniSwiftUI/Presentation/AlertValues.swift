/// The iOS 13–14 way to describe an alert: a value, returned from `.alert(isPresented:)`'s
/// closure. SwiftUI's `Alert` (deprecated in iOS 15, still in many tutorials). It is shown by
/// the same machinery as `.alert(_:isPresented:actions:)`: its buttons run their action and
/// close it, and without buttons it has an "OK" one.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert` or `ActionSheet`. SwiftUI's `Alert.Button`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A Cancel button with the system's title.
        @MainActor
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }

        /// The button as a view of the presented alert.
        @MainActor
        var view: any View {
            MiniSwiftUI.Button(role: role, action: { action?() }) { label }
        }
    }

    @MainActor
    var content: AlertContent {
        let actions = TupleView(value: (), elements: buttons.map(\.view))
        return AlertContent(
            title: title, message: message.map { $0 as any View } ?? EmptyView(),
            actions: buttons.isEmpty ? MiniSwiftUI.Button("OK") {} : actions)
    }
}

/// The iOS 13–14 action sheet: a title, a message and a list of buttons. SwiftUI's `ActionSheet`
/// (`confirmationDialog` since iOS 15, and shown as one here).
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    @MainActor
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    @MainActor
    var content: AlertContent {
        AlertContent(
            title: title, message: message.map { $0 as any View } ?? EmptyView(),
            actions: TupleView(value: (), elements: buttons.map(\.view)))
    }
}

extension View {
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content().content
        return presenting(.alert, isPresented: isPresented) { alert }
    }

    public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View {
        presenting(.alert, item: item) { content($0).content }
    }

    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content().content
        return presenting(.confirmationDialog, isPresented: isPresented) { sheet }
    }

    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> ActionSheet) -> some View {
        presenting(.confirmationDialog, item: item) { content($0).content }
    }
}
