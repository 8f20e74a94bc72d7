import ComposableArchitecture
import SwiftUI

// A step counter migrated to TCA 1.7's observation, as the 1.7 migration guide does it.

// 1. @Reducer, TCA 1.4: among other things, it puts @CasePathable on Action.
@Reducer
struct StepsFeature {
    // 2. @ObservableState, TCA 1.7: the state records which fields a body reads.
    @ObservableState
    struct State: Equatable {
        var steps = 0
        var goal = 3
        var syncCount = 0   // not shown: the checks change it to see who re-runs

        // 3. What the view state computed moves to the state ("Computed view state").
        var remaining: Int { max(0, goal - steps) }
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

// 4. No ViewState, no WithViewStore: read and send through the store. The body depends on
// exactly what it reads: `steps` and `goal` (through `remaining`), never `syncCount`.
struct StepsView: View {
    let store: StoreOf<StepsFeature>

    var body: some View {
        VStack {
            Text("Steps: \(store.steps)")
            Text(store.remaining == 0 ? "Goal reached" : "\(store.remaining) to go")
            Button("Step") { store.send(.stepTapped) }
        }
    }
}
