import Foundation
import MiniTCA
import RenderTrace
import Testing

private struct Child: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case increment }
    let log: Log
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        log("child sees \(state.count)")
        state.count += 1
        return .none
    }
}

private struct Parent: Reducer {
    struct State: Equatable {
        var child = Child.State()
        var optionalChild: Child.State?
        var rows: IdentifiedArrayOf<Row> = []
        var seen = -1
    }
    struct Row: Equatable, Identifiable {
        let id: Int
        var child = Child.State()
    }
    enum Action: Equatable {
        case child(Child.Action)
        case optionalChild(Child.Action)
        case row(id: Int, action: Child.Action)
        case other
    }
    let log: Log

    var body: some ReducerOf<Self> {
        Scope(state: \.child, action: /Action.child) { Child(log: log) }
        Reduce { state, action in
            log("parent sees child \(state.child.count)")
            if case .optionalChild = action { state.seen = state.optionalChild?.count ?? -1 }
            if case let .row(id, _) = action { state.seen = state.rows[id: id]?.child.count ?? -1 }
            return .none
        }
        .ifLet(\.optionalChild, action: /Action.optionalChild) { Child(log: log) }
        .forEach(\.rows, action: /Action.row(id:action:)) {
            Scope(state: \Row.child, action: /Child.Action.self) { Child(log: log) }
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct Reducers {
        @Test func bodyRunsReducersTopToBottomOnOneState() {
            let log = Log()
            struct Feature: Reducer {
                struct State: Equatable { var value = 0 }
                enum Action { case go }
                let log: Log
                var body: some ReducerOf<Self> {
                    Reduce { state, _ in log("first \(state.value)"); state.value = 1; return .none }
                    Reduce { state, _ in log("second \(state.value)"); state.value = 2; return .none }
                    if true {
                        Reduce { state, _ in log("third \(state.value)"); return .none }
                    }
                }
            }
            var state = Feature.State()
            _ = Feature(log: log).reduce(into: &state, action: .go)
            #expect(log.entries == ["first 0", "second 1", "third 2"])
            #expect(state.value == 2)
        }

        @Test func aBodyTakesAnExistentialReducerAndAnAvailabilityCheck() {
            let log = Log()
            struct Feature: Reducer {
                struct State: Equatable { var value = 0 }
                enum Action { case go }
                let log: Log
                var body: some ReducerOf<Self> {
                    Reduce { state, _ in log("first"); state.value += 1; return .none } as any ReducerOf<Self>
                    if #available(macOS 10.15, iOS 13, *) {
                        Reduce { state, _ in log("available"); state.value += 10; return .none }
                    }
                }
            }
            var state = Feature.State()
            _ = Feature(log: log).reduce(into: &state, action: .go)
            #expect(log.entries == ["first", "available"])
            #expect(state.value == 11)
        }

        @Test func scopeRunsTheChildOnlyForItsActionsAndBeforeTheParent() {
            let log = Log()
            var state = Parent.State()
            _ = Parent(log: log).reduce(into: &state, action: .other)
            #expect(log.entries == ["parent sees child 0"])
            log.entries = []
            _ = Parent(log: log).reduce(into: &state, action: .child(.increment))
            #expect(log.entries == ["child sees 0", "parent sees child 1"])
            #expect(state.child.count == 1)
        }

        @Test func ifLetRunsTheChildFirstAndOnlyWhenPresent() {
            let log = Log()
            var state = Parent.State()
            _ = Parent(log: log).reduce(into: &state, action: .optionalChild(.increment))
            #expect(log.entries == ["parent sees child 0"])
            #expect(state.seen == -1)
            state.optionalChild = Child.State()
            log.entries = []
            _ = Parent(log: log).reduce(into: &state, action: .optionalChild(.increment))
            #expect(log.entries == ["child sees 0", "parent sees child 0"])
            #expect(state.seen == 1)
        }

        @Test func forEachRunsTheElementFirst() {
            let log = Log()
            var state = Parent.State(rows: [Parent.Row(id: 7)])
            _ = Parent(log: log).reduce(into: &state, action: .row(id: 7, action: .increment))
            #expect(log.entries == ["child sees 0", "parent sees child 0"])
            #expect(state.seen == 1)
            #expect(state.rows[id: 7]?.child.count == 1)
        }

        @Test func reducerRunsAreTraced() {
            TraceRecorder.reset()
            let store = Store(initialState: Parent.State()) { Parent(log: Log()) }
            store.send(.child(.increment))
            let runs = TraceRecorder.events.filter { $0.kind == .reducerRan }
            #expect(runs.map(\.detail) == ["Scope(\\.child)", "Reduce"])
            #expect(runs.first?.oldValue?.contains("count: 0") == true)
            #expect(runs.first?.newValue?.contains("count: 1") == true)
            #expect(TraceRecorder.events.contains { $0.kind == .actionSent && $0.detail == "Parent.Action.child(.increment)" })

            TraceRecorder.reset()
            let childStore = Store(initialState: Child.State()) { Child(log: Log()) }
            childStore.send(.increment)
            #expect(TraceRecorder.events.filter { $0.kind == .reducerRan }.map(\.detail) == ["Child"])
        }

        @Test func casePathsExtractOneAndManyPayloadCases() {
            let child = /Parent.Action.child
            #expect(child.extract(from: .child(.increment)) == .increment)
            #expect(child.extract(from: .other) == nil)
            let row = /Parent.Action.row(id:action:)
            #expect(row.extract(from: .row(id: 3, action: .increment))?.0 == 3)
            #expect(row.extract(from: .child(.increment)) == nil)
            #expect(row.embed((4, .increment)) == .row(id: 4, action: .increment))
            enum Twins: Equatable { case a(Int), b(Int) }
            #expect((/Twins.a).extract(from: .b(1)) == nil)
            #expect((/Twins.b).extract(from: .b(1)) == 1)
        }

        @Test func printChangesPrintsTheActionAndTheStateDiff() {
            TraceRecorder.reset()
            struct Counter: Reducer {
                struct State: Equatable { var count = 0; var name = "a" }
                enum Action { case increment }
                func reduce(into state: inout State, action: Action) -> Effect<Action> {
                    state.count += 1
                    return .none
                }
            }
            let store = Store(initialState: Counter.State()) { Counter()._printChanges() }
            store.send(.increment)
            let printed = TraceRecorder.events.first { $0.kind == .log }?.detail
            #expect(printed == """
                received action:
                  MiniTCATests.Reducers.Counter.Action.increment
                  MiniTCATests.Reducers.Counter.State(
                -   count: 0,
                +   count: 1,
                    name: "a"
                  )

                """)
        }

        @Test func onChangeRunsItsReducersOnlyWhenTheValueChanged() async {
            struct Volume: Reducer {
                struct State: Equatable { var level = 0; var isMuted = true; var changes = 0 }
                enum Action: Equatable { case set(Int) }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        switch action {
                        case let .set(level):
                            state.level = level
                            return .none
                        }
                    }
                    .onChange(of: \.level) { oldValue, newValue in
                        Reduce { state, _ in
                            state.isMuted = newValue == 0
                            state.changes += 1
                            return .none
                        }
                    }
                }
            }
            let store = TestStore(initialState: Volume.State()) { Volume() }
            await store.send(.set(3)) {
                $0.level = 3
                $0.isMuted = false
                $0.changes = 1
            }
            await store.send(.set(3))
            await store.send(.set(0)) {
                $0.level = 0
                $0.isMuted = true
                $0.changes = 2
            }
        }

        @Test func transformDependenciesFuseAndTheInnerOneWins() async {
            struct Reader: Reducer {
                @Dependency(\.locale) var locale
                func reduce(into state: inout String, action: Void) -> Effect<Void> {
                    state = locale.identifier
                    return .none
                }
            }
            let fused: _DependencyKeyWritingReducer<Reader> = Reader()
                .transformDependency(\.locale) { $0 = Locale(identifier: "fr") }
                .transformDependency(\.locale) { $0 = Locale(identifier: "de") }
            let store = TestStore(initialState: "") { fused }
            await store.send(()) { $0 = "fr" }
        }

        @Test func aSignpostedReducerRunsAsItIs() async {
            let store = TestStore(initialState: 0) {
                Reduce<Int, Void> { state, _ in
                    state += 1
                    return .none
                }
                .signpost("Counter", log: .default)
            }
            await store.send(()) { $0 = 1 }
        }
    }
}

/// Written as TCA 0.5x code is, with the names TCA 1.0 keeps as deprecated aliases.
private struct Tally: ReducerProtocol {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case add(Int) }
    var body: some ReducerProtocolOf<Self> {
        Reduce { state, action in
            switch action {
            case let .add(amount):
                state.count += amount
                return .none
            }
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct DeprecatedReducerNames {
        @Test func reducerProtocolOfIsReducerOf() async {
            let store = TestStore(initialState: Tally.State()) { Tally() }
            await store.send(.add(3)) { $0.count = 3 }
        }
    }
}
