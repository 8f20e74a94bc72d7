import ComposableArchitecture
import LessonTesting

// Each check runs in its own program: the `passes-…` checks against the course's TeaTimer, each
// `catches-…` check against one broken tea timer (tests/variants/, declared in exercise.json) with
// the same name and shape. So every check below runs one of the learner's tests against the
// TeaTimer of its program. The learner's tests build their own TestStore.

/// The first test, exhaustive: start, two ticks, stop.
private let firstTest = "testStartThenStop"
/// The second test, not exhaustive: a 1-minute brew to the end.
private let secondTest = "testBrewsToTheEnd"

@MainActor
private func expectPasses(_ t: CheckContext, _ name: String, _ test: @MainActor () async -> Void) async {
    let messages = await failuresReported(while: test)
    t.expect(messages.isEmpty, Message(
        en: "the test \(name) must pass against the real TeaTimer; it reported",
        ko: "\(name) 테스트는 실제 TeaTimer에 대해 통과해야 합니다. 보고된 실패"),
        expected: "0", actual: "\(messages.count):\n" + messages.joined(separator: "\n\n"))
}

@MainActor
private func expectCaught(
    _ t: CheckContext, _ name: String, _ what: Message, _ test: @MainActor () async -> Void
) async {
    let messages = await failuresReported(while: test)
    t.expect(!messages.isEmpty, Message(
        en: "failures the test \(name) recorded against a tea timer that \(what.en): none — it passed, so it would let this bug through",
        ko: "\(what.ko ?? what.en) 티 타이머에 대해 \(name) 테스트가 기록한 실패: 하나도 없습니다 — 통과했으니 이 버그를 그냥 통과시킵니다"),
        expected: "≥ 1", actual: "0")
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("passes-start-then-stop") { t in
        await expectPasses(t, firstTest, testStartThenStop)
    }

    grade.check("passes-brews-to-the-end") { t in
        await expectPasses(t, secondTest, testBrewsToTheEnd)
    }

    grade.check("catches-slow-timer") { t in
        await expectCaught(t, firstTest, Message(
            en: "ticks every two seconds", ko: "2초마다 틱을 보내는"), testStartThenStop)
    }

    grade.check("catches-wrong-tick") { t in
        await expectCaught(t, firstTest, Message(
            en: "says one second too many in every tick, starting with .tick(secondsLeft: 3)",
            ko: ".tick(secondsLeft: 3)부터 시작해 틱마다 1초씩 많게 말하는"), testStartThenStop)
    }

    grade.check("catches-timer-not-cancelled") { t in
        await expectCaught(t, firstTest, Message(
            en: "keeps counting down after stop, because its countdown is not cancellable",
            ko: "카운트다운이 취소할 수 없는 이펙트여서 정지 뒤에도 계속 세는"), testStartThenStop)
    }

    grade.check("catches-never-ready") { t in
        await expectCaught(t, secondTest, Message(
            en: "stops brewing at zero but never says the tea is ready",
            ko: "0초에 우리기를 멈추지만 차가 준비되었다고 하지 않는"), testBrewsToTheEnd)
    }
}
