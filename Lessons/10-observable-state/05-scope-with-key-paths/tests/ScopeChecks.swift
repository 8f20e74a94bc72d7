import LessonTesting
import SwiftUI
import ComposableArchitecture

/// Which reducers of the product's body ran, in order (`Scope(\.amountControl)`, `Reduce`).
@MainActor
private func reducersRun(_ t: CheckContext, in store: StoreOf<ProductDetailFeature>) -> [String] {
    t.trace(of: store).filter { $0.kind == .reducerRan && $0.subject == "ProductDetailFeature.State" }.compactMap(\.detail)
}

/// Mounts the page and checks that the amount control is on it.
@MainActor
private func mount(_ t: CheckContext) throws -> (StoreOf<ProductDetailFeature>, ViewHost<ProductDetailView>) {
    let store = Store(initialState: ProductDetailFeature.State()) { ProductDetailFeature() }
    let host = ViewHost(ProductDetailView(store: store))
    try t.require(host.texts.contains("Amount: 1") && host.texts.contains("+"), Message(
        en: "the amount control on the product page (AmountControlView, given a store scoped from the product's)",
        ko: "상품 페이지의 수량 컨트롤 (상품의 스토어에서 스코프한 스토어를 받은 AmountControlView)"),
        expected: "[… \"-\", \"Amount: 1\", \"+\" …]", actual: host.texts.description,
        why: Message(
            en: "The product page does not show the amount control yet, so there is nothing to tap: ProductDetailView must make AmountControlView with a store scoped from its own.",
            ko: "상품 페이지에 아직 수량 컨트롤이 없어서 탭할 것이 없습니다. ProductDetailView가 자기 스토어에서 스코프한 스토어로 AmountControlView를 만들어야 합니다."))
    return (store, host)
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("child-on-screen") { t in
        _ = try mount(t)
    }

    grade.check("plus-changes-amount") { t in
        let (store, host) = try mount(t)
        try host.tap("+")
        host.flush()
        t.expectEqual(store.withState(\.amountControl.amount), 2, Message(
            en: "amountControl.amount after \"+\": the scoped store sends .amountControl(.plusTapped) to the product's store; a reducer in the product's body must run the child for it (the reducers that ran: \(reducersRun(t, in: store)))",
            ko: "\"+\" 뒤의 amountControl.amount: 스코프된 스토어는 .amountControl(.plusTapped)를 상품의 스토어로 보냅니다. 상품 바디 안의 리듀서가 그 액션에 대해 자식을 실행해야 합니다 (실행된 리듀서: \(reducersRun(t, in: store)))"))
        t.expect(host.texts.contains("Amount: 2"), Message(
            en: "the amount control on screen after \"+\"", ko: "\"+\" 뒤 화면의 수량 컨트롤"),
            expected: "[… \"Amount: 2\" …]", actual: host.texts.description)
    }

    grade.check("total-sees-new-amount") { t in
        let (store, host) = try mount(t)
        try host.tap("+")
        host.flush()
        try host.tap("+")
        host.flush()
        let amount = store.withState(\.amountControl.amount)
        t.expectEqual(store.withState(\.total), 3000, Message(
            en: "the total after two \"+\" (price 1000 × amount 3); the reducers that ran, in order: \(reducersRun(t, in: store))",
            ko: "\"+\" 두 번 뒤의 합계 (가격 1000 × 수량 3). 실행된 리듀서, 순서대로: \(reducersRun(t, in: store))"),
            why: amount == 3 ? Message(
                en: "The amount did reach 3, but the total was computed from the amount before the last \"+\": the product's Reduce ran before the child had changed it. Reducers in a body run top to bottom.",
                ko: "수량은 3이 되었지만, 합계는 마지막 \"+\" 전의 수량으로 계산되었습니다. 자식이 수량을 바꾸기 전에 상품의 Reduce가 실행된 것입니다. 바디의 리듀서는 위에서 아래로 실행됩니다.")
                : Message(
                en: "The amount itself is \(amount), not 3 (see \"+\" changes the amount): there was no new amount to total.",
                ko: "수량 자체가 3이 아니라 \(amount)입니다(\"+\"가 수량을 바꾼다 체크를 보세요). 합계를 낼 새 수량이 없었습니다."))
    }

    grade.check("rename-leaves-child-alone") { t in
        let (store, host) = try mount(t)
        let before = reducersRun(t, in: store).count
        let childRuns = host.bodyRunCount(of: AmountControlView.self)
        let traceBefore = t.trace.count
        try host.tap("Rename")
        host.flush()
        let forRename = Array(reducersRun(t, in: store).dropFirst(before))
        t.expectEqual(forRename, ["Reduce"], Message(
            en: "the reducers that ran for .renameTapped: a Scope does nothing for actions that are not the child's",
            ko: ".renameTapped에 대해 실행된 리듀서: Scope는 자식의 액션이 아니면 아무것도 하지 않습니다"))
        t.expect(host.texts.contains("Peach: 1000"), Message(
            en: "the product after renaming", ko: "이름을 바꾼 뒤의 상품"),
            expected: "[… \"Peach: 1000\" …]", actual: host.texts.description)
        let reran = host.bodyRunCount(of: AmountControlView.self) - childRuns
        let newInput = t.trace.dropFirst(traceBefore).contains { $0.subject == "AmountControlView" && $0.kind == .bodyRan && $0.reasons.contains("@self") }
        t.expectEqual(reran, 0, Message(
            en: "AmountControlView.body runs caused by the rename. AmountControlView's lines in the trace: ",
            ko: "이름 바꾸기 때문에 실행된 AmountControlView.body 횟수. 트레이스의 AmountControlView 줄: ") + t.bodyTraceLines(of: "AmountControlView"),
            why: !newInput ? nil : Message(
                en: "The product's body ran again (it shows the title) and made AmountControlView with a store that was not the one it had: a key-path scope returns the same store each time, a scope with closures makes a new one, and a new input re-runs the child (@self).",
                ko: "상품의 바디가 제목을 보여 주므로 다시 실행되었고, 전과 다른 스토어로 AmountControlView를 만들었습니다. 키 패스 스코프는 매번 같은 스토어를 돌려주고, 클로저 스코프는 새 스토어를 만듭니다. 입력이 새로우면 자식이 다시 실행됩니다(@self)."))
    }
}
