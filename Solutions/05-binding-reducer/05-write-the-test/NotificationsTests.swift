import ComposableArchitecture
import SwiftUI

// Write the test. The feature below is correct; do not change it.
//
// `testNotificationsToggle` receives a fresh TestStore of NotificationsFeature (initial state:
// isOn false, message "Notifications off"). The checks run your test against this feature — it
// must pass — and against broken versions of it — it must fail for each of them.

struct NotificationsFeature: Reducer {
    struct State: Equatable {
        @BindingState var isOn = false
        var message = "Notifications off"
    }

    enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding(\.$isOn):
                state.message = state.isOn ? "Notifications on" : "Notifications off"
                return .none
            case .binding:
                return .none
            }
        }
    }
}

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
