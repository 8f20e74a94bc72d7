import MiniSwiftUI

extension View {
    /// Shows the alert a binding holds, with no store: swift-navigation's `alert(_:action:)`,
    /// which TCA re-exports. A button calls `action` with its action, and the alert closing sets
    /// the binding to `nil`. It is what
    /// `.alert($store.scope(state: \.$destination, action: \.destination).alert)` shows when the
    /// destination keeps its alert as plain state (`case alert(AlertState<Never>)`).
    public func alert<Value>(
        _ state: Binding<AlertState<Value>?>,
        action handler: @escaping (Value?) -> Void
    ) -> some View {
        let alert = state.wrappedValue
        return self.alert(
            alert.map { Text($0.title) } ?? Text(verbatim: ""),
            isPresented: Binding(
                get: { alert != nil },
                set: { newValue in if !newValue { state.wrappedValue = nil } }
            ),
            actions: {
                ForEach(alert?.buttons ?? []) { button in
                    Button(role: button.role.map(ButtonRole.init)) {
                        handler(button.action.action)
                    } label: {
                        Text(button.label)
                    }
                }
            },
            message: { alert?.message.map(Text.init) }
        )
    }

    /// An alert whose buttons have no action needs no `action:` (swift-navigation gives the
    /// parameter a default that only an `AlertState<Never>` accepts).
    public func alert(_ state: Binding<AlertState<Never>?>) -> some View {
        alert(state, action: { _ in })
    }

    /// The confirmation dialog a binding holds: swift-navigation's `confirmationDialog(_:action:)`,
    /// as `alert(_:action:)` above.
    public func confirmationDialog<Value>(
        _ state: Binding<ConfirmationDialogState<Value>?>,
        action handler: @escaping (Value?) -> Void
    ) -> some View {
        let dialog = state.wrappedValue
        return confirmationDialog(
            dialog.map { Text($0.title) } ?? Text(verbatim: ""),
            isPresented: Binding(
                get: { dialog != nil },
                set: { newValue in if !newValue { state.wrappedValue = nil } }
            ),
            titleVisibility: dialog?.titleVisibility.visibility ?? .automatic,
            actions: {
                ForEach(dialog?.buttons ?? []) { button in
                    Button(role: button.role.map(ButtonRole.init)) {
                        handler(button.action.action)
                    } label: {
                        Text(button.label)
                    }
                }
            },
            message: { dialog?.message.map(Text.init) }
        )
    }

    /// As `alert(_:)`, for a dialog whose buttons have no action.
    public func confirmationDialog(_ state: Binding<ConfirmationDialogState<Never>?>) -> some View {
        confirmationDialog(state, action: { _ in })
    }
}
