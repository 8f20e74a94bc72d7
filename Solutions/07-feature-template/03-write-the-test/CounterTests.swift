import ComposableArchitecture

// Write the test: complete `testIncrementThenDelegate` below. The counter is in
// CounterFeature.swift, beside this file.
//
// The checks run your test against the real `CounterFeature`, and, each in a program of its own,
// against counters that are broken in a hidden way (same name, State and Action; wrong
// behaviour). Your test must pass with the real one and fail with every broken one. Always get
// the store from `makeStore()`: it holds the counter of the program your test runs in.

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
