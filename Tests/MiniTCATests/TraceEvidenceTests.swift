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
