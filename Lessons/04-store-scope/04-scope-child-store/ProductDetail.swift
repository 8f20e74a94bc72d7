import ComposableArchitecture
import SwiftUI

// A product page with an amount control. The amount control shows its own number and
// "+" works there — but the total on the product page never moves, and a product opened with an
// amount of 3 shows "Amount: 1".
// 수량 조절기가 있는 상품 페이지입니다. 수량 조절기는 자기 숫자를 보여 주고 "+"도 거기서는 먹히지만,
// 상품 페이지의 합계는 꿈쩍하지 않고, 수량 3으로 연 상품은 "Amount: 1"을 보여 줍니다.
//
// Keep the type names, the inits `ProductDetailView(store:)` / `AmountControlView(store:)`, and
// the texts "Amount: <n>", "Total: <n>" and the buttons "-" / "+". Do not change the features.
// 타입 이름, 이니셜라이저 `ProductDetailView(store:)` / `AmountControlView(store:)`, "Amount: <n>",
// "Total: <n>" 텍스트, "-" / "+" 버튼은 그대로 두세요. 피처는 고치지 마세요.

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
            AmountControlView(
                store: Store(initialState: AmountControlFeature.State()) {
                    AmountControlFeature()
                }
            )
        }
    }
}
