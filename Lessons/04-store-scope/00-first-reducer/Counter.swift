import ComposableArchitecture
import SwiftUI

// A counter, written the SwiftUI way: the view keeps the count in its own @State and the buttons
// write it. The screen works — but the feature's store never hears of it: its reducer does
// nothing, and anyone else reading the store (another screen, a test) sees 0.
// SwiftUI 방식으로 쓴 카운터입니다. 뷰가 자기 @State에 숫자를 두고 버튼이 거기에 씁니다. 화면은
// 돌아가지만 피처의 스토어는 그 일을 전혀 모릅니다. 리듀서는 아무것도 하지 않고, 스토어를 읽는 다른
// 쪽(다른 화면, 테스트)은 0을 봅니다.
//
// Make the store the one place the count lives: the buttons send actions, the reducer changes the
// state, the text shows the store's count. Keep the names `CounterFeature`, `CounterView`,
// `CounterView(store:)`, the actions, the text "Count: <n>" and the buttons "-", "+" and "Reset":
// the checks use them.
// 숫자가 사는 곳을 스토어 한 곳으로 만드세요. 버튼은 액션을 보내고, 리듀서는 상태를 바꾸고, 텍스트는
// 스토어의 숫자를 보여 줍니다. `CounterFeature`, `CounterView`라는 이름, `CounterView(store:)`,
// 액션, "Count: <n>" 텍스트, "-", "+", "Reset" 버튼은 그대로 두세요. 체크가 씁니다.

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
        // 뷰 스토어로 뷰는 스토어의 상태를 읽고(viewStore.count) 액션을 보냅니다(viewStore.send(…)). 그
        // 동작 원리는 4강에서 다룹니다. 여기서는 쓰기만 하세요.
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
