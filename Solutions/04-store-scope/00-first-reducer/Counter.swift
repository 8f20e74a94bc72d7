import ComposableArchitecture
import SwiftUI

// The count lives in the store: the view shows the store's count and only sends actions; the
// reducer is the one place the count changes.

struct CounterFeature: Reducer {
    struct State: Equatable {
        var count = 0
    }

    enum Action: Equatable {
        case decrementButtonTapped
        case incrementButtonTapped
        case resetButtonTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .decrementButtonTapped:
            state.count -= 1
            return .none
        case .incrementButtonTapped:
            state.count += 1
            return .none
        case .resetButtonTapped:
            state.count = 0
            return .none
        }
    }
}

struct CounterView: View {
    let store: StoreOf<CounterFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
                Text("Count: \(viewStore.count)")
                HStack {
                    Button("-") { viewStore.send(.decrementButtonTapped) }
                    Button("+") { viewStore.send(.incrementButtonTapped) }
                }
                Button("Reset") { viewStore.send(.resetButtonTapped) }
            }
        }
    }
}
