import LessonTesting
import SwiftUI
import ComposableArchitecture

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("child-reads-parent-state") { t in
        let store = Store(initialState: ProductDetailFeature.State(amountControl: .init(amount: 3))) { ProductDetailFeature() }
        let host = ViewHost(ProductDetailView(store: store))
        t.expect(host.texts.contains("Total: 3000"), Message(
            en: "the product page shows the total for an amount of 3",
            ko: "상품 화면은 수량 3에 대한 합계를 보여 준다"),
            expected: "[… \"Total: 3000\" …]", actual: host.texts.description)
        t.expect(host.texts.contains("Amount: 3"), Message(
            en: "the amount control shows the parent's amountControl.amount (3) — a child view that makes its own Store starts from its own initial state, not the parent's",
            ko: "수량 컨트롤은 부모의 amountControl.amount(3)을 보여 준다 — 자기만의 Store를 만든 자식 뷰는 부모가 아니라 자기 초기 상태에서 시작합니다"),
            expected: "[… \"Amount: 3\" …]", actual: host.texts.description)
    }

    grade.check("plus-reaches-parent") { t in
        let store = Store(initialState: ProductDetailFeature.State()) { ProductDetailFeature() }
        let host = ViewHost(ProductDetailView(store: store))
        try host.tap("+")
        host.flush()
        t.expectEqual(store.withState(\.amountControl.amount), 2, Message(
            en: "the parent store's amountControl.amount after tapping \"+\"",
            ko: "\"+\"를 탭한 뒤 부모 스토어의 amountControl.amount"))
        t.expect(host.texts.contains("Total: 2000"), Message(
            en: "the total after tapping \"+\": the tap must reach the parent's store as .amountControl(.plusTapped)",
            ko: "\"+\"를 탭한 뒤의 합계: 탭이 .amountControl(.plusTapped)로 부모 스토어에 닿아야 합니다"),
            expected: "[… \"Total: 2000\" …]", actual: host.texts.description)
    }

    grade.check("one-store") { t in
        let store = Store(initialState: ProductDetailFeature.State()) { ProductDetailFeature() }
        let host = ViewHost(ProductDetailView(store: store))
        try host.tap("+")
        host.flush()
        let sent = t.trace.filter { $0.kind == .actionSent }
        t.expect(sent.count == 1 && sent[0].path == "ProductDetailFeature" && (sent[0].detail ?? "").contains("amountControl"), Message(
            en: "the actions sent by tapping \"+\", and the store that received them: one store for the feature, the child's action wrapped in .amountControl",
            ko: "\"+\" 탭으로 보내진 액션과 그것을 받은 스토어: 피처 하나에 스토어 하나, 자식의 액션은 .amountControl로 감싸져야 합니다"),
            expected: "ProductDetailFeature: .amountControl(.plusTapped)",
            actual: sent.map { "\($0.path ?? ""): \($0.detail ?? "")" }.joined(separator: "; "))
    }
}
