import ComposableArchitecture
import SwiftUI

// Turning notifications on should change the message to "Notifications on". The toggle flips,
// the message never changes, and a nickname edit is counted twice.
//
// Fix the reducer. Keep the names, the labels "Notifications" / "Nickname", State and Action.

struct NotificationsFeature: Reducer {
    struct State: Equatable {
        @BindingState var isOn = false
        @BindingState var nickname = ""
        var message = "Notifications off"
        var otherEdits = 0
    }

    enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding:
                state.otherEdits += 1
                return .none
            case .binding(\.$isOn):
                state.message = state.isOn ? "Notifications on" : "Notifications off"
                return .none
            }
        }
    }
}

struct NotificationsView: View {
    let store: StoreOf<NotificationsFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
                Toggle("Notifications", isOn: viewStore.$isOn)
                TextField("Nickname", text: viewStore.$nickname)
                Text(viewStore.message)
            }
        }
    }
}
