import LessonTesting
import SwiftUI
import ComposableArchitecture

// Each check runs in its own program: `passes-on-feature` against the course's
// ProductDetailFeature, each `catches-…` check against one broken variant (tests/variants/,
// declared in exercise.json), which has the same name and shape. So every check below simply runs
// the learner's test against the ProductDetailFeature of its program.

@MainActor
private func runLearnerTest() async {
    let store = TestStore(initialState: ProductDetailFeature.State()) { ProductDetailFeature() }
    await testAmountAndTotal(store)
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
            en: "your test against the correct ProductDetailFeature should record no failure",
            ko: "올바른 ProductDetailFeature에 대해 여러분의 테스트는 실패를 기록하지 않아야 합니다"),
            expected: "0", actual: "\(found.count):\n" + found.joined(separator: "\n\n"))
    }

    grade.check("catches-no-scope") { t in
        await expectCaught(Message(
            en: "no Scope: the child's reducer never runs, the amount stays 1",
            ko: "Scope 없음: 자식 리듀서가 실행되지 않아 수량이 1에 머묾"), t)
    }

    grade.check("catches-scope-after-reduce") { t in
        await expectCaught(Message(
            en: "Scope after Reduce: the total is computed from the amount before the child changed it",
            ko: "Reduce 뒤의 Scope: 합계가 자식이 바꾸기 전의 수량으로 계산됨"), t)
    }

    grade.check("catches-total-ignores-minus") { t in
        await expectCaught(Message(
            en: "the total follows \"+\" and not \"-\"",
            ko: "합계가 \"+\"만 따라가고 \"-\"는 따라가지 않음"), t)
    }
}
