import ComposableArchitecture
import SwiftUI

// Notifications: the specific binding case first, the catch-all last.

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
            case .binding(\.$isOn):
                state.message = state.isOn ? "Notifications on" : "Notifications off"
                return .none
            case .binding:
                // Only the binding actions no case above matched.
                state.otherEdits += 1
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
