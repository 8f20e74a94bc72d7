import ComposableArchitecture

// Broken: as if the Scope came after the Reduce: the total is computed from the amount before the
// child changed it, remembered at the bottom of the file. Reference's shape and line numbers: a
// test can tell it apart only by what it does. One store per program, from its initial state.

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
                state.total = state.price * amountBeforeTheChild; amountBeforeTheChild = state.amountControl.amount
                return .none
            case .renameTapped:
                state.title = "Peach"
                return .none
            }
        }
    }
}

nonisolated(unsafe) private var amountBeforeTheChild = 1
