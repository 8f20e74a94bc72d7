import LessonTesting
import SwiftUI

@MainActor
private func mountAndTapFirst(_ t: CheckContext) throws -> (host: ViewHost<Pair>, runsBefore: Int) {
    let host = ViewHost(Pair())
    try t.require(host.texts == ["Count: 0", "Count: 0"], Message(
        en: "the views are unchanged (only the predictions should be edited)",
        ko: "뷰는 그대로여야 합니다 (예측만 고치세요)"),
        expected: "[\"Count: 0\", \"Count: 0\"]", actual: host.texts.description)
    let runsBefore = host.bodyRunCount(of: Counter.self)
    try host.tap("Count: 0")
    return (host, runsBefore)
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("predict-titles") { t in
        let (host, _) = try mountAndTapFirst(t)
        t.expectPrediction(predictedTitlesAfterTap == host.texts, Message(
            en: "the two titles after tapping the first button — predictedTitlesAfterTap: your prediction vs. the runtime",
            ko: "첫 번째 버튼을 탭한 뒤 두 제목 — predictedTitlesAfterTap: 예측과 실제 런타임의 비교"),
            runtime: "\(host.texts)", yours: "\(predictedTitlesAfterTap)")
    }

    grade.check("predict-counter-runs") { t in
        let (host, runsBefore) = try mountAndTapFirst(t)
        let runs = host.bodyRunCount(of: Counter.self) - runsBefore
        let ranAt = t.trace.filter { $0.kind == .bodyRan && $0.subject == "Counter" }.suffix(runs).map(\.path)
        t.expectPrediction(predictedCounterBodyRunsForTap == runs, Message(
            en: "Counter bodies run because of the tap — predictedCounterBodyRunsForTap: your prediction vs. the runtime. In the trace, the tap re-ran the Counter at \(ranAt)",
            ko: "탭 때문에 실행된 Counter 바디 개수 — predictedCounterBodyRunsForTap: 예측과 실제 런타임의 비교. 트레이스에서 탭이 다시 실행한 Counter의 위치: \(ranAt)"),
            runtime: "\(runs)", yours: "\(predictedCounterBodyRunsForTap)")
    }
}
