import ComposableArchitecture

// Broken: as if ProductDetailFeature had no Scope, so nothing runs the child: the amount never
// changes. Emulated in the reference's shape and line numbers, so that a test can tell it apart
// only by what it does.

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
                _ = state.amount   // as if no Scope ran the child
                return .none
            case .plusTapped:
                _ = state.amount   // as if no Scope ran the child
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
