import ComposableArchitecture
import SwiftUI

// A thermostat. The slider writes `celsius` through a binding; "Warmer" and "Reset" change it from
// the reducer. Whatever changes `celsius`, the Fahrenheit label should follow — so the feature
// uses TCA's `onChange(of:)` operator to keep `fahrenheit` up to date.
//
// Slide, and the label follows. Tap "Warmer" or "Reset", and it stays where it was. Fix the
// reducer so that every change of `celsius` updates `fahrenheit`. Keep the names, the texts and
// the controls: the checks use them.

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
