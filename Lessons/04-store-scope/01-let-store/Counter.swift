import ComposableArchitecture
import SwiftUI

// A counter feature and its view. Tapping "Increment" sends an action, the reducer adds one…
// and the screen keeps saying "Count: 0".
// 카운터 피처와 그 뷰입니다. "Increment"를 탭하면 액션이 가고 리듀서가 1을 더하는데… 화면은 계속
// "Count: 0"입니다.
//
// Keep the names `CounterFeature` and `CounterView`, the init `CounterView(store:)`, the text
// "Count: <n>" and the button "Increment": the checks use them. Do not change the feature.
// `CounterFeature`, `CounterView`라는 이름, 이니셜라이저 `CounterView(store:)`, "Count: <n>" 텍스트,
// "Increment" 버튼은 그대로 두세요. 체크가 씁니다. 피처는 고치지 마세요.

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
