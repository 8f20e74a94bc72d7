import LessonTesting
import SwiftUI
import ComposableArchitecture

private struct Outcome {
    var order: [String]
    var seen: [Bool]
    var final: Bool
}

@MainActor
private func runFirst(_ t: CheckContext) throws -> Outcome {
    let store = Store(initialState: BindingFirstFeature.State()) { BindingFirstFeature() }
    let host = ViewHost(BindingFirstView(store: store))
    let start = t.trace(of: store).count
    try host.toggle("First")
    host.flush()
    let order = t.trace(of: store).dropFirst(start)
        .filter { $0.kind == .reducerRan && $0.subject == "BindingFirstFeature.State" }.compactMap(\.detail)
    let outcome = Outcome(order: order, seen: store.withState(\.seenByReduce), final: store.withState(\.isOn))
    try t.require(order.count == 2 && outcome.seen.count == 1, Message(
        en: "BindingFirstFeature and its view are unchanged (only the predictions should be edited)",
        ko: "BindingFirstFeature와 그 뷰는 그대로여야 합니다 (예측만 고치세요)"))
    return outcome
}

@MainActor
private func runLast(_ t: CheckContext) throws -> Outcome {
    let store = Store(initialState: BindingLastFeature.State()) { BindingLastFeature() }
    let host = ViewHost(BindingLastView(store: store))
    let start = t.trace(of: store).count
    try host.toggle("Last")
    host.flush()
    let order = t.trace(of: store).dropFirst(start)
        .filter { $0.kind == .reducerRan && $0.subject == "BindingLastFeature.State" }.compactMap(\.detail)
    let outcome = Outcome(order: order, seen: store.withState(\.seenByReduce), final: store.withState(\.isOn))
    try t.require(order.count == 2 && outcome.seen.count == 1, Message(
        en: "BindingLastFeature and its view are unchanged (only the predictions should be edited)",
        ko: "BindingLastFeature와 그 뷰는 그대로여야 합니다 (예측만 고치세요)"))
    return outcome
}

private func show(_ value: Bool?) -> String {
    value.map { "\($0)" } ?? "nil"
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("order") { t in
        let first = try runFirst(t)
        let last = try runLast(t)
        t.expectPrediction(predictedOrderFirst == first.order, Message(
            en: "BindingFirstFeature: the order in which the reducers saw the toggle's action (the trace's ⚙ lines) — predictedOrderFirst: your prediction vs. the runtime",
            ko: "BindingFirstFeature: 리듀서들이 토글의 액션을 본 순서 (트레이스의 ⚙ 줄) — predictedOrderFirst: 예측과 실제 런타임의 비교"),
            runtime: "\(first.order)", yours: "\(predictedOrderFirst)")
        t.expectPrediction(predictedOrderLast == last.order, Message(
            en: "BindingLastFeature: the order in which the reducers saw the toggle's action (the trace's ⚙ lines) — predictedOrderLast: your prediction vs. the runtime",
            ko: "BindingLastFeature: 리듀서들이 토글의 액션을 본 순서 (트레이스의 ⚙ 줄) — predictedOrderLast: 예측과 실제 런타임의 비교"),
            runtime: "\(last.order)", yours: "\(predictedOrderLast)")
    }

    grade.check("seen-first") { t in
        let first = try runFirst(t)
        t.expectPrediction(predictedSeenFirst == first.seen[0], Message(
            en: "BindingFirstFeature: isOn as Reduce saw it (the trace's \"⚙ Reduce — saw …\" line) — predictedSeenFirst: your prediction vs. the runtime",
            ko: "BindingFirstFeature: Reduce가 본 isOn (트레이스의 \"⚙ Reduce\" 줄) — predictedSeenFirst: 예측과 실제 런타임의 비교"),
            runtime: "\(first.seen[0])", yours: "\(show(predictedSeenFirst))")
    }

    grade.check("seen-last") { t in
        let last = try runLast(t)
        t.expectPrediction(predictedSeenLast == last.seen[0], Message(
            en: "BindingLastFeature: isOn as Reduce saw it (the trace's \"⚙ Reduce — saw …\" line) — predictedSeenLast: your prediction vs. the runtime",
            ko: "BindingLastFeature: Reduce가 본 isOn (트레이스의 \"⚙ Reduce\" 줄) — predictedSeenLast: 예측과 실제 런타임의 비교"),
            runtime: "\(last.seen[0])", yours: "\(show(predictedSeenLast))")
    }

    grade.check("final-state") { t in
        let first = try runFirst(t)
        let last = try runLast(t)
        t.expectPrediction(predictedFinalFirst == first.final, Message(
            en: "BindingFirstFeature: isOn in the final state — predictedFinalFirst: your prediction vs. the runtime",
            ko: "BindingFirstFeature: 최종 상태의 isOn — predictedFinalFirst: 예측과 실제 런타임의 비교"),
            runtime: "\(first.final)", yours: "\(show(predictedFinalFirst))")
        t.expectPrediction(predictedFinalLast == last.final, Message(
            en: "BindingLastFeature: isOn in the final state — predictedFinalLast: your prediction vs. the runtime",
            ko: "BindingLastFeature: 최종 상태의 isOn — predictedFinalLast: 예측과 실제 런타임의 비교"),
            runtime: "\(last.final)", yours: "\(show(predictedFinalLast))")
    }
}
