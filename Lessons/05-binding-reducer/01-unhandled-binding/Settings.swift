import ComposableArchitecture
import SwiftUI

// Settings with two toggles. "Haptic feedback" uses the verbose form the lesson starts from,
// viewStore.binding(get:send:), and works. "Sound" was moved to @BindingState / BindableAction /
// viewStore.$isSoundEnabled… and flipping it does nothing (read the warning in the trace).
//
// Complete the reducer's body. Keep the names, the toggles' labels, State and Action; keep the
// haptic toggle working.

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
        // TODO: something must write the binding actions into the state.

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
