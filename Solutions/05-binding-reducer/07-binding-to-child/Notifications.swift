import ComposableArchitecture
import SwiftUI

// A notifications screen whose switch is a plain SwiftUI row with a @Binding: the view store's
// `$isOn` is that binding, so the store is the row's one source of truth.

/// From the app's design system: plain SwiftUI, used by screens with or without TCA.
struct SettingRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}

struct NotificationsFeature: Reducer {
    struct State: Equatable {
        @BindingState var isOn = false
        var message = "Notifications off"
    }

    enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
        case muteAllButtonTapped
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
            case .muteAllButtonTapped:
                state.isOn = false
                state.message = "Notifications off"
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
                SettingRow(title: "Notifications", isOn: viewStore.$isOn)
                Text(viewStore.message)
                Button("Mute all") { viewStore.send(.muteAllButtonTapped) }
            }
        }
    }
}
