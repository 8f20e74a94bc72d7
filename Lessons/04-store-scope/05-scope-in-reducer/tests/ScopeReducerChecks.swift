import LessonTesting
import SwiftUI
import ComposableArchitecture

/// Which reducers of the body ran for one action, in order (`Scope(\.amountControl)`, `Reduce`).
@MainActor
private func reducersRun(_ t: CheckContext, in store: StoreOf<ProductDetailFeature>) -> [String] {
    t.trace(of: store).filter { $0.kind == .reducerRan && $0.subject == "ProductDetailFeature.State" }.compactMap(\.detail)
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("plus-changes-amount") { t in
        let store = Store(initialState: ProductDetailFeature.State()) { ProductDetailFeature() }
        let host = ViewHost(ProductDetailView(store: store))
        try host.tap("+")
        host.flush()
        t.expectEqual(store.withState(\.amountControl.amount), 2, Message(
            en: "amountControl.amount after \"+\": the scoped store only wraps the action as .amountControl(.plusTapped); a reducer in the parent's body must run the child for it",
            ko: "\"+\" 뒤의 amountControl.amount: 스코프된 스토어는 액션을 .amountControl(.plusTapped)로 감싸기만 합니다. 부모 바디 안의 리듀서가 그 액션에 대해 자식을 실행해야 합니다"))
        t.expect(host.texts.contains("Amount: 2"), Message(
            en: "the amount control on screen after \"+\"", ko: "\"+\" 뒤 화면의 수량 컨트롤"),
            expected: "[… \"Amount: 2\" …]", actual: host.texts.description)
    }

    grade.check("total-sees-new-amount") { t in
        let store = Store(initialState: ProductDetailFeature.State()) { ProductDetailFeature() }
        let host = ViewHost(ProductDetailView(store: store))
        try host.tap("+")
        host.flush()
        try host.tap("+")
        host.flush()
        t.expectEqual(store.withState(\.total), 3000, Message(
            en: "the total after two \"+\" (price 1000 × amount 3): the parent's Reduce must run after the child, on the amount the child left — reducers in a body run top to bottom: \(reducersRun(t, in: store))",
            ko: "\"+\" 두 번 뒤의 합계 (가격 1000 × 수량 3): 부모의 Reduce는 자식 다음에, 자식이 남긴 수량을 보고 실행되어야 합니다 — 바디의 리듀서는 위에서 아래로 실행됩니다: \(reducersRun(t, in: store))"))
    }

    grade.check("scope-only-child-actions") { t in
        let store = Store(initialState: ProductDetailFeature.State()) { ProductDetailFeature() }
        let host = ViewHost(ProductDetailView(store: store))
        try host.tap("+")
        host.flush()
        let forChild = reducersRun(t, in: store)
        t.expect(forChild.count == 2 && forChild[0].hasPrefix("Scope(") && forChild[1] == "Reduce", Message(
            en: "the reducers that ran for .amountControl(.plusTapped), in order",
            ko: ".amountControl(.plusTapped)에 대해 실행된 리듀서, 순서대로"),
            expected: "[\"Scope(\\\\.amountControl)\", \"Reduce\"]", actual: forChild.description)
        let countBefore = forChild.count
        try host.tap("Rename")
        host.flush()
        let forRename = Array(reducersRun(t, in: store).dropFirst(countBefore))
        t.expectEqual(forRename, ["Reduce"], Message(
            en: "the reducers that ran for .renameTapped: Scope does nothing for actions that are not the child's",
            ko: ".renameTapped에 대해 실행된 리듀서: Scope는 자식의 액션이 아니면 아무것도 하지 않습니다"))
        t.expect(host.texts.contains("Peach: 2000"), Message(
            en: "the product after renaming", ko: "이름을 바꾼 뒤의 상품"),
            expected: "[… \"Peach: 2000\" …]", actual: host.texts.description)
    }
}
