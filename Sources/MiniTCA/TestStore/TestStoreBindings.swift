extension TestStore where Action: BindableAction, State == Action.State {
    /// The state as a view would see it through `BindingViewStore`, to test a view state made
    /// with `@BindingViewState`: `LoginView.ViewState(store.bindings)`. TCA 1.x's
    /// `TestStore.bindings`.
    public var bindings: BindingViewStore<State> {
        bindings(action: .self)
    }
}

extension TestStore {
    /// The same for a bindable view action nested in the feature's action:
    /// `LoginView.ViewState(store.bindings(action: /Login.Action.view))`. Writing through its
    /// bindings changes only a copy of the state, never the test store's.
    public func bindings<ViewAction: BindableAction>(
        action toViewAction: CasePath<Action, ViewAction>
    ) -> BindingViewStore<State> where State == ViewAction.State {
        let copy = Store(initialState: state) { BindingReducer(action: toViewAction) }
        return BindingViewStore(store: copy.scope(state: { $0 }, action: toViewAction.embed))
    }
}
