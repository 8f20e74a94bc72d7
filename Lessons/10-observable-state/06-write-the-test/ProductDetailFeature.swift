import ComposableArchitecture

// The feature your test is about: exercise 5's product page, without its views. Read it; do not
// change it: the grader always compiles the course's copy of this file, and also runs your test
// against broken versions of it that have the same name and the same shape.

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
