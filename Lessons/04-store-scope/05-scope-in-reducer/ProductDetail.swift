import ComposableArchitecture
import SwiftUI

// The product page again, this time with the view scoped correctly. Tapping "+" sends
// .amountControl(.plusTapped) to the product's store… and the amount stays 1: nobody runs the
// child's reducer.
// 다시 상품 페이지이고, 이번에는 뷰가 올바르게 스코프되어 있습니다. "+"를 탭하면
// .amountControl(.plusTapped)이 상품의 스토어로 가는데… 수량은 1에 머뭅니다. 자식의 리듀서를 아무도
// 실행하지 않습니다.
//
// Complete ProductDetailFeature's body. Keep the names, the texts and the features' State and
// Action; do not change AmountControlFeature or the views.
// ProductDetailFeature의 body를 완성하세요. 이름, 텍스트, 피처의 State와 Action은 그대로 두고,
// AmountControlFeature와 뷰는 고치지 마세요.

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
        // TODO: .amountControl 액션에 대해 state.amountControl 위에서 AmountControlFeature를 실행하세요.

        Reduce { state, action in
            switch action {
            case .amountControl:
                // The parent's own logic for a child action: recompute the total.
                // 자식 액션에 대한 부모 자신의 로직: 합계를 다시 계산합니다.
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
