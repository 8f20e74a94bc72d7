import MiniSwiftUI
import MiniTCA
import Testing

private struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
    }
}

private struct Parent: Reducer {
    struct State: Equatable {
        var counter: Counter.State?
        @PresentationState var sheet: Counter.State?
        var title = "Parent"
    }
    enum Action: Equatable {
        case toggle, rename
        case counter(Counter.Action)
        case sheet(PresentationAction<Counter.Action>)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .toggle:
                state.counter = state.counter == nil ? Counter.State() : nil
                state.sheet = state.sheet == nil ? Counter.State(count: 10) : nil
            case .rename:
                state.title += "!"
            case .counter, .sheet:
                break
            }
            return .none
        }
        .ifLet(\.counter, action: /Action.counter) { Counter() }
        .ifLet(\.$sheet, action: /Action.sheet) { Counter() }
    }
}

private struct CounterView: View {
    let store: StoreOf<Counter>
    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Button("+ \(viewStore.count)") { viewStore.send(.increment) }
        }
    }
}

/// Counts how often the `then` closure builds its content (once per `IfLetStore` body run).
@MainActor private final class Builds {
    var count = 0
}

private struct ParentView: View {
    let store: StoreOf<Parent>
    let builds: Builds
    var body: some View {
        VStack {
            IfLetStore(store.scope(state: \.counter, action: Parent.Action.counter)) { store in
                let _ = builds.count += 1
                CounterView(store: store)
            } else: {
                Text("No counter")
            }
            IfLetStore(store.scope(state: \.$sheet, action: { .sheet($0) })) { store in
                CounterView(store: store)
            }
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct IfLetStores {
        @Test func showsElseWhileNilAndTheContentWhilePresent() throws {
            let store = Store(initialState: Parent.State()) { Parent() }
            let host = ViewHost(ParentView(store: store, builds: Builds()))
            #expect(host.texts == ["No counter"])
            store.send(.toggle)
            #expect(host.texts == ["+ 0", "+ 10"])
            try host.tap("+ 0")
            try host.tap("+ 10")
            #expect(host.texts == ["+ 1", "+ 11"])
            // The presented counter's actions reached the parent as `.sheet(.presented(…))`.
            #expect(store.withState(\.sheet) == Counter.State(count: 11))
            store.send(.toggle)
            #expect(host.texts == ["No counter"])
        }

        @Test func reRendersOnlyWhenPresenceChanges() throws {
            let builds = Builds()
            let store = Store(initialState: Parent.State(counter: Counter.State())) { Parent() }
            let host = ViewHost(ParentView(store: store, builds: builds))
            #expect(builds.count == 1)
            try host.tap("+ 0")
            store.send(.rename)
            host.flush()
            // The counter's own view store showed the change; the IfLetStore did not run again.
            #expect(host.texts == ["+ 1"])
            #expect(builds.count == 1)
            store.send(.toggle)
            store.send(.toggle)
            host.flush()
            #expect(builds.count == 2)
        }
    }
}
