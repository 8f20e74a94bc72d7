import ComposableArchitecture

// Write the test. Do not change `CounterFeature`; write `testIncrementThenDelegate` at the bottom.
//
// The checks call your test several times, each time with a different `makeStore`: once with
// the real `CounterFeature`, and once each with counters that are broken in a hidden way (same
// State and Action, wrong behaviour). Your test must pass with the real one and fail with every
// broken one. So: always get the store from `makeStore()` — never build your own.

public protocol FeatureAction {
    associatedtype ViewAction
    associatedtype InnerAction
    associatedtype AsyncAction
    associatedtype ScopeAction
    associatedtype DelegateAction

    static func view(_: ViewAction) -> Self
    static func inner(_: InnerAction) -> Self
    static func async(_: AsyncAction) -> Self
    static func scope(_: ScopeAction) -> Self
    static func delegate(_: DelegateAction) -> Self
}

/// A counter with a goal: each tap adds one; when the count reaches the goal, the counter tells
/// its parent with `.delegate(.goalReached)`.
struct CounterFeature: Reducer {
    /// - State
    struct State: Equatable {
        var count = 0
        var goal = 2
    }
    /// - Action
    enum Action: FeatureAction, Equatable {
        case view(ViewAction)
        case inner(InnerAction)
        case async(AsyncAction)
        case scope(ScopeAction)
        case delegate(DelegateAction)

        enum ViewAction: Equatable { case incrementButtonTapped }
        enum InnerAction: Equatable { case doNothing }
        enum AsyncAction: Equatable { case doNothing }
        enum ScopeAction: Equatable { case doNothing }
        enum DelegateAction: Equatable { case goalReached }
    }
    /// - Reduce core
    private func core(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .view(let viewAction):
            return handleViewAction(viewAction, state: &state)
        case .inner, .async, .scope:
            return .none
        case .delegate(let delegateAction):
            return handleDelegateAction(delegateAction, state: &state)
        }
    }
    /// - Reducer body
    var body: some ReducerOf<Self> {
        Reduce(self.core)
    }
}

//MARK: - FeatureAction Effect
private extension CounterFeature {
    /// - View Effect
    func handleViewAction(_ action: Action.ViewAction, state: inout State) -> Effect<Action> {
        switch action {
        case .incrementButtonTapped:
            state.count += 1
            return state.count == state.goal ? .send(.delegate(.goalReached)) : .none
        }
    }
    /// - Delegate Effect: the parent handles these; the counter itself does nothing.
    func handleDelegateAction(_ action: Action.DelegateAction, state: inout State) -> Effect<Action> {
        return .none
    }
}

// MARK: - Your test
//
// Tap increment twice, starting from `CounterFeature.State()` (count 0, goal 2), and prove
// everything that happens: each new state, and the delegate action the counter sends.

@MainActor
func testIncrementThenDelegate(_ makeStore: () -> TestStoreOf<CounterFeature>) async {
    let store = makeStore()
    await store.send(.view(.incrementButtonTapped)) {
        $0.count = 1
    }
    await store.send(.view(.incrementButtonTapped)) {
        $0.count = 2
    }
    // A `.send` effect's action must be received, with no state change (no closure).
    await store.receive(.delegate(.goalReached))
}
