import ComposableArchitecture

// Write the test. The feature is in NotificationsFeature.swift, beside this file.
// 테스트 작성: 피처는 이 파일 옆의 NotificationsFeature.swift에 있습니다.
//
// `testNotificationsToggle` receives a fresh TestStore of NotificationsFeature (initial state:
// isOn false, message "Notifications off"). The checks run your test against the feature — it
// must pass — and against broken versions of it — it must fail for each of them.
// `testNotificationsToggle`은 NotificationsFeature의 새 TestStore를 받습니다(처음 상태: isOn은 false,
// 메시지는 "Notifications off"). 체크는 테스트를 피처에 대해 실행하고(통과해야 함), 피처의 고장 난
// 버전들에 대해서도 실행합니다(버전마다 실패해야 함).

@MainActor
func testNotificationsToggle(_ store: TestStoreOf<NotificationsFeature>) async {
    // TODO: send what the toggle sends, and assert how the state changes.
    // await store.send(.binding(.set(\.$isOn, true))) { $0… }
    // TODO: 토글이 보내는 것을 보내고, 상태가 어떻게 바뀌는지 단언하세요.
}
