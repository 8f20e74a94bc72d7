import LessonTesting
import SwiftUI
import ComposableArchitecture

/// Mounts Screen, taps "+" twice and "Tick" once, checking first that the views were left as given.
@MainActor
private func play(_ t: CheckContext) throws -> ViewHost<Screen> {
    let store = Store(initialState: ScoreFeature.State()) { ScoreFeature() }
    let host = ViewHost(Screen(store: store))
    try host.tap("+")
    host.flush()
    try host.tap("+")
    host.flush()
    try host.tap("Tick")
    host.flush()
    let expectedTexts = ["Count: 2", "+", "Player: Blob", "Name: Blob", "Tick"]
    try t.require(host.texts == expectedTexts && store.withState({ $0 }) == ScoreFeature.State(count: 2, name: "Blob", ticks: 1), Message(
        en: "the feature and the views are unchanged (only the prediction should be edited)",
        ko: "피처와 뷰는 그대로여야 합니다 (예측 숫자만 고치세요)"),
        expected: expectedTexts.description, actual: host.texts.description)
    return host
}

@MainActor
private func comparePrediction<V: View>(_ name: String, _ type: V.Type, _ host: ViewHost<Screen>, _ t: CheckContext) {
    let actual = host.bodyRunCount(of: type)
    guard let predicted = predictedBodyRuns[name] else {
        t.fail(Message(en: "predictedBodyRuns has no entry for \"\(name)\"", ko: "predictedBodyRuns에 \"\(name)\" 항목이 없습니다"))
        return
    }
    let updates = t.trace.filter { $0.kind == .viewStoreUpdate }
    let published = updates.filter { $0.fact == .published }.count
    let updateCounts = Message(
        en: " (the whole trace has \(published) published and \(updates.count - published) suppressed view store updates)",
        ko: " (트레이스 전체의 뷰 스토어 업데이트: 뷰에 알린 것 \(published)개, 중복이라 걸러진 것 \(updates.count - published)개)")
    t.expectPrediction(predicted == actual, Message(
        en: "\(name).body runs — predictedBodyRuns[\"\(name)\"]: your prediction vs. the runtime. \(name)'s lines in the trace: ",
        ko: "\(name).body 실행 횟수 — predictedBodyRuns[\"\(name)\"]: 예측과 실제 런타임의 비교. 트레이스의 \(name) 줄: ")
        + t.bodyTraceLines(of: name) + updateCounts,
        runtime: "\(actual)", yours: "\(predicted)")
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("screen-runs") { t in
        comparePrediction("Screen", Screen.self, try play(t), t)
    }
    grade.check("countview-runs") { t in
        comparePrediction("CountView", CountView.self, try play(t), t)
    }
    grade.check("everythingview-runs") { t in
        comparePrediction("EverythingView", EverythingView.self, try play(t), t)
    }
    grade.check("nameview-runs") { t in
        comparePrediction("NameView", NameView.self, try play(t), t)
    }
}
