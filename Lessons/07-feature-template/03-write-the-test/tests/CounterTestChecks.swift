import ComposableArchitecture
import LessonTesting

// Each check runs in its own program: `passes-reference` against the course's CounterFeature,
// each `catches-…` check against one broken counter (tests/variants/, declared in exercise.json)
// with the same name and shape. So every check below runs the learner's test against the
// CounterFeature of its program.

/// The learner's test with a store of this program's counter.
@MainActor
private func runLearnerTest() async {
    await testIncrementThenDelegate { TestStore(initialState: CounterFeature.State()) { CounterFeature() } }
}

@MainActor
private func expectCaught(_ t: CheckContext, _ what: Message) async {
    let messages = await failuresReported(while: runLearnerTest)
    t.expect(!messages.isEmpty, Message(
        en: "TestStore failures your test recorded against a counter that \(what.en): none — it passed, so it would let this bug through",
        ko: "\(what.ko ?? what.en) 카운터에 대해 테스트가 기록한 TestStore 실패: 하나도 없습니다 — 통과했으니 이 버그를 그냥 통과시킵니다"),
        expected: "≥ 1", actual: "0")
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("passes-reference") { t in
        let messages = await failuresReported(while: runLearnerTest)
        t.expect(messages.isEmpty, Message(
            en: "your test must pass against the real CounterFeature; TestStore reported",
            ko: "테스트는 실제 CounterFeature에 대해 통과해야 합니다. TestStore가 보고한 내용"),
            expected: "0", actual: "\(messages.count):\n" + messages.joined(separator: "\n\n"))
    }

    grade.check("catches-missing-delegate") { t in
        await expectCaught(t, Message(en: "never sends .delegate(.goalReached)", ko: ".delegate(.goalReached)를 절대 보내지 않는"))
    }

    grade.check("catches-early-delegate") { t in
        await expectCaught(t, Message(en: "sends .delegate(.goalReached) after the first tap already", ko: "첫 탭에서 벌써 .delegate(.goalReached)를 보내는"))
    }

    grade.check("catches-delegate-changing-state") { t in
        await expectCaught(t, Message(en: "resets its count to 0 when it reduces its own delegate action", ko: "자기 델리게이트 액션을 리듀스할 때 count를 0으로 되돌리는"))
    }
}
