import ComposableArchitecture
import SwiftUI

// Turning notifications on should change the message to "Notifications on". The toggle flips,
// the message never changes, and a nickname edit is counted twice.
// 알림을 켜면 메시지가 "Notifications on"으로 바뀌어야 합니다. 토글은 켜지는데 메시지는 그대로이고,
// 닉네임을 고치면 두 번 세어집니다.
//
// Fix the reducer. Keep the names, the labels "Notifications" / "Nickname", State and Action.
// 리듀서를 고치세요. 이름, "Notifications" / "Nickname" 라벨, State와 Action은 그대로 두세요.

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
