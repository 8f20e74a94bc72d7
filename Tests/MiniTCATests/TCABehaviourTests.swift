import MiniSwiftUI
import MiniTCA
import RenderTrace
import Testing

/// The places where the runtime used to differ from TCA 1.x and now behaves as its code does.

private struct Adder: Reducer {
    func reduce(into state: inout Int, action: Void) -> Effect<Void> {
        state += 1
        return .none
    }
}

private struct Chain: Reducer {
    enum Action: Equatable { case start, next, done }
    let started: LockIsolated<Bool>
    let cancelled: LockIsolated<Bool>
    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
        switch action {
        case .start:
            return .run { send in await send(.next) }
        case .next:
            return .run { [started, cancelled] _ in
                started.setValue(true)
                do {
                    try await Task.never()
                } catch {
                    cancelled.setValue(true)
                }
            }
        case .done:
            return .none
        }
    }
}

private struct Stamp: Reducer {
    struct State: Equatable { var stamped: Date? }
    @Dependency(\.date.now) var now
    func reduce(into state: inout State, action: Void) -> Effect<Void> {
        state.stamped = now
        return .none
    }
}

private struct Door: Reducer {
    enum State: Equatable { case open(Int), closed }
    enum Action { case open(Void), knock }
    var body: some ReducerOf<Self> {
        Scope(state: /State.open, action: /Action.open) { Adder() }
    }
}

private struct Settings: Reducer {
    struct State: Equatable { @BindingState var name = "" }
    enum Action: BindableAction, Equatable { case binding(BindingAction<State>) }
    var body: some ReducerOf<Self> { BindingReducer() }
}

private struct NameView: Equatable {
    @BindingViewState var name: String
}

private struct Feeder: Reducer {
    enum Action: Equatable { case first, second }
    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
        switch action {
        case .first:
            state += 1
            return .send(.second)
        case .second:
            state += 1
            return .none
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct TCABehaviour {
        @Test func scopeRunsEachTransformOncePerChangeDownAChain() {
            var calls = [0, 0, 0]
            let root = Store(initialState: 0) { Adder() }
            let first = root.scope(state: { calls[0] += 1; return $0 }, action: { $0 })
            let second = first.scope(state: { calls[1] += 1; return $0 }, action: { $0 })
            let third = second.scope(state: { calls[2] += 1; return $0 }, action: { $0 })
            // A view store on every level, as views at each depth of a real app have.
            let viewStores = [ViewStore(first, observe: { $0 }), ViewStore(second, observe: { $0 })]
            let viewStore = ViewStore(third, observe: { $0 })
            #expect(calls == [1, 1, 1])
            viewStore.send(())
            #expect(calls == [2, 2, 2])
            root.send(())
            #expect(calls == [3, 3, 3])
            #expect(viewStores.map(\.state) + [viewStore.state] == [2, 2, 2])
        }

        @Test func cancellingTheTaskOfASendCancelsTheEffectsOfTheActionsItLedTo() async {
            let started = LockIsolated(false)
            let cancelled = LockIsolated(false)
            let store = Store(initialState: 0) { Chain(started: started, cancelled: cancelled) }
            let task = store.send(.start)
            while !started.value { await Task.yield() }
            task.cancel()
            await task.finish()
            #expect(cancelled.value)
        }

        @Test func aBindingViewStateReadRightAfterAWriteShowsTheNewValue() {
            let store = Store(initialState: Settings.State()) { Settings() }
            let viewStore = ViewStore(store, observe: { NameView(name: $0.$name) })
            let name = viewStore.$name
            name.wrappedValue = "Blob"
            #expect(name.wrappedValue == "Blob")
        }

        @Test func aDependencyReadInAnAssertionSeesTheTestStoresValue() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Stamp.State()) {
                    Stamp()
                } withDependencies: {
                    $0.date.now = Date(timeIntervalSince1970: 1_000)
                }
                await store.send(()) {
                    @Dependency(\.date.now) var now
                    $0.stamped = now
                }
            }
            #expect(issues.messages == [])
        }

        @Test func aScopeOnAnotherCaseWarnsAsTCADoes() async {
            var line = 0
            let issues = await capturingIssues {
                let store = TestStore(initialState: Door.State.closed) { Door() }
                line = #line + 1
                await store.send(.open(()))
            }
            #expect(issues.lines == [line])
            let message = issues.messages.first ?? ""
            #expect(message.hasPrefix(#"A "Scope" at "MiniTCATests/TCABehaviourTests.swift:"#))
            #expect(message.contains(
                """
                " received a child action when child state was set to a different case. …

                  Action:
                    Door.Action.open
                  State:
                    Door.State.closed
                """))
        }

        @Test func anIfCaseLetOnAnotherCaseDumpsTheActionAndTheStateWithTheirValues() async {
            struct Dial: Reducer {
                enum State: Equatable { case on(Int), off(String) }
                func reduce(into state: inout State, action: State) -> Effect<State> { .none }
            }
            let issues = await capturingIssues {
                let store = TestStore(initialState: Dial.State.off("unplugged")) {
                    EmptyReducer<Dial.State, Dial.State>()
                        .ifCaseLet(/Dial.State.on, action: /Dial.State.on) { Reduce { _, _ in .none } }
                }
                await store.send(.on(3))
            }
            #expect(issues.messages.first?.contains(
                """
                to a different case. …

                  Action:
                    MiniTCATests.TCABehaviour.Dial.State.on(3)
                  State:
                    MiniTCATests.TCABehaviour.Dial.State.off("unplugged")

                This is generally
                """) == true)
        }

        @Test func anIfLetWithoutChildDumpsTheActionWithItsValues() async {
            struct Parent: Reducer {
                struct State: Equatable { var child: Int? }
                enum Action: Equatable { case child(Int) }
                var body: some ReducerOf<Self> {
                    EmptyReducer()
                        .ifLet(\.child, action: /Action.child) { Reduce<Int, Int> { _, _ in .none } }
                }
            }
            let issues = await capturingIssues {
                let store = TestStore(initialState: Parent.State()) { Parent() }
                await store.send(.child(7))
            }
            #expect(issues.messages.first?.contains(
                """
                "nil". …

                  Action:
                    MiniTCATests.TCABehaviour.Parent.Action.child(7)

                This is generally
                """) == true)
        }

        @Test func afterAnUnexpectedActionNoStateMismatchIsReported() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: 0) { Feeder() }
                await store.send(.first) { $0 = 1 }
                await store.receive(.first) { $0 = 99 }
            }
            #expect(issues.messages.count == 1)
            #expect(issues.messages.first?.hasPrefix("Received unexpected action: …") == true)
        }
    }
}
