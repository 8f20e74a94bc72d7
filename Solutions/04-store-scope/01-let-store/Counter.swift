import ComposableArchitecture
import SwiftUI

// A counter feature and its view.

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
        // A Store is not observable; a ViewStore is. Observe only the count: the title is not shown.
        WithViewStore(store, observe: \.count) { viewStore in
            VStack {
                Text("Count: \(viewStore.state)")
                Button("Increment") {
                    viewStore.send(.incrementButtonTapped)
                }
            }
        }
    }
}
