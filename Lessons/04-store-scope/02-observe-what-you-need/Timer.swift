import ComposableArchitecture
import SwiftUI

// A counter with a timer running in the same feature. The timer ticks every second and only
// changes `secondsElapsed`, which CountView never shows — yet CountView's body runs on every tick.
// 같은 피처 안에서 타이머가 도는 카운터입니다. 타이머는 1초마다 틱하며 `secondsElapsed`만 바꾸고,
// CountView는 그 값을 보여 주지 않습니다. 그런데도 틱마다 CountView의 바디가 실행됩니다.
//
// Keep the names `TimerFeature` and `CountView`, the init `CountView(store:)`, the text
// "Count: <n>" and the button "Increment". Keep the view store in an @ObservedObject made in init
// (the second form of lesson 4). Do not change the feature.
// `TimerFeature`, `CountView`라는 이름, 이니셜라이저 `CountView(store:)`, "Count: <n>" 텍스트,
// "Increment" 버튼은 그대로 두세요. 뷰 스토어는 init에서 만드는 @ObservedObject로 두세요(4강의 두 번째
// 형태). 피처는 고치지 마세요.

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
