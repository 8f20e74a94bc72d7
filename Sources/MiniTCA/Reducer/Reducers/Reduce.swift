import RenderTrace

/// A reducer made from a closure or a function. TCA's `Reduce`.
///
/// ```swift
/// Reduce { state, action in
///   switch action { … }
/// }
/// Reduce(self.core)   // private func core(into state: inout State, action: Action) -> Effect<Action>
/// ```
///
/// Each run records a `reducerRan` trace event (`detail: "Reduce"`) with the state it saw and
/// the state it left, so a lesson can show where in a body it ran.
public struct Reduce<State, Action>: Reducer {
    let reduce: (inout State, Action) -> Effect<Action>
    let name: String

    public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
        self.reduce = reduce
        self.name = "Reduce"
    }

    /// Wraps another reducer, as TCA's `Reduce(_:)` does for an existential reducer.
    public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
        self.reduce = { reducer.reduce(into: &$0, action: $1) }
        self.name = "Reduce(\(typeName(R.self)))"
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        ReducerTrace.run(name, state: &state, action: action) { reduce(&$0, action) }
    }
}

/// A reducer that does nothing. TCA's `EmptyReducer`; an empty `body` builds one.
public struct EmptyReducer<State, Action>: Reducer {
    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .none
    }
}

/// Reducers grouped into one, run top to bottom. TCA's `CombineReducers`, handy for applying an
/// operator like `.ifLet` to several reducers at once.
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
    let reducers: Reducers

    public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
        reducers = build()
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reducers.reduce(into: &state, action: action)
    }
}

/// Records which reducer ran, with the state before and after, as `reducerRan` trace events:
/// `detail` names the reducer (`Reduce`, `BindingReducer`, `Scope(\.child)`), `reasons` holds
/// the action it saw, `oldValue`/`newValue` the state, compacted to one line. Values are the
/// runtime's own view of them (`Evidence`), not what the learner's types say of themselves.
enum ReducerTrace {
    static func run<State, Action>(
        _ name: String, state: inout State, action: Action,
        _ body: (inout State) -> Effect<Action>
    ) -> Effect<Action> {
        guard TraceRecorder.isRecording else { return body(&state) }
        let before = Evidence.describe(state)
        let effect = body(&state)
        TraceRecorder.record(TraceEvent(
            .reducerRan,
            subject: typeName(State.self),
            oldValue: clip(before),
            newValue: clip(Evidence.describe(state)),
            reasons: [clip(Evidence.describe(action))],
            detail: name
        ))
        return effect
    }

    /// Trace values stay short enough to read on one terminal line or two.
    static func clip(_ text: String, limit: Int = 240) -> String {
        text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }
}
