import ComposableArchitecture
import SwiftUI

// Lesson 4's product page, written the TCA 1.7 way. The amount control is its own feature, but the
// page does not show it yet, and nothing runs its reducer.
//
// Complete ProductDetailFeature's body and ProductDetailView. Keep the names, the texts and the
// features' State and Action; do not change AmountControlFeature or AmountControlView.

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
        HStack {
            Button("-") { store.send(.minusTapped) }
            Text("Amount: \(store.amount)")
            Button("+") { store.send(.plusTapped) }
        }
    }
}

struct ProductDetailView: View {
    let store: StoreOf<ProductDetailFeature>

    var body: some View {
        VStack {
            Text("\(store.title): \(store.total)")
            Button("Rename") { store.send(.renameTapped) }
            // TODO: show AmountControlView here, with a store for the amount control.
        }
    }
}
