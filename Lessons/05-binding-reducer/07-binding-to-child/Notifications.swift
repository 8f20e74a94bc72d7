import ComposableArchitecture
import SwiftUI

// A notifications screen. Its switch is the design system's SettingRow, a plain SwiftUI view that
// takes a @Binding and knows nothing of TCA. To give it a binding, the screen keeps a copy of
// `isOn` in its own @State and sends every change to the store. Flipping the switch works. "Mute
// all" turns notifications off in the store… and the switch stays on.
//
// Fix NotificationsView so that the switch always shows the store's value and writes it through
// BindingReducer. Keep the names, texts and buttons; do not change SettingRow or the feature.

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
    @State private var isOn = false

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
                SettingRow(title: "Notifications", isOn: $isOn)
                    .onChange(of: isOn) { newValue in
                        viewStore.send(.binding(.set(\.$isOn, newValue)))
                    }
                Text(viewStore.message)
                Button("Mute all") { viewStore.send(.muteAllButtonTapped) }
            }
        }
    }
}
