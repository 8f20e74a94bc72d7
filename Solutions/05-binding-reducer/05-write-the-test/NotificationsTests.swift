import ComposableArchitecture

// Write the test. The feature is in NotificationsFeature.swift, beside this file.
//
// `testNotificationsToggle` receives a fresh TestStore of NotificationsFeature (initial state:
// isOn false, message "Notifications off"). The checks run your test against the feature — it
// must pass — and against broken versions of it — it must fail for each of them.

@MainActor
func testNotificationsToggle(_ store: TestStoreOf<NotificationsFeature>) async {
    // Turning on: BindingReducer writes isOn, then Reduce sees the new value.
    await store.send(.binding(.set(\.$isOn, true))) {
        $0.isOn = true
        $0.message = "Notifications on"
    }
    // Turning off again: the message must follow isOn, not just turn on once.
    await store.send(.binding(.set(\.$isOn, false))) {
        $0.isOn = false
        $0.message = "Notifications off"
    }
}
