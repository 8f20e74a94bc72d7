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
        let amount = store.withState(\.amountControl.amount)
        t.expectEqual(store.withState(\.total), 3000, Message(
            en: "the total after two \"+\" (price 1000 × amount 3); the reducers that ran, in order: \(reducersRun(t, in: store))",
            ko: "\"+\" 두 번 뒤의 합계 (가격 1000 × 수량 3). 실행된 리듀서, 순서대로: \(reducersRun(t, in: store))"),
            why: amount == 3 ? Message(
                en: "The amount did reach 3, but the total was computed from the amount before the last \"+\": the parent's Reduce ran before the child had changed it. Reducers in a body run top to bottom, each on the state the ones above it left.",
                ko: "수량은 3이 되었지만, 합계는 마지막 \"+\" 전의 수량으로 계산되었습니다. 자식이 수량을 바꾸기 전에 부모의 Reduce가 실행된 것입니다. 바디의 리듀서는 위에서 아래로, 각자 위의 리듀서가 남긴 상태 위에서 실행됩니다.")
                : Message(
                en: "The amount itself is \(amount), not 3 (see \"+\" changes the amount): there was no new amount to total.",
                ko: "수량 자체가 3이 아니라 \(amount)입니다(\"+\"가 수량을 바꾼다 체크를 보세요). 합계를 낼 새 수량이 없었습니다."))
    }

    grade.check("scope-only-child-actions") { t in
        let store = Store(initialState: ProductDetailFeature.State()) { ProductDetailFeature() }
        let host = ViewHost(ProductDetailView(store: store))
        try host.tap("+")
        host.flush()
        let forChild = reducersRun(t, in: store)
        // Where the Scope goes is the next check's question; this one asks only that it runs.
        t.expect(forChild.filter { $0.hasPrefix("Scope(") }.count == 1 && forChild.contains("Reduce"), Message(
            en: "the reducers that ran for .amountControl(.plusTapped): a Scope for the child, and the parent's Reduce",
            ko: ".amountControl(.plusTapped)에 대해 실행된 리듀서: 자식을 위한 Scope와 부모의 Reduce"),
            expected: "Scope(\\.amountControl) and Reduce, once each", actual: forChild.description,
            why: forChild.contains(where: { $0.hasPrefix("Scope(") }) ? nil : Message(
                en: "No Scope ran for the child's action: nothing in the parent's body hands .amountControl(…) to AmountControlFeature.",
                ko: "자식 액션에 대해 실행된 Scope가 없습니다. 부모의 바디에서 .amountControl(…)을 AmountControlFeature에 넘겨주는 것이 없습니다."))
        let countBefore = forChild.count
        try host.tap("Rename")
        host.flush()
        let forRename = Array(reducersRun(t, in: store).dropFirst(countBefore))
        t.expectEqual(forRename, ["Reduce"], Message(
            en: "the reducers that ran for .renameTapped: Scope does nothing for actions that are not the child's",
            ko: ".renameTapped에 대해 실행된 리듀서: Scope는 자식의 액션이 아니면 아무것도 하지 않습니다"))
        t.expect(host.texts.contains { $0.hasPrefix("Peach: ") }, Message(
            en: "the product after renaming", ko: "이름을 바꾼 뒤의 상품"),
            expected: "[… \"Peach: …\" …]", actual: host.texts.description)
    }
}
