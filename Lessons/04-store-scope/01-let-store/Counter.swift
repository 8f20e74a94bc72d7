import ComposableArchitecture
import SwiftUI

// A counter feature and its view. Tapping "Increment" sends an action, the reducer adds one…
// and the screen keeps saying "Count: 0".
//
// Keep the names `CounterFeature` and `CounterView`, the init `CounterView(store:)`, the text
// "Count: <n>" and the button "Increment": the checks use them. Do not change the feature.

struct CounterFeature: Reducer {
    struct State: Equatable {
        var count = 0
        var title = "Counter"
    }

    enum Action: Equatable {
        case incrementButtonTapped
        case renameButtonTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .incrementButtonTapped:
            state.count += 1
            return .none
        case .renameButtonTapped:
            state.title = "Renamed"
            return .none
        }
    }
}

struct CounterView: View {
    let store: StoreOf<CounterFeature>

    var body: some View {
        VStack {
            Text("Count: \(store.withState(\.count))")
            Button("Increment") {
                store.send(.incrementButtonTapped)
            }
        }
    }
}
