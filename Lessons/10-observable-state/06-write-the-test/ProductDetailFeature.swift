import ComposableArchitecture

// The feature your test is about: exercise 5's product page, without its views. Read it; do not
// change it: the grader always compiles the course's copy of this file, and also runs your test
// against broken versions of it that have the same name and the same shape.
// 테스트가 다루는 피처로, 연습 문제 5의 상품 페이지에서 뷰를 뺀 것입니다. 읽기만 하고 고치지 마세요.
// 채점기는 언제나 이 파일의 강의 쪽 사본을 컴파일하고, 이름과 모양이 같은 고장 난 버전들에 대해서도
// 테스트를 실행합니다.

@Reducer
struct AmountControlFeature {
    @ObservableState
    struct State: Equatable {
        var amount = 1
    }

    enum Action {
        case minusTapped
        case plusTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .minusTapped:
                state.amount = max(1, state.amount - 1)
                return .none
            case .plusTapped:
                state.amount += 1
                return .none
            }
        }
    }
}

@Reducer
struct ProductDetailFeature {
    @ObservableState
    struct State: Equatable {
        var amountControl = AmountControlFeature.State()
        var price = 1000
        var total = 1000
        var title = "Apple"
    }

    enum Action {
        case amountControl(AmountControlFeature.Action)
        case renameTapped
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.amountControl, action: \.amountControl) {
            AmountControlFeature()
        }
        Reduce { state, action in
            switch action {
            case .amountControl:
                state.total = state.price * state.amountControl.amount
                return .none
            case .renameTapped:
                state.title = "Peach"
                return .none
            }
        }
    }
}
