import ComposableArchitecture

// Write the test. The feature is in ProductDetailFeature.swift, beside this file.
//
// `testAmountAndTotal` receives a fresh TestStore of ProductDetailFeature. Its initial state:
// amount 1, price 1000, total 1000, title "Apple". The checks run your test against the feature,
// where it must pass, and against broken versions of it, where it must fail for each of them.

@MainActor
func testAmountAndTotal(_ store: TestStoreOf<ProductDetailFeature>) async {
    // TODO: send what the amount control's buttons send, and assert how the state changes.
    // await store.send(\.amountControl.plusTapped) { $0… }
}
