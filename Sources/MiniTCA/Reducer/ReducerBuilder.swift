/// What turns the statements of a reducer `body` into one reducer. TCA's `ReducerBuilder`.
///
/// Reducers listed one after another are combined in order (`_Sequence`): each runs on the
/// state the previous one left, and their effects are merged. `if`/`else`, `if` alone and
/// `for … in` work as in TCA.
@resultBuilder
public enum ReducerBuilder<State, Action> {
    public static func buildArray<R: Reducer>(_ reducers: [R]) -> _SequenceMany<R>
    where R.State == State, R.Action == Action {
        _SequenceMany(reducers: reducers)
    }

    public static func buildBlock() -> EmptyReducer<State, Action> {
        EmptyReducer()
    }

    public static func buildBlock<R: Reducer>(_ reducer: R) -> R
    where R.State == State, R.Action == Action {
        reducer
    }

    public static func buildEither<R0: Reducer, R1: Reducer>(first reducer: R0) -> _Conditional<R0, R1>
    where R0.State == State, R0.Action == Action {
        .first(reducer)
    }

    public static func buildEither<R0: Reducer, R1: Reducer>(second reducer: R1) -> _Conditional<R0, R1>
    where R1.State == State, R1.Action == Action {
        .second(reducer)
    }

    public static func buildExpression<R: Reducer>(_ expression: R) -> R
    where R.State == State, R.Action == Action {
        expression
    }

    /// `Feature() as any ReducerOf<Feature>` in a body: wrapped in a `Reduce`, as TCA does.
    @_disfavoredOverload
    public static func buildExpression(_ expression: any Reducer<State, Action>) -> Reduce<State, Action> {
        Reduce(expression)
    }

    public static func buildFinalResult<R: Reducer>(_ reducer: R) -> R
    where R.State == State, R.Action == Action {
        reducer
    }

    /// `if #available(…) { Feature() }`: the reducer's type is erased (a `Reduce`), as in TCA, so
    /// that the body's type does not name a type the running system may not have.
    public static func buildLimitedAvailability<R: Reducer>(_ wrapped: R) -> Reduce<State, Action>
    where R.State == State, R.Action == Action {
        Reduce(wrapped)
    }

    public static func buildOptional<R: Reducer>(_ wrapped: R?) -> R?
    where R.State == State, R.Action == Action {
        wrapped
    }

    public static func buildPartialBlock<R: Reducer>(first: R) -> R
    where R.State == State, R.Action == Action {
        first
    }

    public static func buildPartialBlock<R0: Reducer, R1: Reducer>(accumulated: R0, next: R1) -> _Sequence<R0, R1>
    where R0.State == State, R0.Action == Action {
        _Sequence(accumulated, next)
    }
}

/// An `if`/`else` in a reducer body.
public enum _Conditional<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
    case first(First)
    case second(Second)

    public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
        switch self {
        case let .first(first): return first.reduce(into: &state, action: action)
        case let .second(second): return second.reduce(into: &state, action: action)
        }
    }
}

/// Two reducers in a row: the second sees the state the first left. Effects are merged.
public struct _Sequence<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
    let r0: R0
    let r1: R1

    init(_ r0: R0, _ r1: R1) {
        self.r0 = r0
        self.r1 = r1
    }

    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
        r0.reduce(into: &state, action: action)
            .merge(with: r1.reduce(into: &state, action: action))
    }
}

/// A `for … in` in a reducer body.
public struct _SequenceMany<Element: Reducer>: Reducer {
    let reducers: [Element]

    public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<Element.Action> {
        reducers.reduce(.none) { $0.merge(with: $1.reduce(into: &state, action: action)) }
    }
}
