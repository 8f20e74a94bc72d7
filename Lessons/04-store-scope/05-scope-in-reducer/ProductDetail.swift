import ComposableArchitecture
import SwiftUI

// The product page again, this time with the view scoped correctly. Tapping "+" sends
// .amountControl(.plusTapped) to the product's store… and the amount stays 1: nobody runs the
// child's reducer.
//
// Complete ProductDetailFeature's body. Keep the names, the texts and the features' State and
// Action; do not change AmountControlFeature or the views.

struct AmountControlFeature: Reducer {
    struct State: Equatable {
        var amount = 1
    }

    enum Action: Equatable {
        case minusTapped
        case plusTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
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

struct ProductDetailFeature: Reducer {
    struct State: Equatable {
        var amountControl = AmountControlFeature.State()
        var price = 1000
        var total = 1000
        var title = "Apple"
    }

    enum Action: Equatable {
        case amountControl(AmountControlFeature.Action)
        case renameTapped
    }

    var body: some ReducerOf<Self> {
        // TODO: run AmountControlFeature on state.amountControl for the .amountControl actions.

        Reduce { state, action in
            switch action {
            case .amountControl:
                // The parent's own logic for a child action: recompute the total.
                state.total = state.price * state.amountControl.amount
                return .none
            case .renameTapped:
                state.title = "Peach"
                return .none
            }
        }
    }
}

struct AmountControlView: View {
    let store: StoreOf<AmountControlFeature>

    var body: some View {
        WithViewStore(store, observe: \.amount) { viewStore in
            HStack {
                Button("-") { viewStore.send(.minusTapped) }
                Text("Amount: \(viewStore.state)")
                Button("+") { viewStore.send(.plusTapped) }
            }
        }
    }
}

struct ProductDetailView: View {
    let store: StoreOf<ProductDetailFeature>

    var body: some View {
        VStack {
            WithViewStore(store, observe: { "\($0.title): \($0.total)" }) { viewStore in
                Text(viewStore.state)
                Button("Rename") { viewStore.send(.renameTapped) }
            }
            AmountControlView(
                store: self.store.scope(state: \.amountControl, action: { .amountControl($0) })
            )
        }
    }
}
