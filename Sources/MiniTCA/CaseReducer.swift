/// A reducer written as an enum of features: what `@Reducer enum Destination { case sheet(Sheet) }`
/// expands to. TCA 1.8+'s `CaseReducer`.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case edit(EditFeature)
///   case alert(AlertState<Alert>)
/// }
/// ```
///
/// The macro writes the `State` and `Action` enums (one case per feature), a static `body` that
/// runs each case's reducer with `ifCaseLet`, and `scope`, which turns a store of the enum into a
/// `CaseScope` value, one case per feature holding a store of that feature: what
/// `switch store.case { case let .edit(store): EditView(store: store) … }` switches over.
public protocol CaseReducer: Reducer
where State: CaseReducerState, _Body: Reducer, _Body.State == State, _Body.Action == Action {
    /// Restated so that the static `body` (not `Reducer`'s default for bodiless reducers) says
    /// what the body is.
    associatedtype _Body
    /// The enum of child stores `store.case` returns.
    associatedtype CaseScope: _CaseScopeProtocol

    @ReducerBuilder<State, Action>
    static var body: _Body { get }

    @MainActor
    static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
    public var body: _Body {
        Self.body
    }
}

/// What every generated `CaseScope` enum conforms to.
public protocol _CaseScopeProtocol {}

/// The `State` enum of a `@Reducer enum`, which knows its reducer: `ifLet(\.$destination,
/// action: \.destination)` and `forEach(\.path, action: \.path)` need no trailing closure then.
public protocol CaseReducerState {
    associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Reducer {
    /// `.ifLet(\.$destination, action: \.destination)` for a `@Reducer enum Destination`: runs
    /// the presented case's reducer.
    public func ifLet<ChildState: CaseReducerState, ChildAction>(
        _ state: WritableKeyPath<State, PresentationState<ChildState>>,
        action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _PresentationReducer<Self, ChildState.StateReducer._Body>
    where ChildState.StateReducer.Action == ChildAction {
        ifLet(state, action: action, destination: { ChildState.StateReducer.body }, fileID: fileID, line: line)
    }

    /// `.forEach(\.path, action: \.path)` for a `@Reducer enum Path`: runs each screen's reducer.
    public func forEach<DestinationState: CaseReducerState, DestinationAction>(
        _ state: WritableKeyPath<State, StackState<DestinationState>>,
        action: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _StackReducer<Self, DestinationState.StateReducer._Body>
    where DestinationState.StateReducer.Action == DestinationAction {
        forEach(state, action: action, destination: { DestinationState.StateReducer.body }, fileID: fileID, line: line)
    }
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
    /// `switch store.case { case let .edit(store): … }`: the case the state is in, with a store
    /// scoped to it.
    public var `case`: State.StateReducer.CaseScope {
        State.StateReducer.scope(self)
    }
}
