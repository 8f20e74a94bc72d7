import Foundation
import MiniCombine
import MiniTCA
import Testing

private struct Greeter: Reducer {
    struct State: Equatable { var greeting = ""; @BindingState var name = "" }
    enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
        case greet
        case greeted(String)
    }
    @Dependency(\.locale) var locale
    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding:
                return .none
            case .greet:
                let language = locale.identifier
                return .run { [name = state.name] send in await send(.greeted("\(language): hi \(name)")) }
            case let .greeted(greeting):
                state.greeting = greeting
                return .none
            }
        }
    }
}

private struct GreeterView: Equatable {
    @BindingViewState var name: String
    var canGreet: Bool

    init(_ store: BindingViewStore<Greeter.State>) {
        _name = store.$name
        canGreet = !store.name.isEmpty
    }
}

private struct Long: Reducer {
    enum Action: Equatable { case start, ping }
    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
        switch action {
        case .start:
            return .run { _ in
                try await withTaskCancellation(id: "work") { try await Task.sleep(nanoseconds: 60 * NSEC_PER_SEC) }
            }
        case .ping:
            state += 1
            return .none
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct TestStoreHelpers {
        @Test func receiveByPredicateByCaseAndByCaseWithValue() async {
            let store = TestStore(initialState: Greeter.State(name: "Blob")) {
                Greeter()
            } withDependencies: {
                $0.locale = Locale(identifier: "en")
            }
            await store.send(.greet)
            await store.receive { if case .greeted = $0 { return true } else { return false } } assert: {
                $0.greeting = "en: hi Blob"
            }
            await store.send(.greet)
            await store.receive(/Greeter.Action.greeted)
            await store.send(.greet)
            await store.receive(/Greeter.Action.greeted, "en: hi Blob")
        }

        @Test func bindingsGiveTheViewStateATestCanCheck() async {
            let store = TestStore(initialState: Greeter.State()) { Greeter() }
            #expect(!GreeterView(store.bindings).canGreet)
            await store.send(.set(\.$name, "Blob")) { $0.name = "Blob" }
            #expect(GreeterView(store.bindings).canGreet)
        }

        @Test func assertChecksTheStateWithoutSending() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Greeter.State()) { Greeter() }
                store.assert { $0.name = "" }
                store.assert { $0.name = "Blob" }
            }
            #expect(issues.messages.count == 1)
            #expect(issues.messages.first?.hasPrefix("A state change does not match expectation: …") == true)
        }

        @Test func aReducersOwnDependencyWinsOverTheStores() async {
            let store = TestStore(initialState: Greeter.State(name: "Blob")) {
                Greeter().dependency(\.locale, Locale(identifier: "fr"))
            } withDependencies: {
                $0.locale = Locale(identifier: "en")
            }
            await store.send(.greet)
            await store.receive(.greeted("fr: hi Blob")) { $0.greeting = "fr: hi Blob" }
        }

        @Test func aFoundationDependencySetOnTheReducerAloneIsNotReportedAsUnset() async {
            // Writing through `\.locale` reads it first; that read must not count as a use.
            let issues = await capturingIssues {
                let store = TestStore(initialState: Greeter.State(name: "Blob")) {
                    Greeter().dependency(\.locale, Locale(identifier: "fr"))
                }
                await store.send(.greet)
                await store.receive(.greeted("fr: hi Blob")) { $0.greeting = "fr: hi Blob" }
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func taskCancelByIDStopsWorkRegisteredWithWithTaskCancellation() async {
            let store = TestStore(initialState: 0) { Long() }
            await store.send(.start)
            Task.cancel(id: "work")
            await store.finish()
        }

        @Test func storeIfLetFollowsOptionalStateForUIKit() {
            struct Toggle: Reducer {
                func reduce(into state: inout Int?, action: Void) -> Effect<Void> {
                    state = state == nil ? 1 : nil
                    return .none
                }
            }
            let store = Store(initialState: nil) { Toggle() }
            var log: [String] = []
            let cancellable = store.ifLet(then: { child in
                log.append("then \(child.withState { $0 })")
            }, else: {
                log.append("else")
            })
            store.send(())
            store.send(())
            #expect(log == ["else", "then 1", "else"])
            _ = cancellable
        }

        /// The store `ifLet` follows may be made on the spot (`parent.scope(…).ifLet { … }`): the
        /// returned cancellable keeps it, as TCA's keeps its publisher's store, so the state is
        /// still followed after the scoped store's last other reference is gone.
        @Test func storeIfLetKeepsTheStoreItFollows() {
            struct Shelf: Reducer {
                struct State: Equatable { var book: String? }
                func reduce(into state: inout State, action: String?) -> Effect<String?> {
                    state.book = action
                    return .none
                }
            }
            let store = Store(initialState: Shelf.State()) { Shelf() }
            var log: [String] = []
            let cancellable = store
                .scope(state: \.book, action: { $0 })
                .ifLet(then: { child in log.append(child.withState { $0 }) }, else: { log.append("none") })
            store.send("Dune")
            store.send(nil)
            #expect(log == ["none", "Dune", "none"])
            _ = cancellable
        }
    }
}
