import MiniSwiftUI
import MiniTCA
import RenderTrace
import Testing

private struct Shelf: Reducer {
    struct State: Equatable { var books = 0 }
    enum Action: Equatable { case addBook, closeTapped }
    @Dependency(\.dismiss) var dismiss
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .addBook:
            state.books += 1
            return .none
        case .closeTapped:
            return .run { _ in await dismiss() }
        }
    }
}

private struct Library: Reducer {
    struct State: Equatable { var path = StackState<Path.State>() }
    enum Action: Equatable {
        case path(StackAction<Path.State, Path.Action>)
        case openTwoShelves
    }
    struct Path: Reducer {
        enum State: Equatable { case shelf(Shelf.State) }
        enum Action: Equatable { case shelf(Shelf.Action) }
        var body: some ReducerOf<Self> {
            Scope(state: /State.shelf, action: /Action.shelf) { Shelf() }
        }
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .openTwoShelves:
                state.path.append(.shelf(Shelf.State()))
                state.path.append(.shelf(Shelf.State(books: 5)))
                return .none
            case .path:
                return .none
            }
        }
        .forEach(\.path, action: /Action.path) { Path() }
    }
}

private struct LibraryView: View {
    let store: StoreOf<Library>
    var body: some View {
        NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) {
            Button("Two shelves") { store.send(.openTwoShelves) }
            NavigationLink("Open a shelf", state: Library.Path.State.shelf(Shelf.State()))
        } destination: { initialState in
            switch initialState {
            case .shelf:
                CaseLet(/Library.Path.State.shelf, action: Library.Path.Action.shelf) { store in
                    WithViewStore(store, observe: \.books) { viewStore in
                        Text("Books: \(viewStore.state)")
                        Button("Add") { viewStore.send(.addBook) }
                    }
                }
            }
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct StackNavigation {
        @Test func screensGetIdsFromZeroAndDumpAsThem() {
            var path = StackState<Int>()
            path.append(10)
            path.append(20)
            #expect(path.ids == [0, 1])
            #expect(String(customDumping: path) == "[\n  #0: 10,\n  #1: 20\n]")
            path.pop(from: 1)
            #expect(Array(path) == [10])
        }

        @Test func elementActionsReachTheirScreenAndDismissPopsIt() async {
            let store = TestStore(initialState: Library.State()) { Library() }
            await store.send(.openTwoShelves) {
                $0.path.append(.shelf(Shelf.State()))
                $0.path.append(.shelf(Shelf.State(books: 5)))
            }
            await store.send(.path(.element(id: 1, action: .shelf(.addBook)))) {
                $0.path[id: 1, case: /Library.Path.State.shelf]?.books = 6
            }
            await store.send(.path(.element(id: 1, action: .shelf(.closeTapped))))
            await store.receive(.path(.popFrom(id: 1))) {
                $0.path.pop(from: 1)
            }
            await store.send(.path(.push(id: 2, state: .shelf(Shelf.State())))) {
                $0.path[id: 2] = .shelf(Shelf.State())
            }
        }

        @Test func anActionForAScreenThatIsNotThereWarns() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Library.State()) { Library() }
                await store.send(.path(.element(id: 3, action: .shelf(.addBook))))
            }
            #expect(issues.messages.first?.contains("received an action for a missing element. …") == true)
        }

        @Test func aPathWrittenAsTheBindingDoesBecomesStackActions() async {
            var received: [StackAction<Int, Never>] = []
            var second: StackElementID?
            let issues = await capturingIssues {
                let store = Store<StackState<Int>, StackAction<Int, Never>>(initialState: StackState([7, 8])) {
                    Reduce { _, action in
                        received.append(action)
                        return .none
                    }
                }
                let path = store[fileID: "Shelf.swift", filePath: "/Shelf.swift", line: 12, column: 5]
                #expect(path.map(\.element) == [7, 8])
                second = path.last?.id
                store[fileID: "Shelf.swift", filePath: "/Shelf.swift", line: 12, column: 5] = Array(path.dropLast())
                // The same number of screens: no reducer is handling the stack.
                store[fileID: "Shelf.swift", filePath: "/Shelf.swift", line: 12, column: 5] = path
            }
            #expect(received.count == 1)
            if case let .popFrom(id) = received.first {
                #expect(id == second)
            } else {
                Issue.record("expected .popFrom, received \(received)")
            }
            #expect(issues.messages.count == 1)
            #expect(issues.messages.first?.hasPrefix(
                #"A navigation stack binding at "Shelf.swift:12" was written to with a path that has the same number"#) == true)
            #expect(issues.lines == [12])
        }

        @Test func theStackShowsTheScreenAStateLinkPushes() throws {
            let store = Store(initialState: Library.State()) { Library() }
            let host = ViewHost(LibraryView(store: store))
            try host.tap("Open a shelf")
            #expect(host.texts == ["Books: 0", "Add"])
            try host.tap("Add")
            #expect(host.texts == ["Books: 1", "Add"])
            try host.goBack()
            #expect(store.withState(\.path).isEmpty)
            try host.tap("Two shelves")
            #expect(host.texts == ["Books: 5", "Add"])
        }
    }
}

/// A stack whose screens can be cleared by a reducer that runs before the stack's `forEach`.
private struct Queue: Reducer {
    struct State: Equatable { var screens = StackState<Shelf.State>() }
    enum Action: Equatable {
        case screens(StackAction<Shelf.State, Shelf.Action>)
        case clearFirst
        case listen
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            if case .clearFirst = action { state.screens.removeAll() }
            return .none
        }
        Reduce { _, _ in .none }
            .forEach(\.screens, action: /Action.screens) {
                Reduce { _, _ in .run { _ in try await Task.never() } }
            }
    }
}

extension MiniTCATests.StackNavigation {
    @Test func aScreenClearedBehindTheForEachsBackHasItsEffectsCancelled() async {
        let issues = await capturingIssues {
            let store = TestStore(initialState: Queue.State()) { Queue() }
            await store.send(.screens(.push(id: 0, state: Shelf.State()))) { $0.screens[id: 0] = Shelf.State() }
            await store.send(.screens(.element(id: 0, action: .addBook)))
            await store.send(.clearFirst) { $0.screens.removeAll() }
        }
        // Without the cancellation the screen's effect would still be running at the end.
        #expect(issues.messages.isEmpty)
    }

    @Test func theCaseSubscriptReportsAnotherCaseAndNilPops() {
        enum Screen: Equatable { case shelf(Int), map }
        var stack = StackState<Screen>()
        stack[id: 0] = .shelf(1)
        stack[id: 1] = .map
        stack[id: 0, case: /Screen.shelf]? += 1
        #expect(Array(stack) == [.shelf(2), .map])
        TraceRecorder.reset()
        stack[id: 1, case: /Screen.shelf]? += 1
        let warnings = TraceRecorder.events.filter { $0.kind == .warning && $0.subject == "ComposableArchitecture" }
        #expect(warnings.map(\.detail) == [#"Can't modify unrelated case "map""#])
        stack[id: 0, case: /Screen.shelf] = nil
        #expect(Array(stack) == [.map])
    }

    @Test func missingScreensAreNamedByTheirIdsAndTheirOwnAction() async {
        let issues = await capturingIssues {
            let store = TestStore(initialState: Library.State()) { Library() }
            await store.send(.path(.element(id: 5, action: .shelf(.addBook))))
            await store.send(.path(.popFrom(id: 9)))
        }
        #expect(issues.messages.first?.contains("Action:\n    Library.Path.Action.shelf(.addBook)\n") == true)
        #expect(issues.messages.last?.hasSuffix("ID:\n    #9\n  Path IDs:\n    []") == true)
    }

    @Test func stacksDiffByIdAsTCAs() {
        var before = StackState<Int>()
        before[id: 0] = 1
        var after = before
        after[id: 1] = 2
        #expect(diff(before, after) == """
              [
                … (1 unchanged),
            +   #1: 2
              ]
            """)
    }

    @Test func aCaseWhosePayloadReadsOnOneLineDiffsAsOneLine() {
        let wanted = StackAction<Int, Never>.popFrom(id: 1)
        let got = StackAction<Int, Never>.popFrom(id: 0)
        #expect(diff(wanted, got) == """
            - StackAction.popFrom(id: #1)
            + StackAction.popFrom(id: #0)
            """)
    }
}
