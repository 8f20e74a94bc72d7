import ComposableArchitecture
import Foundation
import Testing

struct FactUnavailable: Error {}

@MainActor
struct NumberFactTests {
    @Test func factAfterIncrements() async {
        let store = TestStore(initialState: NumberFact.State()) {
            NumberFact()
        } withDependencies: {
            $0.numberFact.fetch = { "\($0) is a good number." }
        }

        await store.send(.incrementButtonTapped) { $0.count = 1 }
        await store.send(.incrementButtonTapped) { $0.count = 2 }
        await store.send(.factButtonTapped) { $0.isLoading = true }
        await store.receive(\.factResponse.success) {
            $0.isLoading = false
            $0.fact = "2 is a good number."
        }
    }

    @Test func factFails() async {
        let store = TestStore(initialState: NumberFact.State()) {
            NumberFact()
        } withDependencies: {
            $0.numberFact.fetch = { _ in throw FactUnavailable() }
        }

        await store.send(.factButtonTapped) { $0.isLoading = true }
        await store.receive(\.factResponse.failure) { $0.isLoading = false }
        #expect(store.state.fact == nil)
    }
}
