import ComposableArchitecture
import SwiftUI

// Settings with two toggles. "Haptic feedback" uses the verbose form the lesson starts from,
// viewStore.binding(get:send:), and works. "Sound" was moved to @BindingState / BindableAction /
// viewStore.$isSoundEnabled… and flipping it does nothing (read the warning in the trace).
// 토글이 두 개인 설정 화면입니다. "Haptic feedback"은 강의가 출발점으로 삼는 긴 형태,
// viewStore.binding(get:send:)를 쓰고, 잘 돌아갑니다. "Sound"는 @BindingState / BindableAction /
// viewStore.$isSoundEnabled로 옮겼는데… 켜고 꺼도 아무 일이 없습니다(트레이스의 경고를 읽어 보세요).
//
// Complete the reducer's body. Keep the names, the toggles' labels, State and Action; keep the
// haptic toggle working.
// 리듀서의 body를 완성하세요. 이름, 토글의 라벨, State와 Action은 그대로 두고, 햅틱 토글도 계속
// 돌아가게 두세요.

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
        // TODO: 바인딩 액션을 상태에 써 넣는 무언가가 있어야 합니다.

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
