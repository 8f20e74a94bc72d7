import ComposableArchitecture
import SwiftUI

// A thermostat. The slider writes `celsius` through a binding; "Warmer" and "Reset" change it from
// the reducer. Whatever changes `celsius`, the Fahrenheit label should follow — so the feature
// uses TCA's `onChange(of:)` operator to keep `fahrenheit` up to date.
// 온도 조절기입니다. 슬라이더는 바인딩으로 `celsius`를 쓰고, "Warmer"와 "Reset"은 리듀서에서
// 바꿉니다. 무엇이 `celsius`를 바꾸든 화씨 라벨이 따라가야 하므로, 피처는 TCA의 `onChange(of:)`
// 연산자로 `fahrenheit`를 최신으로 유지합니다.
//
// Slide, and the label follows. Tap "Warmer" or "Reset", and it stays where it was. Fix the
// reducer so that every change of `celsius` updates `fahrenheit`. Keep the names, the texts and
// the controls: the checks use them.
// 슬라이더를 밀면 라벨이 따라갑니다. "Warmer"나 "Reset"을 탭하면 라벨은 그대로입니다. `celsius`가
// 바뀔 때마다 `fahrenheit`가 갱신되도록 리듀서를 고치세요. 이름, 텍스트, 컨트롤은 그대로 두세요.
// 체크가 씁니다.

struct ThermostatFeature: Reducer {
    struct State: Equatable {
        @BindingState var celsius = 20.0
        var fahrenheit = 68.0
    }

    enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
        case warmerButtonTapped
        case resetButtonTapped
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
            .onChange(of: \.celsius) { _, celsius in
                Reduce { state, _ in
                    state.fahrenheit = celsius * 9 / 5 + 32
                    return .none
                }
            }
        Reduce { state, action in
            switch action {
            case .warmerButtonTapped:
                state.celsius += 1
                return .none
            case .resetButtonTapped:
                state.celsius = 20
                return .none
            case .binding:
                return .none
            }
        }
    }
}

struct ThermostatView: View {
    let store: StoreOf<ThermostatFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
                Text("\(Int(viewStore.celsius))°C")
                Text("\(Int(viewStore.fahrenheit))°F")
                Slider(value: viewStore.$celsius, in: 0...40)
                Button("Warmer") { viewStore.send(.warmerButtonTapped) }
                Button("Reset") { viewStore.send(.resetButtonTapped) }
            }
        }
    }
}
