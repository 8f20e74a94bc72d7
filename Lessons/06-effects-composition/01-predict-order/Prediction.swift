import ComposableArchitecture

// Predict the trace. Do not change the feature; change only `predictedOrder` at the bottom.
// 트레이스 예측: 피처는 고치지 말고, 맨 아래의 `predictedOrder`만 고치세요.
//
// The checks create a store, send `.payTapped` once, and wait until every effect has finished.
// In which order does the store reduce actions? Write the case names, first to last
// (the action the checks send included). Then run `tca-learn check`: it shows your order next to
// the `→ send` lines of the real trace.
// 체크는 스토어를 만들고 `.payTapped`를 한 번 보낸 뒤, 모든 이펙트가 끝날 때까지 기다립니다. 스토어는
// 액션을 어떤 순서로 리듀스할까요? 케이스 이름을 처음부터 끝까지 적으세요(체크가 보내는 액션도
// 넣습니다). 그리고 `tca-learn check`를 실행하세요. 적은 순서를 실제 트레이스의 `→ send` 줄과
// 나란히 보여 줍니다.

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
