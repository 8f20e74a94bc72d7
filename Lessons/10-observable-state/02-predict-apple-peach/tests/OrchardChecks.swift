import LessonTesting
import SwiftUI
import ComposableArchitecture

/// Mounts Orchard and taps "Add apple" once, checking first that the views were left as given.
@MainActor
private func addApple(_ t: CheckContext) throws -> ViewHost<Orchard> {
    let store = Store(initialState: OrchardFeature.State()) { OrchardFeature() }
    let host = ViewHost(Orchard(store: store))
    try host.tap("Add apple")
    host.flush()
    let expected = ["Orchard", "Apples: 1", "Add apple", "Peaches: 0", "Add peach", "Peaches (whole state): 0", "Peaches (peaches only): 0"]
    try t.require(host.texts == expected, Message(
        en: "the feature and the views are unchanged (only the prediction should be edited)",
        ko: "피처와 뷰는 그대로여야 합니다 (예측 숫자만 고치세요)"),
        expected: expected.description, actual: host.texts.description)
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
    grade.check("store-views") { t in
        let host = try addApple(t)
        comparePrediction("AppleView", AppleView.self, host, t)
        comparePrediction("PeachView", PeachView.self, host, t)
    }
    grade.check("holder") { t in
        let host = try addApple(t)
        comparePrediction("Orchard", Orchard.self, host, t)
    }
    grade.check("view-store-views") { t in
        let host = try addApple(t)
        comparePrediction("WholeStatePeachView", WholeStatePeachView.self, host, t)
        comparePrediction("PeachesOnlyView", PeachesOnlyView.self, host, t)
    }
}
