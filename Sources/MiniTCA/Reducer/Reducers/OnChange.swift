/// Runs more reducers when this reducer changes a value in state. TCA 1.x's `onChange(of:)`:
///
/// ```swift
/// BindingReducer()
///   .onChange(of: \.volume) { oldValue, newValue in
///     Reduce { state, action in
///       state.isMuted = newValue == 0
///       return .none
///     }
///   }
/// ```
///
/// The value is read before and after this reducer runs; when it changed, the reducers the
/// closure builds run on the same action, and their effects join this reducer's.
extension Reducer {
    public func onChange<V: Equatable, Reducers: Reducer>(
        of toValue: @escaping (_ state: State) -> V,
        @ReducerBuilder<State, Action> _ reducers: @escaping (_ oldValue: V, _ newValue: V) -> Reducers
    ) -> _OnChangeReducer<Self, V, Reducers> where Reducers.State == State, Reducers.Action == Action {
        _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducers: reducers)
    }

    /// The same, with your own test of when two values count as the same.
    public func onChange<V, Reducers: Reducer>(
        of toValue: @escaping (_ state: State) -> V,
        removeDuplicates isDuplicate: @escaping (V, V) -> Bool,
        @ReducerBuilder<State, Action> _ reducers: @escaping (_ oldValue: V, _ newValue: V) -> Reducers
    ) -> _OnChangeReducer<Self, V, Reducers> where Reducers.State == State, Reducers.Action == Action {
        _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducers: reducers)
    }
}

/// What `onChange(of:)` builds.
public struct _OnChangeReducer<Base: Reducer, Value, Body: Reducer>: Reducer
where Base.State == Body.State, Base.Action == Body.Action {
    let base: Base
    let toValue: (Base.State) -> Value
    let isDuplicate: (Value, Value) -> Bool
    let reducers: (Value, Value) -> Body

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let oldValue = toValue(state)
        let baseEffects = base.reduce(into: &state, action: action)
        let newValue = toValue(state)
        guard !isDuplicate(oldValue, newValue) else { return baseEffects }
        return .merge(baseEffects, reducers(oldValue, newValue).reduce(into: &state, action: action))
    }
}
