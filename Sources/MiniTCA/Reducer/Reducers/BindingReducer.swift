/// Applies binding actions to the state. TCA 1.0–1.6's `BindingReducer`.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in … }
/// }
/// ```
///
/// It writes the value and returns `.none`; all other actions pass by untouched. Its position
/// matters: placed before `Reduce`, the `Reduce` sees the state *after* the write; placed after,
/// `Reduce` sees the state *before* it. The final state is the same either way. For a bindable
/// view action nested in the feature's action (the feature template of the study notes), pass a case path:
/// `BindingReducer(action: /Action.view)`, or, as TCA 1.0–1.3 declares it, any function that
/// extracts the view action (`BindingReducer(action: path.extract(from:))`).
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
    let toViewAction: (Action) -> ViewAction?

    public init() where Action == ViewAction {
        toViewAction = { $0 }
    }

    public init(action toViewAction: @escaping (_ action: Action) -> ViewAction?) {
        self.toViewAction = toViewAction
    }

    public init(action toViewAction: CasePath<Action, ViewAction>) {
        self.init(action: toViewAction.extract(from:))
    }

    /// TCA 1.7+'s spelling: `BindingReducer(action: \.view)`.
    public init(action toViewAction: CaseKeyPath<Action, ViewAction>) {
        self.init(action: AnyCasePath(toViewAction))
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        guard let viewAction = toViewAction(action),
            let bindingAction = (/ViewAction.binding).extract(from: viewAction)
        else { return .none }
        return ReducerTrace.run("BindingReducer", state: &state, action: action) { state in
            bindingAction.learnName(from: state)
            bindingAction.set(&state)
            bindingAction.debugger?.markHandled()
            return .none
        }
    }
}
