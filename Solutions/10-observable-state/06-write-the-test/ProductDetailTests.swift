import ComposableArchitecture

// Write the test. The feature is in ProductDetailFeature.swift, beside this file.
//
// `testAmountAndTotal` receives a fresh TestStore of ProductDetailFeature. Its initial state:
// amount 1, price 1000, total 1000, title "Apple". The checks run your test against the feature,
// where it must pass, and against broken versions of it, where it must fail for each of them.

@MainActor
func testAmountAndTotal(_ store: TestStoreOf<ProductDetailFeature>) async {
    // A case key path through two @CasePathable enums names the child's action from the parent's:
    // the same as sending .amountControl(.plusTapped).
    await store.send(\.amountControl.plusTapped) {
        $0.amountControl.amount = 2
        $0.total = 2000   // the parent's Reduce ran after the child: it saw the new amount
    }
    // Down again: the total must follow the amount both ways.
    await store.send(\.amountControl.minusTapped) {
        $0.amountControl.amount = 1
        $0.total = 1000
    }
}
