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
    // TODO: send what the toggle sends, and assert how the state changes.
    // await store.send(.binding(.set(\.$isOn, true))) { $0… }
}
