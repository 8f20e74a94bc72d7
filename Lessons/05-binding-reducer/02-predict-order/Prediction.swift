import ComposableArchitecture
import SwiftUI

// Predict the trace. Do not change the features; change only the predictions at the bottom.
// 트레이스 예측: 피처는 고치지 말고, 맨 아래의 예측만 고치세요.
//
// The two features are the same except for where BindingReducer() sits. The checks send
// .binding(.set(\.$isOn, true)) once to each (as a Toggle bound to viewStore.$isOn would).
// 두 피처는 BindingReducer()가 놓인 자리만 다릅니다. 체크는 각 피처에
// .binding(.set(\.$isOn, true))를 한 번씩 보냅니다(viewStore.$isOn에 바인딩된 Toggle이 보내듯이).

struct BindingFirstFeature: Reducer {
    struct State: Equatable {
        @BindingState var isOn = false
        var seenByReduce: [Bool] = []
    }

    enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding(\.$isOn):
                state.seenByReduce.append(state.isOn)   // what Reduce sees for isOn / Reduce가 보는 isOn
                return .none
            case .binding:
                return .none
            }
        }
    }
}

struct BindingLastFeature: Reducer {
    struct State: Equatable {
        @BindingState var isOn = false
        var seenByReduce: [Bool] = []
    }

    enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .binding(\.$isOn):
                state.seenByReduce.append(state.isOn)   // what Reduce sees for isOn / Reduce가 보는 isOn
                return .none
            case .binding:
                return .none
            }
        }
        BindingReducer()
    }
}

// 1. In which order do the reducers of each body see the action? Use the trace's names:
//    "BindingReducer" and "Reduce".
//    각 바디의 리듀서들은 어떤 순서로 액션을 볼까요? 트레이스의 이름을 쓰세요:
//    "BindingReducer"와 "Reduce".
let predictedOrderFirst: [String] = []
let predictedOrderLast: [String] = []

// 2. What does Reduce record for isOn (state.seenByReduce) in each feature?
//    각 피처에서 Reduce는 isOn을 무엇으로 기록할까요(state.seenByReduce)?
let predictedSeenFirst: Bool? = nil
let predictedSeenLast: Bool? = nil

// 3. What is isOn in each feature's final state?
//    각 피처의 최종 상태에서 isOn은 무엇일까요?
let predictedFinalFirst: Bool? = nil
let predictedFinalLast: Bool? = nil
