import ComposableArchitecture
import SwiftUI

// A notifications screen. Its switch is the design system's SettingRow, a plain SwiftUI view that
// takes a @Binding and knows nothing of TCA. To give it a binding, the screen keeps a copy of
// `isOn` in its own @State and sends every change to the store. Flipping the switch works. "Mute
// all" turns notifications off in the store… and the switch stays on.
// 알림 화면입니다. 스위치는 디자인 시스템의 SettingRow로, @Binding을 받고 TCA는 전혀 모르는 평범한
// SwiftUI 뷰입니다. 여기에 바인딩을 주려고 화면은 `isOn`의 사본을 자기 @State에 두고, 바뀔 때마다
// 스토어에 보냅니다. 스위치를 켜고 끄는 것은 됩니다. "Mute all"은 스토어에서 알림을 끄는데…
// 스위치는 켜진 채로 남습니다.
//
// Fix NotificationsView so that the switch always shows the store's value and writes it through
// BindingReducer. Keep the names, texts and buttons; do not change SettingRow or the feature.
// 스위치가 언제나 스토어의 값을 보여 주고 BindingReducer를 거쳐 쓰도록 NotificationsView를
// 고치세요. 이름, 텍스트, 버튼은 그대로 두고, SettingRow와 피처는 고치지 마세요.

/// From the app's design system: plain SwiftUI, used by screens with or without TCA.
/// 앱의 디자인 시스템에서 온 뷰: 평범한 SwiftUI이고, TCA를 쓰는 화면과 쓰지 않는 화면이 함께 씁니다.
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
