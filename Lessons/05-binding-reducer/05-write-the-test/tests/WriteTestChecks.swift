import LessonTesting
import SwiftUI
import ComposableArchitecture

/// Broken: no BindingReducer, so nothing writes isOn.
private struct NoBindingReducer: Reducer {
    typealias State = NotificationsFeature.State
    typealias Action = NotificationsFeature.Action
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .binding(\.$isOn):
                state.message = state.isOn ? "Notifications on" : "Notifications off"
                return .none
            case .binding:
                return .none
            }
        }
    }
}

/// Broken: BindingReducer after Reduce, so the message is computed from the value before the write.
private struct BindingReducerLast: Reducer {
    typealias State = NotificationsFeature.State
    typealias Action = NotificationsFeature.Action
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .binding(\.$isOn):
                state.message = state.isOn ? "Notifications on" : "Notifications off"
                return .none
            case .binding:
                return .none
            }
        }
        BindingReducer()
    }
}

/// Broken: the message turns on and never turns off.
private struct NeverTurnsOff: Reducer {
    typealias State = NotificationsFeature.State
    typealias Action = NotificationsFeature.Action
    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding(\.$isOn):
                state.message = "Notifications on"
                return .none
            case .binding:
                return .none
            }
        }
    }
}

/// Collects the failures a TestStore reports while the learner's test runs.
private final class Collected: @unchecked Sendable {
    private let lock = Lock()
    private var messages: [String] = []
    func append(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
}

/// Runs the learner's test against `reducer`, capturing TestStore failures (and restoring the
/// grader's handler after). The test store is released inside, so its end-of-test checks run too.
@MainActor
private func failures<R: Reducer>(of reducer: R) async -> [String]
where R.State == NotificationsFeature.State, R.Action == NotificationsFeature.Action {
    let collected = Collected()
    let previous = IssueReporting.setHandler { message, _, _ in collected.append(message) }
    await runLearnerTest(reducer)
    IssueReporting.setHandler(previous)
    return collected.all
}

@MainActor
private func runLearnerTest<R: Reducer>(_ reducer: R) async
where R.State == NotificationsFeature.State, R.Action == NotificationsFeature.Action {
    let store = TestStore(initialState: NotificationsFeature.State()) { reducer }
    await testNotificationsToggle(store)
}

@MainActor
private func expectCaught<R: Reducer>(_ reducer: R, _ what: Message, _ t: CheckContext) async
where R.State == NotificationsFeature.State, R.Action == NotificationsFeature.Action {
    let found = await failures(of: reducer)
    t.expect(!found.isEmpty, Message(
        en: "TestStore failures your test recorded against a broken feature (\(what.en)): none, so your test would let this bug through",
        ko: "망가진 기능 (\(what.ko ?? what.en)) 에 대해 여러분의 테스트가 기록한 TestStore 실패: 하나도 없으니, 이 버그를 그냥 통과시킵니다"),
        expected: "≥ 1", actual: "0")
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("passes-on-feature") { t in
        let found = await failures(of: NotificationsFeature())
        t.expect(found.isEmpty, Message(
            en: "your test against the correct NotificationsFeature should record no failure",
            ko: "올바른 NotificationsFeature 에 대해 여러분의 테스트는 실패를 기록하지 않아야 합니다"),
            expected: "0", actual: "\(found.count):\n" + found.joined(separator: "\n\n"))
    }

    grade.check("catches-missing-binding-reducer") { t in
        await expectCaught(NoBindingReducer(), Message(
            en: "no BindingReducer: isOn is never written", ko: "BindingReducer 없음: isOn 이 쓰이지 않음"), t)
    }

    grade.check("catches-binding-reducer-last") { t in
        await expectCaught(BindingReducerLast(), Message(
            en: "BindingReducer after Reduce: the message is computed from the old isOn",
            ko: "Reduce 뒤의 BindingReducer: 메시지가 이전 isOn 으로 계산됨"), t)
    }

    grade.check("catches-never-turns-off") { t in
        await expectCaught(NeverTurnsOff(), Message(
            en: "the message turns on and never turns off again",
            ko: "메시지가 켜지기만 하고 다시 꺼지지 않음"), t)
    }
}
