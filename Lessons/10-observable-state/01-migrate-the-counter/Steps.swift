import ComposableArchitecture
import SwiftUI

// A step counter written for TCA 1.0–1.6: a reducer conforming to `Reducer`, and a view that
// observes a small view state through WithViewStore.
// TCA 1.0–1.6용으로 쓴 걸음 수 카운터입니다. `Reducer`를 따르는 리듀서와, WithViewStore로 작은 뷰
// 상태를 관찰하는 뷰가 있습니다.
//
// Migrate it to TCA 1.7's observation, as the 1.7 migration guide does: `@Reducer`,
// `@ObservableState`, no view state, no WithViewStore; the view reads and sends through `store`.
// Keep the names, the texts on screen, and what the feature does.
// 1.7 마이그레이션 가이드가 하는 대로 TCA 1.7의 관찰로 옮기세요. `@Reducer`, `@ObservableState`를
// 쓰고, 뷰 상태와 WithViewStore는 없애고, 뷰는 `store`로 읽고 보냅니다. 이름, 화면의 텍스트, 피처가
// 하는 일은 그대로 두세요.

struct StepsFeature: Reducer {
    struct State: Equatable {
        var steps = 0
        var goal = 3
        var syncCount = 0   // not shown: the checks change it to see who re-runs / 보이지 않음: 체크가 이 값을 바꿔 누가 다시 실행되는지 봅니다
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
