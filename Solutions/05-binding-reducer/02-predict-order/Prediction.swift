import ComposableArchitecture
import SwiftUI

// Predict the trace. Do not change the features; change only the predictions at the bottom.
//
// The two features are the same except for where BindingReducer() sits. The checks send
// .binding(.set(\.$isOn, true)) once to each (as a Toggle bound to viewStore.$isOn would).

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
                state.seenByReduce.append(state.isOn)   // what Reduce sees for isOn
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
                state.seenByReduce.append(state.isOn)   // what Reduce sees for isOn
                return .none
            case .binding:
                return .none
            }
        }
        BindingReducer()
    }
}

// The reducers of a body run top to bottom on one state.
// 바디의 리듀서들은 상태 하나 위에서 위에서 아래로 실행됨.
let predictedOrderFirst: [String] = ["BindingReducer", "Reduce"]
let predictedOrderLast: [String] = ["Reduce", "BindingReducer"]

// BindingReducer first: Reduce sees the state after the write. Last: before it.
// BindingReducer가 앞이면 Reduce는 쓰기 이후의 상태를, 뒤면 이전의 상태를 봄.
let predictedSeenFirst: Bool? = true
let predictedSeenLast: Bool? = false

// Either way the field is written: the final state is the same.
// 어느 쪽이든 필드는 쓰이므로, 최종 상태는 같음.
let predictedFinalFirst: Bool? = true
let predictedFinalLast: Bool? = true
