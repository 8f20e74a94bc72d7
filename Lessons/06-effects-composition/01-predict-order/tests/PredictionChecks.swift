import ComposableArchitecture
import LessonTesting

private let actualOrderIfUnchanged = [
    "payTapped", "validate", "showSpinner", "logValidated", "paymentResponse", "hideSpinner", "close",
]

/// `Checkout.Action.paymentResponse` → `paymentResponse`.
private func caseName(_ detail: String) -> String {
    var text = Substring(detail)
    if let range = text.range(of: "Action.") { text = text[range.upperBound...] }
    return String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
}

/// Sends `.payTapped`, waits for the effects, and returns the actions the store reduced,
/// after checking that the feature was left as given.
@MainActor
private func runCheckout(_ t: CheckContext) async throws -> [String] {
    let store = Store(initialState: Checkout.State()) { Checkout() }
    await store.send(.payTapped).finish()
    let order = t.trace.filter { $0.kind == .actionSent }.map { caseName($0.detail ?? "") }
    let state = store.withState { $0 }
    try t.require(order == actualOrderIfUnchanged && state == Checkout.State(
        isSpinnerVisible: false, isValid: true, isPaid: true, isClosed: true), Message(
        en: "the feature is unchanged (only the prediction should be edited)",
        ko: "피처는 그대로여야 합니다 (예측만 고치세요)"),
        expected: "\(actualOrderIfUnchanged)", actual: "\(order)")
    return order
}

private func show(_ list: [String]) -> String {
    "[" + list.joined(separator: ", ") + "]"
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("send-is-queued") { t in
        let order = try await runCheckout(t)
        let prefix = Array(order.prefix(4))
        t.expectPrediction(Array(predictedOrder.prefix(4)) == prefix, Message(
            en: "the first four actions (everything reduced during `store.send(.payTapped)`, the trace's first four → send lines) — predictedOrder: your prediction vs. the runtime",
            ko: "처음 네 액션 (`store.send(.payTapped)` 동안 리듀스된 모든 것, 트레이스의 처음 네 → 줄) — predictedOrder: 예측과 실제 런타임의 비교"),
            runtime: "\(show(prefix))", yours: "\(show(Array(predictedOrder.prefix(4))))")
    }

    grade.check("run-is-later") { t in
        let order = try await runCheckout(t)
        let actual = order.firstIndex(of: "paymentResponse")
        let predicted = predictedOrder.firstIndex(of: "paymentResponse")
        t.expectPrediction(predicted == actual, Message(
            en: "the position of \"paymentResponse\" (sent from the .run effect), counting from 1",
            ko: "\"paymentResponse\" (.run 이펙트가 보낸 액션)의 위치, 1부터 셈"),
            runtime: "\(actual.map { "\($0 + 1)" } ?? "—")", yours: "\(predicted.map { "\($0 + 1)" } ?? "—")")
    }

    grade.check("whole-order") { t in
        let order = try await runCheckout(t)
        t.expectPrediction(predictedOrder == order, Message(
            en: "every action the store reduced, in order (the trace's → send lines) — predictedOrder: your prediction vs. the runtime",
            ko: "스토어가 리듀스한 모든 액션, 순서대로 (트레이스의 → 줄) — predictedOrder: 예측과 실제 런타임의 비교"),
            runtime: "\(show(order))", yours: "\(show(predictedOrder))")
    }
}
