import LessonTesting
import SwiftUI
import ComposableArchitecture

/// Mounts GoalView, taps "Goal", "Goal", "Replay", and returns the two lists it shows.
@MainActor
private func play(_ t: CheckContext) throws -> (willChange: String, publisher: String) {
    let store = Store(initialState: GoalFeature.State()) { GoalFeature() }
    let host = ViewHost(GoalView(store: store))
    for label in ["Goal", "Goal", "Replay"] {
        try host.tap(label)
        host.flush()
    }
    try t.require(host.texts.first == "Goals: 2" && store.withState(\.goals) == 2, Message(
        en: "the feature and the view are unchanged (only the predictions should be edited)",
        ko: "피처와 뷰는 그대로여야 합니다 (예측만 고치세요)"),
        expected: "[\"Goals: 2\", …]", actual: host.texts.description)
    func list(_ prefix: String) -> String {
        host.texts.first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) } ?? "?"
    }
    return (list("objectWillChange: "), list("publisher: "))
}

/// The view store's comparisons, in order, as the trace marks them (`◇ published`, `◇ suppressed`).
@MainActor
private func updates(_ t: CheckContext) -> Message {
    let marks = t.trace.filter { $0.kind == .viewStoreUpdate }
        .map { $0.fact == .suppressed ? "◇ suppressed" : "◇ published" }
        .joined(separator: ", ")
    return Message(en: marks, ko: marks)
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("will-change-sees-old") { t in
        let runtime = try play(t).willChange
        t.expectPrediction("\(predictedWillChangeList)" == runtime, Message(
            en: "what `.onReceive(viewStore.objectWillChange)` read from the view store — predictedWillChangeList: your prediction vs. the runtime. The view store's updates in the trace: ",
            ko: "`.onReceive(viewStore.objectWillChange)`가 뷰 스토어에서 읽은 값 — predictedWillChangeList: 예측과 실제 런타임의 비교. 트레이스의 뷰 스토어 업데이트: ")
            + updates(t),
            runtime: runtime, yours: "\(predictedWillChangeList)")
    }

    grade.check("publisher-sees-new") { t in
        let runtime = try play(t).publisher
        t.expectPrediction("\(predictedPublisherList)" == runtime, Message(
            en: "what `.onReceive(viewStore.publisher.goals)` was given — predictedPublisherList: your prediction vs. the runtime. The view store's updates in the trace: ",
            ko: "`.onReceive(viewStore.publisher.goals)`가 받은 값 — predictedPublisherList: 예측과 실제 런타임의 비교. 트레이스의 뷰 스토어 업데이트: ")
            + updates(t),
            runtime: runtime, yours: "\(predictedPublisherList)")
    }
}
