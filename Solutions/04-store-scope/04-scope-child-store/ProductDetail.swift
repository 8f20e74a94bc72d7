import ComposableArchitecture
import SwiftUI

// A product page with an amount control.

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
    }

    enum Action: Equatable {
        case amountControl(AmountControlFeature.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.amountControl, action: /Action.amountControl) {
            AmountControlFeature()
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
            WithViewStore(store, observe: { $0.price * $0.amountControl.amount }) { viewStore in
                Text("Total: \(viewStore.state)")
            }
            // One feature, one store: the child gets a window onto the parent's store.
            AmountControlView(
                store: self.store.scope(state: \.amountControl, action: ProductDetailFeature.Action.amountControl)
            )
        }
    }
}
