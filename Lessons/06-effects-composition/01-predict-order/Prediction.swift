import ComposableArchitecture

// Predict the trace. Do not change the feature; change only `predictedOrder` at the bottom.
// 트레이스 예측: 피처는 고치지 말고, 맨 아래의 `predictedOrder`만 고치세요.
//
// The checks create a store, send `.payTapped` once, and wait until every effect has finished.
// In which order does the store reduce actions? Write the case names, first to last
// (the action the checks send included). Then run `tca-learn check`: it shows your order next to
// the `→ send` lines of the real trace.

struct Checkout: Reducer {
    struct State: Equatable {
        var isSpinnerVisible = false
        var isValid = false
        var isPaid = false
        var isClosed = false
    }

    enum Action: Equatable {
        case payTapped
        case validate
        case showSpinner
        case logValidated
        case paymentResponse
        case hideSpinner
        case close
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .payTapped:
            return .merge(
                .send(.validate),
                .run { send in
                    await send(.paymentResponse)
                },
                .send(.showSpinner)
            )
        case .validate:
            state.isValid = true
            return .send(.logValidated)
        case .showSpinner:
            state.isSpinnerVisible = true
            return .none
        case .logValidated:
            return .none
        case .paymentResponse:
            state.isPaid = true
            return .concatenate(
                .send(.hideSpinner),
                .send(.close)
            )
        case .hideSpinner:
            state.isSpinnerVisible = false
            return .none
        case .close:
            state.isClosed = true
            return .none
        }
    }
}

// Every action the store reduces, in order, by case name. There are seven.
// 스토어가 리듀스하는 모든 액션을, 순서대로, 케이스 이름으로 쓰세요. 모두 일곱 개입니다.
// Names: "payTapped", "validate", "showSpinner", "logValidated", "paymentResponse",
//        "hideSpinner", "close"
let predictedOrder: [String] = [
]
