import ComposableArchitecture
import SwiftUI

// Settings with two toggles: the verbose binding(get:send:) and a @BindingState binding.

struct SettingsFeature: Reducer {
    struct State: Equatable {
        var isHapticFeedbackEnabled = false
        @BindingState var isSoundEnabled = false
    }

    enum Action: BindableAction, Equatable {
        case isHapticFeedbackEnabledChanged(Bool)
        case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
        // Writes .binding(.set(\.$isSoundEnabled, …)) into the state, before the feature's logic.
        BindingReducer()

        Reduce { state, action in
            switch action {
            case let .isHapticFeedbackEnabledChanged(value):
                state.isHapticFeedbackEnabled = value
                return .none
            case .binding:
                return .none
            }
        }
    }
}

struct SettingsView: View {
    let store: StoreOf<SettingsFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
                Toggle(
                    "Haptic feedback",
                    isOn: viewStore.binding(
                        get: \.isHapticFeedbackEnabled,
                        send: { .isHapticFeedbackEnabledChanged($0) }
                    )
                )
                Toggle("Sound", isOn: viewStore.$isSoundEnabled)
            }
        }
    }
}
