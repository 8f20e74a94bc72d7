import ComposableArchitecture
import SwiftUI

// Lesson 4's product page, written the TCA 1.7 way.

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
        // Runs the child only for .amountControl actions, and before the parent's own logic, so the
        // Reduce below sees the amount the child just changed. Both paths are key paths: \.amountControl
        // into the state, and the case key path \.amountControl into Action, which @Reducer made
        // @CasePathable.
        Scope(state: \.amountControl, action: \.amountControl) {
            AmountControlFeature()
        }

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
            // The child's part of the one store, scoped with a key path and a case key path.
            AmountControlView(store: store.scope(state: \.amountControl, action: \.amountControl))
        }
    }
}
