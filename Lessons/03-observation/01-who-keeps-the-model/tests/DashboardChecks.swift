import LessonTesting
import SwiftUI

/// Mounts Dashboard, taps each panel once and "Refresh" twice, checking first that the views
/// were left as given.
@MainActor
private func run(_ t: CheckContext) throws -> ViewHost<Dashboard> {
    modelsCreated = [:]
    let host = ViewHost(Dashboard())
    try host.tap("StateObject taps: 0")
    try host.tap("ObservedObject taps: 0")
    try host.tap("State taps: 0")
    try t.require(host.texts == ["Refresh (0)", "StateObject taps: 1", "ObservedObject taps: 1", "State taps: 1"], Message(
        en: "the views are unchanged (only the predictions should be edited)",
        ko: "뷰는 그대로여야 합니다 (예측 숫자만 고치세요)"),
        expected: "[\"Refresh (0)\", \"StateObject taps: 1\", \"ObservedObject taps: 1\", \"State taps: 1\"]", actual: host.texts.description)
    try host.tap("Refresh (0)")
    try host.tap("Refresh (1)")
    return host
}

@MainActor
private func compare(_ panel: String, _ prefix: String, _ t: CheckContext) throws {
    let host = try run(t)
    let created = modelsCreated[panel] ?? 0
    let label = host.texts.first(where: { $0.hasPrefix(prefix) }) ?? ""
    let shown = Int(label.dropFirst(prefix.count)) ?? -1
    guard let predictedCreated = predictedModelsCreated[panel], let predictedShown = predictedTapsShown[panel] else {
        t.fail(Message(en: "the predictions have no entry for \"\(panel)\"", ko: "예측에 \"\(panel)\" 항목이 없습니다"))
        return
    }
    t.expectPrediction(predictedCreated == created, Message(
        en: "models created by \(panel) — predictedModelsCreated[\"\(panel)\"]: your prediction vs. the runtime",
        ko: "\(panel)에서 만든 모델 수 — predictedModelsCreated[\"\(panel)\"]: 예측과 실제 런타임의 비교"),
        runtime: "\(created)", yours: "\(predictedCreated)")
    t.expectPrediction(predictedShown == shown, Message(
        en: "taps shown by \(panel) after the two refreshes — predictedTapsShown[\"\(panel)\"]: your prediction vs. the runtime",
        ko: "두 번 새로고침한 뒤 \(panel)에 보이는 탭 수 — predictedTapsShown[\"\(panel)\"]: 예측과 실제 런타임의 비교"),
        runtime: "\(shown)", yours: "\(predictedShown)")
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("stateobject-panel") { t in
        try compare("StateObjectPanel", "StateObject taps: ", t)
    }
    grade.check("observed-panel") { t in
        try compare("ObservedPanel", "ObservedObject taps: ", t)
    }
    grade.check("state-panel") { t in
        try compare("StatePanel", "State taps: ", t)
    }
}
