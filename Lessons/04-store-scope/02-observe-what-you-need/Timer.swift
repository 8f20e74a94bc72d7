import ComposableArchitecture
import SwiftUI

// A counter with a timer running in the same feature. The timer ticks every second and only
// changes `secondsElapsed`, which CountView never shows — yet CountView's body runs on every tick.
//
// Keep the names `TimerFeature` and `CountView`, the init `CountView(store:)`, the text
// "Count: <n>" and the button "Increment". Keep the view store in an @ObservedObject made in init
// (the second form of lesson 4). Do not change the feature.

struct TimerFeature: Reducer {
    struct State: Equatable {
        var count = 0
        var secondsElapsed = 0
    }

    enum Action: Equatable {
        case incrementButtonTapped
        case timerTicked
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .incrementButtonTapped:
            state.count += 1
            return .none
        case .timerTicked:
            state.secondsElapsed += 1
            return .none
        }
    }
}

struct CountView: View {
    let store: StoreOf<TimerFeature>
    @ObservedObject var viewStore: ViewStoreOf<TimerFeature>

    init(store: StoreOf<TimerFeature>) {
        self.store = store
        self.viewStore = ViewStore(self.store, observe: { $0 })
    }

    var body: some View {
        VStack {
            Text("Count: \(viewStore.count)")
            Button("Increment") {
                viewStore.send(.incrementButtonTapped)
            }
        }
    }
}
