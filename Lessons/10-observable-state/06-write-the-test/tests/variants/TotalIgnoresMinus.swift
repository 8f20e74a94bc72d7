import ComposableArchitecture

// Broken: the product recomputes its total for "+" only, so after "-" the total keeps the larger
// amount. Reference's shape and line numbers: a test can tell it apart only by what it does.
//

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
                if case .amountControl(.plusTapped) = action { state.total = state.price * state.amountControl.amount }
                return .none
            case .renameTapped:
                state.title = "Peach"
                return .none
            }
        }
    }
}
