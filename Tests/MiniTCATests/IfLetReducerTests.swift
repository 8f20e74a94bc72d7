import MiniTCA
import RenderTrace
import Testing

/// A child with a timer, as TCA's own `ifLet` tests use.
private struct Ticker: Reducer {
    struct State: Equatable, Identifiable {
        var id = 0
        var count = 0
    }
    enum Action: Equatable { case start, tick, close, checkPresented }
    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss
    @Dependency(\.isPresented) var isPresented

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
            return .run { send in
                for await _ in self.clock.timer(interval: .seconds(1)) {
                    await send(.tick)
                }
            }
        case .tick:
            state.count += 1
            return .none
        case .close:
            return .run { _ in await self.dismiss() }
        case .checkPresented:
            state.count = isPresented ? 100 : -100
            return .none
        }
    }
}

private struct Parent: Reducer {
    struct State: Equatable {
        var child: Ticker.State?
        @PresentationState var sheet: Ticker.State?
        var lastCount: Int?
    }
    enum Action: Equatable {
        case child(Ticker.Action)
        case sheet(PresentationAction<Ticker.Action>)
        case show(id: Int)
        case hide
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .show(id):
                state.child = Ticker.State(id: id)
                state.sheet = Ticker.State(id: id)
            case .hide:
                state.child = nil
                state.sheet = nil
            case .sheet(.dismiss):
                state.lastCount = state.sheet?.count
            case .child, .sheet:
                break
            }
            return .none
        }
        .ifLet(\.child, action: /Action.child) { Ticker() }  // ← child ifLet
        .ifLet(\.$sheet, action: /Action.sheet) { Ticker() }  // ← sheet ifLet
    }
}

/// The line of this file that contains `marker`.
private func line(of marker: String, file: String = #filePath) -> Int {
    let lines = (try? String(contentsOfFile: file, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
    return (lines.firstIndex { $0.contains(marker) && !$0.contains("line(of:") } ?? -1) + 1
}

extension MiniTCATests {
    @Suite @MainActor struct IfLetReducers {
        @Test func nillingTheChildCancelsItsEffects() async {
            let issues = await capturingIssues {
                let clock = TestClock()
                let store = TestStore(initialState: Parent.State()) {
                    Parent()
                } withDependencies: {
                    $0.continuousClock = clock
                }
                await store.send(.show(id: 1)) {
                    $0.child = Ticker.State(id: 1)
                    $0.sheet = Ticker.State(id: 1)
                }
                await store.send(.child(.start))
                await store.send(.sheet(.presented(.start)))
                await clock.advance(by: .seconds(1))
                await store.receive(.child(.tick)) { $0.child?.count = 1 }
                await store.receive(.sheet(.presented(.tick))) { $0.sheet?.count = 1 }
                // Without the cancellation, both timers would still be running at the end.
                await store.send(.hide) {
                    $0.child = nil
                    $0.sheet = nil
                }
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func replacingTheChildCancelsTheOldOnesEffects() async {
            let issues = await capturingIssues {
                let clock = TestClock()
                let store = TestStore(initialState: Parent.State()) {
                    Parent()
                } withDependencies: {
                    $0.continuousClock = clock
                }
                await store.send(.show(id: 1)) {
                    $0.child = Ticker.State(id: 1)
                    $0.sheet = Ticker.State(id: 1)
                }
                await store.send(.child(.start))
                await store.send(.show(id: 2)) {
                    $0.child = Ticker.State(id: 2)
                    $0.sheet = Ticker.State(id: 2)
                }
                // The first child's timer is gone: nothing ticks.
                await clock.advance(by: .seconds(3))
                await store.send(.hide) {
                    $0.child = nil
                    $0.sheet = nil
                }
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func theTraceNamesAPresentationByItsWrapper() {
            TraceRecorder.reset()
            let store = Store(initialState: Parent.State()) { Parent() }
            store.send(.show(id: 1))
            store.send(.sheet(.presented(.tick)))
            store.send(.child(.tick))
            // Not `\.<computed 0x… (PresentationState<State>)>`, whose address changes from run to run.
            let runs = TraceRecorder.events.filter { $0.kind == .reducerRan }.compactMap(\.detail)
            #expect(runs.contains("ifLet(\\.$sheet)"))
            #expect(runs.contains("ifLet(\\.child)"))
        }

        @Test func aChildActionWhileNilIsAWarning() async {
            var sendLine = 0
            let issues = await capturingIssues {
                let store = TestStore(initialState: Parent.State()) { Parent() }
                sendLine = #line + 1
                await store.send(.child(.tick))
            }
            #expect(issues.messages == [
                """
                An "ifLet" at "MiniTCATests/IfLetReducerTests.swift:\(line(of: "← child ifLet"))" received a \
                child action when child state was "nil". …

                  Action:
                    Parent.Action.child(.tick)

                This is generally considered an application logic error, and can happen for a few reasons:

                • A parent reducer set child state to "nil" before this reducer ran. This reducer must run \
                before any other reducer sets child state to "nil". This ensures that child reducers can \
                handle their actions while their state is still available.

                • An in-flight effect emitted this action when child state was "nil". While it may be \
                perfectly reasonable to ignore this action, consider canceling the associated effect before \
                child state becomes "nil", especially if it is a long-living effect.

                • This action was sent to the store while state was "nil". Make sure that actions for this \
                reducer can only be sent from a view store when state is non-"nil". In SwiftUI \
                applications, use "IfLetStore".
                """,
            ])
            #expect(issues.lines == [sendLine])
        }

        @Test func aPresentationActionWhileAbsentIsAWarning() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Parent.State()) { Parent() }
                await store.send(.sheet(.dismiss))
            }
            #expect(issues.messages == [
                """
                An "ifLet" at "MiniTCATests/IfLetReducerTests.swift:\(line(of: "← sheet ifLet"))" received a \
                presentation action when destination state was absent. …

                  Action:
                    Parent.Action.sheet(.dismiss)

                This is generally considered an application logic error, and can happen for a few reasons:

                • A parent reducer set destination state to "nil" before this reducer ran. This reducer \
                must run before any other reducer sets destination state to "nil". This ensures that \
                destination reducers can handle their actions while their state is still present.

                • This action was sent to the store while destination state was "nil". Make sure that \
                actions for this reducer can only be sent from a view store when state is present, or from \
                effects that start from this reducer. In SwiftUI applications, use a Composable \
                Architecture view modifier like "sheet(store:…)".
                """,
            ])
        }

        @Test func outsideATestTheWarningIsPrintedAndTheActionIgnored() {
            TraceRecorder.reset()
            let store = Store(initialState: Parent.State()) { Parent() }
            store.send(.child(.tick))
            #expect(store.withState(\.child) == nil)
            let warnings = TraceRecorder.events.filter { $0.kind == .warning && $0.subject == "ComposableArchitecture" }
            #expect(warnings.count == 1)
            #expect(warnings.first?.detail?.contains("received a child action when child state was") == true)
        }

        @Test func aPresentedFeatureDismissesItself() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Parent.State(sheet: Ticker.State(count: 3))) { Parent() }
                await store.send(.sheet(.presented(.checkPresented))) { $0.sheet?.count = 100 }
                await store.send(.sheet(.presented(.close)))
                await store.receive(.sheet(.dismiss)) {
                    $0.lastCount = 100
                    $0.sheet = nil
                }
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func outsideAPresentationThereIsNothingToDismiss() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Parent.State(child: Ticker.State())) { Parent() }
                await store.send(.child(.checkPresented)) { $0.child?.count = -100 }
                await store.send(.child(.close))
                await store.finish()
            }
            #expect(issues.messages.count == 1)
            #expect(issues.messages.first?.hasPrefix(
                #"A reducer requested dismissal at "MiniTCATests/IfLetReducerTests.swift:"#) == true)
            #expect(issues.messages.first?.contains("but couldn't be dismissed. …") == true)
        }
    }
}
