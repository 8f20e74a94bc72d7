import ComposableArchitecture
import SwiftUI

// A counter, written the SwiftUI way: the view keeps the count in its own @State and the buttons
// write it. The screen works — but the feature's store never hears of it: its reducer does
// nothing, and anyone else reading the store (another screen, a test) sees 0.
//
// Make the store the one place the count lives: the buttons send actions, the reducer changes the
// state, the text shows the store's count. Keep the names `CounterFeature`, `CounterView`,
// `CounterView(store:)`, the actions, the text "Count: <n>" and the buttons "-", "+" and "Reset":
// the checks use them.

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
            return .none
        case .incrementButtonTapped:
            return .none
        case .resetButtonTapped:
            return .none
        }
    }
}

struct CounterView: View {
    let store: StoreOf<CounterFeature>
    @State private var count = 0

    var body: some View {
        // The view store is how a view reads the store's state (viewStore.count) and sends it
        // actions (viewStore.send(…)). Lesson 4 is about how it works; here, just use it.
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
                Text("Count: \(count)")
                HStack {
                    Button("-") { count -= 1 }
                    Button("+") { count += 1 }
                }
                Button("Reset") { count = 0 }
            }
        }
    }
}
