import LessonTesting
import SwiftUI
import ComposableArchitecture

// Each check runs in its own program: `passes-on-feature` against the course's
// NotificationsFeature, each `catches-…` check against one broken variant (tests/variants/,
// declared in exercise.json), which has the same name and shape. So every check below simply runs
// the learner's test against the NotificationsFeature of its program.

@MainActor
private func runLearnerTest() async {
    let store = TestStore(initialState: NotificationsFeature.State()) { NotificationsFeature() }
    await testNotificationsToggle(store)
}

@MainActor
private func expectCaught(_ what: Message, _ t: CheckContext) async {
    let found = await failuresReported(while: runLearnerTest)
    t.expect(!found.isEmpty, Message(
        en: "TestStore failures your test recorded against a broken feature (\(what.en)): none, so your test would let this bug through",
        ko: "망가진 피처(\(what.ko ?? what.en))에 대해 여러분의 테스트가 기록한 TestStore 실패: 하나도 없으니, 이 버그를 그냥 통과시킵니다"),
        expected: "≥ 1", actual: "0")
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("passes-on-feature") { t in
        let found = await failuresReported(while: runLearnerTest)
        t.expect(found.isEmpty, Message(
            en: "your test against the correct NotificationsFeature should record no failure",
            ko: "올바른 NotificationsFeature에 대해 여러분의 테스트는 실패를 기록하지 않아야 합니다"),
            expected: "0", actual: "\(found.count):\n" + found.joined(separator: "\n\n"))
    }

    grade.check("catches-missing-binding-reducer") { t in
        await expectCaught(Message(
            en: "no BindingReducer: isOn is never written", ko: "BindingReducer 없음: isOn이 쓰이지 않음"), t)
    }

    grade.check("catches-binding-reducer-last") { t in
        await expectCaught(Message(
            en: "BindingReducer after Reduce: the message is computed from the old isOn",
            ko: "Reduce 뒤의 BindingReducer: 메시지가 이전 isOn으로 계산됨"), t)
    }

    grade.check("catches-never-turns-off") { t in
        await expectCaught(Message(
            en: "the message turns on and never turns off again",
            ko: "메시지가 켜지기만 하고 다시 꺼지지 않음"), t)
    }
}
