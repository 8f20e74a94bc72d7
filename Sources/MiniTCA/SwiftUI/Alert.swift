import MiniSwiftUI

extension View {
    /// Shows the alert in a store's presentation state, and sends `.presented(action)` for the
    /// button tapped, or `.dismiss` when it is closed otherwise. TCA 1.x's `alert(store:)`:
    ///
    /// ```swift
    /// .alert(store: self.store.scope(state: \.$alert, action: { .alert($0) }))
    /// ```
    public func alert<ButtonAction>(
        store: Store<PresentationState<AlertState<ButtonAction>>, PresentationAction<ButtonAction>>
    ) -> some View {
        alert(store: store, state: { $0 }, action: { $0 })
    }

    /// The alert of one case of a destination enum:
    /// `.alert(store: …\.$destination…, state: /Destination.State.alert, action: Destination.Action.alert)`.
    public func alert<State, Action, ButtonAction>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> AlertState<ButtonAction>?,
        action fromDestinationAction: @escaping (_ alertAction: ButtonAction) -> Action
    ) -> some View {
        _AlertStoreView(
            content: self,
            viewStore: ViewStore(
                store, observe: { $0.wrappedValue.flatMap(toDestinationState) }, removeDuplicates: { $0?.id == $1?.id }),
            send: { .presented(fromDestinationAction($0)) },
            dismiss: .dismiss)
    }

    /// TCA 0.x's form, still in 1.x: an optional alert in plain state, and the action that clears it.
    /// `.alert(self.store.scope(state: \.alert, action: { $0 }), dismiss: .alertDismissed)`.
    public func alert<Action>(_ store: Store<AlertState<Action>?, Action>, dismiss: Action) -> some View {
        _AlertStoreView(
            content: self, viewStore: ViewStore(store, observe: { $0 }, removeDuplicates: { $0?.id == $1?.id }),
            send: { $0 }, dismiss: dismiss)
    }
}

/// The view `alert(store:)` wraps its content in: it observes the alert's identity, so a new
/// alert re-renders it and changes elsewhere in the state do not.
struct _AlertStoreView<Content: View, ButtonAction, StoreAction>: View {
    let content: Content
    @ObservedObject var viewStore: ViewStore<AlertState<ButtonAction>?, StoreAction>
    let send: (ButtonAction) -> StoreAction
    let dismiss: StoreAction

    var body: some View {
        let alert = viewStore.state
        return content.alert(
            alert.map { Text($0.title) } ?? Text(verbatim: ""),
            isPresented: presentationBinding(viewStore, isPresented: alert != nil, dismiss: dismiss),
            actions: {
                ForEach(alert?.buttons ?? []) { button in
                    Button(role: button.role.map(ButtonRole.init)) {
                        if let action = button.action.action { viewStore.send(send(action)) }
                    } label: {
                        Text(button.label)
                    }
                }
            },
            message: { alert?.message.map(Text.init) }
        )
    }
}

/// What an alert's or dialog's `isPresented` binding does: it reads whether the state holds one,
/// and closing sends the dismiss action unless a button's action already cleared the state.
@MainActor
func presentationBinding<State, Action>(
    _ viewStore: ViewStore<State?, Action>, isPresented: Bool, dismiss: Action
) -> Binding<Bool> {
    Binding(
        get: { isPresented },
        set: { newValue in
            onMainActor {
                if !newValue, viewStore.state != nil { viewStore.send(dismiss) }
            }
        }
    )
}

extension View {
    /// Shows the alert a presented store holds, TCA 1.7+'s form:
    ///
    /// ```swift
    /// .alert($store.scope(state: \.alert, action: \.alert))
    /// ```
    ///
    /// A button sends its action to that store (so the parent receives `.alert(.presented(…))`);
    /// closing the alert otherwise sets the binding to `nil`, which sends `.dismiss`.
    public func alert<ButtonAction>(_ item: Binding<Store<AlertState<ButtonAction>, ButtonAction>?>) -> some View {
        let store = item.wrappedValue
        let alert = store?.withState { $0 }
        return self.alert(
            alert.map { Text($0.title) } ?? Text(verbatim: ""),
            isPresented: Binding(
                get: { alert != nil },
                set: { newValue in
                    // After a button's action, which already cleared the state.
                    onMainActor { if !newValue { item.wrappedValue = nil } }
                }
            ),
            actions: {
                ForEach(alert?.buttons ?? []) { button in
                    Button(role: button.role.map(ButtonRole.init)) {
                        if let action = button.action.action { store?.send(action) }
                    } label: {
                        Text(button.label)
                    }
                }
            },
            message: { alert?.message.map(Text.init) }
        )
    }
}
