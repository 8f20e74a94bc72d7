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

// 1. In which order do the reducers of each body see the action? Use the trace's names:
//    "BindingReducer" and "Reduce".
let predictedOrderFirst: [String] = []
let predictedOrderLast: [String] = []

// 2. What does Reduce record for isOn (state.seenByReduce) in each feature?
let predictedSeenFirst: Bool? = nil
let predictedSeenLast: Bool? = nil

// 3. What is isOn in each feature's final state?
let predictedFinalFirst: Bool? = nil
let predictedFinalLast: Bool? = nil
