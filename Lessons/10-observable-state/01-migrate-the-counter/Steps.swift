import ComposableArchitecture
import SwiftUI

// A step counter written for TCA 1.0–1.6: a reducer conforming to `Reducer`, and a view that
// observes a small view state through WithViewStore.
//
// Migrate it to TCA 1.7's observation, as the 1.7 migration guide does: `@Reducer`,
// `@ObservableState`, no view state, no WithViewStore; the view reads and sends through `store`.
// Keep the names, the texts on screen, and what the feature does.

struct StepsFeature: Reducer {
    struct State: Equatable {
        var steps = 0
        var goal = 3
        var syncCount = 0   // not shown: the checks change it to see who re-runs
    }

    enum Action: Equatable {
        case stepTapped
        case synced
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .stepTapped:
            state.steps += 1
            return .none
        case .synced:
            state.syncCount += 1
            return .none
        }
    }
}

struct StepsView: View {
    let store: StoreOf<StepsFeature>

    struct ViewState: Equatable {
        let steps: Int
        let remaining: Int

        init(state: StepsFeature.State) {
            self.steps = state.steps
            self.remaining = max(0, state.goal - state.steps)
        }
    }

    var body: some View {
        WithViewStore(store, observe: ViewState.init) { viewStore in
            VStack {
                Text("Steps: \(viewStore.steps)")
                Text(viewStore.remaining == 0 ? "Goal reached" : "\(viewStore.remaining) to go")
                Button("Step") { viewStore.send(.stepTapped) }
            }
        }
    }
}
