import MiniSwiftUI

extension View {
    /// Shows the confirmation dialog in a store's presentation state, and sends
    /// `.presented(action)` for the button tapped, or `.dismiss` when it is closed otherwise.
    /// TCA 1.x's `confirmationDialog(store:)`.
    public func confirmationDialog<ButtonAction>(
        store: Store<PresentationState<ConfirmationDialogState<ButtonAction>>, PresentationAction<ButtonAction>>
    ) -> some View {
        confirmationDialog(store: store, state: { $0 }, action: { $0 })
    }

    /// The dialog of one case of a destination enum.
    public func confirmationDialog<State, Action, ButtonAction>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> ConfirmationDialogState<ButtonAction>?,
        action fromDestinationAction: @escaping (_ confirmationDialogAction: ButtonAction) -> Action
    ) -> some View {
        _ConfirmationDialogStoreView(
            content: self,
            viewStore: ViewStore(
                store, observe: { $0.wrappedValue.flatMap(toDestinationState) }, removeDuplicates: { $0?.id == $1?.id }),
            send: { .presented(fromDestinationAction($0)) },
            dismiss: .dismiss)
    }

    /// TCA 0.x's form, still in 1.x: an optional dialog in plain state, and the action that clears it.
    public func confirmationDialog<Action>(_ store: Store<ConfirmationDialogState<Action>?, Action>, dismiss: Action) -> some View {
        _ConfirmationDialogStoreView(
            content: self, viewStore: ViewStore(store, observe: { $0 }, removeDuplicates: { $0?.id == $1?.id }),
            send: { $0 }, dismiss: dismiss)
    }
}

extension View {
    /// Shows the dialog a presented store holds, TCA 1.7+'s form:
    ///
    /// ```swift
    /// .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
    /// ```
    ///
    /// As with `alert(_:)`, a button sends its action to that store (the parent receives
    /// `.dialog(.presented(…))`); closing the dialog otherwise sets the binding to `nil`, which
    /// sends `.dismiss`.
    public func confirmationDialog<ButtonAction>(
        _ item: Binding<Store<ConfirmationDialogState<ButtonAction>, ButtonAction>?>
    ) -> some View {
        let store = item.wrappedValue
        let dialog = store?.withState { $0 }
        return confirmationDialog(
            dialog.map { Text($0.title) } ?? Text(verbatim: ""),
            isPresented: Binding(
                get: { dialog != nil },
                set: { newValue in
                    // After a button's action, which already cleared the state.
                    onMainActor { if !newValue { item.wrappedValue = nil } }
                }
            ),
            titleVisibility: dialog?.titleVisibility.visibility ?? .automatic,
            actions: {
                ForEach(dialog?.buttons ?? []) { button in
                    Button(role: button.role.map(ButtonRole.init)) {
                        if let action = button.action.action { store?.send(action) }
                    } label: {
                        Text(button.label)
                    }
                }
            },
            message: { dialog?.message.map(Text.init) }
        )
    }
}

/// The view `confirmationDialog(store:)` wraps its content in; see `_AlertStoreView`.
struct _ConfirmationDialogStoreView<Content: View, ButtonAction, StoreAction>: View {
    let content: Content
    @ObservedObject var viewStore: ViewStore<ConfirmationDialogState<ButtonAction>?, StoreAction>
    let send: (ButtonAction) -> StoreAction
    let dismiss: StoreAction

    var body: some View {
        let dialog = viewStore.state
        return content.confirmationDialog(
            dialog.map { Text($0.title) } ?? Text(verbatim: ""),
            isPresented: presentationBinding(viewStore, isPresented: dialog != nil, dismiss: dismiss),
            titleVisibility: dialog?.titleVisibility.visibility ?? .automatic,
            actions: {
                ForEach(dialog?.buttons ?? []) { button in
                    Button(role: button.role.map(ButtonRole.init)) {
                        if let action = button.action.action { viewStore.send(send(action)) }
                    } label: {
                        Text(button.label)
                    }
                }
            },
            message: { dialog?.message.map(Text.init) }
        )
    }
}
