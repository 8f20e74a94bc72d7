import ComposableArchitecture
import SwiftUI

// Read, then predict. Change only the predictions at the bottom.
// 읽고 예측하세요. 맨 아래의 예측만 고치세요.
//
// One counter feature, with a view written two ways. The TCA 1.6 view runs here. The TCA 1.7
// view is shown between #if TCA_1_7 and #endif, compiled out of this file so that you predict
// before it runs; the checks compile the same view and run it.
// 카운터 피처 하나와, 두 가지 방식으로 쓴 뷰입니다. TCA 1.6 뷰는 여기서 실행됩니다. TCA 1.7 뷰는
// #if TCA_1_7과 #endif 사이에 있고, 실행되기 전에 예측하도록 이 파일에서는 컴파일되지 않게 빼
// 두었습니다. 체크가 같은 뷰를 컴파일해 실행합니다.

struct CounterFeature: Reducer {
    struct State: Equatable {
        var count = 0
        var title = "Steps"
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
            state.title = "Stairs"
            return .none
        }
    }
}

// TCA 1.6: the view observes through a view store.
// TCA 1.6: 뷰가 뷰 스토어를 거쳐 관찰합니다.
struct CountView: View {
    let store: StoreOf<CounterFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Text("Count: \(viewStore.count)")
        }
    }
}

#if TCA_1_7
// TCA 1.7, iOS 17: the same feature with @ObservableState, and a view that reads the store.
// TCA 1.7, iOS 17: @ObservableState를 붙인 같은 피처와, 스토어를 읽는 뷰.
@Reducer
struct CounterFeature17 {
    @ObservableState
    struct State: Equatable {
        var count = 0
        var title = "Steps"
    }
    enum Action {
        case incrementButtonTapped
        case renameButtonTapped
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .incrementButtonTapped:
                state.count += 1
                return .none
            case .renameButtonTapped:
                state.title = "Stairs"
                return .none
            }
        }
    }
}

struct CountView17: View {
    let store: StoreOf<CounterFeature17>

    var body: some View {
        Text("Count: \(store.count)")
    }
}
#endif

// The checks mount each view and send .renameButtonTapped once, then .incrementButtonTapped once.
// How many times does the closure that makes the Text run again, for each action?
// (1.6: the WithViewStore's content closure. 1.7: CountView17's body.)
// 체크는 각 뷰를 마운트한 뒤 .renameButtonTapped를 한 번, .incrementButtonTapped를 한 번 보냅니다.
// Text를 만드는 클로저는 액션마다 몇 번 다시 실행될까요?
// (1.6: WithViewStore의 내용 클로저. 1.7: CountView17의 바디.)
let predictedRuns16: [String: Int] = ["rename": 0, "increment": 0]
let predictedRuns17: [String: Int] = ["rename": 0, "increment": 0]
