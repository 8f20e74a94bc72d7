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
let predictedOrderFirst: [String] = ["BindingReducer", "Reduce"]
let predictedOrderLast: [String] = ["Reduce", "BindingReducer"]

// BindingReducer first: Reduce sees the state after the write. Last: before it.
let predictedSeenFirst: Bool? = true
let predictedSeenLast: Bool? = false

// Either way the field is written: the final state is the same.
let predictedFinalFirst: Bool? = true
let predictedFinalLast: Bool? = true
