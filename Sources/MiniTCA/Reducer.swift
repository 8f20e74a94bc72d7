/// A feature's logic: how its `State` changes for each `Action`, and which `Effect`s to run.
/// TCA 1.x's `Reducer` protocol (called `ReducerProtocol` before 1.0).
///
/// Conform either with a `body` built from other reducers (run top to bottom on the same
/// `inout` state, their effects merged):
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in … }
/// }
/// ```
///
/// or with `reduce(into:action:)` directly. As in TCA, each has a default that uses the other.
/// A reducer reads what it needs from outside with `@Dependency(\.key) var value`.
/// Simplified: there is no `@Reducer` macro (TCA 1.7+).
public protocol Reducer<State, Action> {
    associatedtype State
    associatedtype Action
    /// The type of `body`; inferred, like TCA's `_Body`. `Never` when only `reduce` is written.
    associatedtype _Body
    typealias Body = _Body

    func reduce(into state: inout State, action: Action) -> Effect<Action>

    @ReducerBuilder<State, Action>
    var body: Body { get }
}

extension Reducer where Body == Never {
    /// A reducer that implements `reduce(into:action:)` has no body. Calling it is a bug.
    public var body: Body {
        fatalError(
            """
            '\(Self.self)' has no body. Do not access a reducer's 'body' property directly, as it \
            may not exist. To run a reducer, call 'Reducer.reduce(into:action:)', instead.
            """
        )
    }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
    /// A reducer with a `body` reduces by running its body.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body.reduce(into: &state, action: action)
    }
}

/// `some ReducerOf<Self>`: a reducer with the same state and action as `R`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

/// `StoreOf<Feature>` is `Store<Feature.State, Feature.Action>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// `EffectOf<Feature>` is `Effect<Feature.Action>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

/// `TestStoreOf<Feature>` is `TestStore<Feature.State, Feature.Action>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable

/// TCA 1.0's deprecated name for `Effect`.
public typealias EffectTask<Action> = Effect<Action>

/// TCA 1.0's deprecated name for `Reducer`.
public typealias ReducerProtocol = Reducer

/// TCA 1.0's deprecated name for `ReducerOf`: `some ReducerProtocolOf<Self>`.
public typealias ReducerProtocolOf<R: Reducer> = Reducer<R.State, R.Action>

extension Optional: Reducer where Wrapped: Reducer {
    public typealias State = Wrapped.State
    public typealias Action = Wrapped.Action

    /// An `if` without `else` in a reducer body: the reducer runs only when it was built.
    public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
        switch self {
        case let .some(wrapped): return wrapped.reduce(into: &state, action: action)
        case .none: return .none
        }
    }
}
