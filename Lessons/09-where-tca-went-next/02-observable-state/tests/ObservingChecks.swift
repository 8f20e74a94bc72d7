import LessonTesting
import SwiftUI
import ComposableArchitecture

/// Runs of WithViewStore's content (the 1.6 view's Text) for each action, measured.
@MainActor
private func measured16(_ t: CheckContext) -> [String: Int] {
    let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
    let host = ViewHost(CountView(store: store))
    var runs: [String: Int] = [:]
    for (name, action) in [("rename", CounterFeature.Action.renameButtonTapped), ("increment", .incrementButtonTapped)] {
        let before = t.trace.count
        store.send(action)
        host.flush()
        runs[name] = t.trace.dropFirst(before).filter { $0.kind == .bodyRan && ($0.subject ?? "").hasPrefix("WithViewStore") }.count
    }
    return runs
}

private func show(_ runs: [String: Int]) -> String {
    "[\"rename\": \(runs["rename"].map(String.init) ?? "-"), \"increment\": \(runs["increment"].map(String.init) ?? "-")]"
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("view-store-1-6") { t in
        let runtime = measured16(t)
        t.expectPrediction(predictedRuns16 == runtime, Message(
            en: "TCA 1.6: runs of the WithViewStore content per action (the trace's ↻ WithViewStore.body lines) — predictedRuns16: your prediction vs. the runtime",
            ko: "TCA 1.6: 액션마다 WithViewStore 내용이 실행된 횟수 (트레이스의 ↻ WithViewStore.body 줄) — predictedRuns16: 예측과 실제 런타임의 비교"),
            runtime: show(runtime), yours: show(predictedRuns16))
    }

    grade.check("observable-state-1-7") { t in
        // Not run here: the answer is what TCA documents for @ObservableState.
        let documented = ["rename": 0, "increment": 1]
        t.expect(predictedRuns17 == documented, Message(
            en: "TCA 1.7: runs of CountView17.body per action — predictedRuns17: your prediction vs. what TCA documents (not run here: the macros do not run in this runtime)",
            ko: "TCA 1.7: 액션마다 CountView17.body가 실행되는 횟수 — predictedRuns17: 예측과 TCA가 문서로 밝힌 것의 비교 (여기서는 실행하지 않음: 이 런타임에서는 매크로가 실행되지 않음)"),
            expected: show(documented), actual: show(predictedRuns17),
            why: Message(
                en: "With @ObservableState the store is observed like an @Observable object (lesson 3): a body depends on the fields it reads. CountView17 reads store.count and never store.title, so a rename does not re-run it, and an increment does — the way `observe: \\.count` behaved in 1.6, with nothing to write.",
                ko: "@ObservableState가 있으면 스토어를 @Observable 객체처럼 관찰합니다(3강). 바디는 자기가 읽은 필드에 의존합니다. CountView17은 store.count만 읽고 store.title은 읽지 않으므로 이름 바꾸기는 바디를 다시 실행하지 않고, 증가는 실행합니다. 1.6의 `observe: \\.count`가 하던 일을, 아무것도 쓰지 않고 얻는 것입니다."))
    }
}
