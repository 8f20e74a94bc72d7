import ComposableArchitecture

// Write the test. The feature is in NotificationsFeature.swift, beside this file.
//
// `testNotificationsToggle` receives a fresh TestStore of NotificationsFeature (initial state:
// isOn false, message "Notifications off"). The checks run your test against the feature — it
// must pass — and against broken versions of it — it must fail for each of them.

@MainActor
func testNotificationsToggle(_ store: TestStoreOf<NotificationsFeature>) async {
    // TODO: send what the toggle sends, and assert how the state changes.
    // await store.send(.binding(.set(\.$isOn, true))) { $0… }
}
