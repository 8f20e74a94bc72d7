import ComposableArchitecture
import SwiftUI

// A counter with a timer running in the same feature.

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
    // The view state is just the count: a tick changes secondsElapsed, the view state stays equal,
    // and removeDuplicates (==) suppresses it.
    @ObservedObject var viewStore: ViewStore<Int, TimerFeature.Action>

    init(store: StoreOf<TimerFeature>) {
        self.store = store
        self.viewStore = ViewStore(self.store, observe: \.count)
    }

    var body: some View {
        VStack {
            Text("Count: \(viewStore.state)")
            Button("Increment") {
                viewStore.send(.incrementButtonTapped)
            }
        }
    }
}
