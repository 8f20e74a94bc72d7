import LessonTesting
import SwiftUI

/// Mounts Orchard and presses + on both apple steppers, checking first that the views were left
/// as given.
@MainActor
private func pressApples(_ t: CheckContext) throws -> ViewHost<Orchard> {
    let host = ViewHost(Orchard())
    try host.increment("Apples: 0")
    try host.increment("Old apples: 0")
    try t.require(host.texts == ["Apples: 1", "Peaches: 0", "Old apples: 1", "Old peaches: 0"], Message(
        en: "the views are unchanged (only the prediction should be edited)",
        ko: "뷰는 그대로여야 합니다 (예측 숫자만 고치세요)"),
        expected: "[\"Apples: 1\", \"Peaches: 0\", \"Old apples: 1\", \"Old peaches: 0\"]", actual: host.texts.description)
    return host
}

@MainActor
private func comparePrediction<V: View>(_ name: String, _ type: V.Type, _ host: ViewHost<Orchard>, _ t: CheckContext) {
    let actual = host.bodyRunCount(of: type)
    guard let predicted = predictedBodyRuns[name] else {
        t.fail(Message(en: "predictedBodyRuns has no entry for \"\(name)\"", ko: "predictedBodyRuns에 \"\(name)\" 항목이 없습니다"))
        return
    }
    t.expectPrediction(predicted == actual, Message(
        en: "\(name).body runs — predictedBodyRuns[\"\(name)\"]: your prediction vs. the runtime. \(name)'s lines in the trace: ",
        ko: "\(name).body 실행 횟수 — predictedBodyRuns[\"\(name)\"]: 예측과 실제 런타임의 비교. 트레이스의 \(name) 줄: ") + t.bodyTraceLines(of: name),
        runtime: "\(actual)", yours: "\(predicted)")
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("observable-views") { t in
        let host = try pressApples(t)
        comparePrediction("AppleView", AppleView.self, host, t)
        comparePrediction("PeachView", PeachView.self, host, t)
    }
    grade.check("legacy-views") { t in
        let host = try pressApples(t)
        comparePrediction("LegacyAppleView", LegacyAppleView.self, host, t)
        comparePrediction("LegacyPeachView", LegacyPeachView.self, host, t)
    }
    grade.check("baskets") { t in
        let host = try pressApples(t)
        comparePrediction("Basket", Basket.self, host, t)
        comparePrediction("LegacyBasket", LegacyBasket.self, host, t)
    }
}
