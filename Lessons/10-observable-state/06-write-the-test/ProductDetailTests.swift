import ComposableArchitecture

// Write the test. The feature is in ProductDetailFeature.swift, beside this file.
// 테스트 작성: 피처는 이 파일 옆의 ProductDetailFeature.swift에 있습니다.
//
// `testAmountAndTotal` receives a fresh TestStore of ProductDetailFeature. Its initial state:
// amount 1, price 1000, total 1000, title "Apple". The checks run your test against the feature,
// where it must pass, and against broken versions of it, where it must fail for each of them.
// `testAmountAndTotal`은 ProductDetailFeature의 새 TestStore를 받습니다. 처음 상태는 수량 1, 가격
// 1000, 합계 1000, 제목 "Apple"입니다. 체크는 테스트를 피처에 대해 실행하고(통과해야 함), 피처의 고장
// 난 버전들에 대해서도 실행합니다(버전마다 실패해야 함).

@MainActor
func testAmountAndTotal(_ store: TestStoreOf<ProductDetailFeature>) async {
    // TODO: send what the amount control's buttons send, and assert how the state changes.
    // await store.send(\.amountControl.plusTapped) { $0… }
    // TODO: 수량 조절기의 버튼이 보내는 것을 보내고, 상태가 어떻게 바뀌는지 단언하세요.
}
