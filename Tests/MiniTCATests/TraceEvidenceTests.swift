import MiniTCA
import RenderTrace
import Testing

// Attacks on the trace's evidence: a learner's types describe themselves as something they are
// not. Checks read action names and states from `actionSent`, `reducerRan` and `stateDiff`
// events, so those must show what the runtime sees.

private enum Move: Equatable, CustomDumpStringConvertible {
    case stay, goalReached
    var customDumpDescription: String { "Move.goalReached" }
}

private enum Tap: Equatable, CustomStringConvertible {
    case plain, special
    var description: String { "special" }
}

private enum Nudge: Equatable, CustomReflectable {
    case left, right(Int)
    var customMirror: Mirror { Mirror(self, children: ["right": 99], displayStyle: .enum) }
}

private struct Score: Equatable, CustomReflectable, CustomDumpReflectable {
    var points = 0
    var customMirror: Mirror { Mirror(self, children: ["points": 100]) }
    var customDumpMirror: Mirror { customMirror }
}

/// A state whose `==` says every two values are equal.
private struct Liar: Equatable {
    var count = 0
    static func == (lhs: Liar, rhs: Liar) -> Bool { true }
}

private struct Recorder<State, Action>: Reducer {
    let change: (inout State) -> Void
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        change(&state)
        return .none
    }
}

@MainActor
private func trace<State, Action>(
    _ initial: State, _ action: Action, change: @escaping (inout State) -> Void = { _ in }
) -> [TraceEvent] {
    TraceRecorder.reset()
    Store(initialState: initial) { Recorder<State, Action>(change: change) }.send(action)
    return TraceRecorder.events
}

extension MiniTCATests {
    @Suite @MainActor struct TraceEvidence {
        @Test func customDumpOnActionDoesNotChangeTraceEvidence() {
            let events = trace(0, Move.stay)
            let sent = events.first { $0.kind == .actionSent }?.detail
            #expect(sent == "Move.stay")
            #expect(events.first { $0.kind == .reducerRan }?.reasons == ["Move.stay"])
        }

        @Test func customDescriptionOfACaseWithoutPayloadDoesNotChangeTraceEvidence() {
            let events = trace(0, Tap.plain)
            #expect(events.first { $0.kind == .actionSent }?.detail == "Tap.plain")
        }

        @Test func customMirrorOnActionDoesNotChangeTraceEvidence() {
            let events = trace(0, Nudge.left)
            #expect(events.first { $0.kind == .actionSent }?.detail == "Nudge.left")
            let withPayload = trace(0, Nudge.right(1))
            #expect(withPayload.first { $0.kind == .actionSent }?.detail == "Nudge.right(1)")
        }

        @Test func customMirrorOnStateDoesNotChangeTraceEvidence() {
            let events = trace(Score(), Tap.plain) { $0.points = 3 }
            let ran = events.first { $0.kind == .reducerRan }
            #expect(ran?.oldValue == "Score(points: 0)")
            #expect(ran?.newValue == "Score(points: 3)")
            #expect(events.first { $0.kind == .stateDiff }?.detail == "- Score(points: 0)\n+ Score(points: 3)")
        }

        @Test func alwaysEqualStateDoesNotHideTheStateDiff() {
            let events = trace(Liar(), Tap.plain) { $0.count = 5 }
            #expect(events.first { $0.kind == .stateDiff }?.detail == "- Liar(count: 0)\n+ Liar(count: 5)")
        }

        @Test func testStoreFailuresStillShowTheDumpTheLearnerChose() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: 0) { Recorder<Int, Move>(change: { $0 += 1 }) }
                await store.send(.stay) { $0 = 2 }
            }
            // TCA's failure text is TCA's: the state diff, which honours custom dumps as TCA does.
            #expect(issues.messages.first?.contains("− 2") == true)
        }

        @Test func runtimeTypesStillDumpTheirOwnWayInTheTrace() {
            let stack = StackState<Int>([7])
            let events = trace(stack, Tap.plain)
            #expect(events.first { $0.kind == .reducerRan }?.oldValue == "[#\(stack.ids[0].debugDescription.dropFirst()): 7]")
        }
    }
}

// A second store of the learner's own, sent the actions a check looks for: its events carry its
// own store number, so a check reading the trace of the store it made (`CheckContext.trace(of:)`)
// does not see them.

private struct Goal: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case tapped, later, reached }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .tapped:
            state.count += 1
            return .run { send in await send(.later) }
        case .later, .reached:
            return .none
        }
    }
}

extension MiniTCATests.TraceEvidence {
    @Test func eachStoreTreeStampsItsOwnEventsAndItsEffectsInheritTheStamp() async {
        TraceRecorder.reset()
        let checks = Store(initialState: Goal.State()) { Goal() }
        let scoped = checks.scope(state: { $0 }, action: { $0 })
        let learners = Store(initialState: Goal.State()) { Goal() }
        #expect(checks.traceStoreID != learners.traceStoreID)
        #expect(scoped.traceStoreID == checks.traceStoreID)

        await scoped.send(.tapped).finish()
        learners.send(.reached)
        let events = TraceRecorder.events
        let sent = events.filter { $0.kind == .actionSent }.map { "\($0.detail ?? "") @\($0.store ?? 0)" }
        #expect(sent == [
            "Goal.Action.tapped @\(checks.traceStoreID)",
            // Sent back by the effect the checks' store started: the effect's task inherits it.
            "Goal.Action.later @\(checks.traceStoreID)",
            "Goal.Action.reached @\(learners.traceStoreID)",
        ])
        let effects = events.filter { $0.kind == .effect }
        #expect(!effects.isEmpty && effects.allSatisfy { $0.store == checks.traceStoreID })
        #expect(events.filter { $0.kind == .reducerRan }.map(\.store) == [checks.traceStoreID, checks.traceStoreID, learners.traceStoreID])
    }
}
