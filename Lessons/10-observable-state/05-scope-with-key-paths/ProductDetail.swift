import ComposableArchitecture
import SwiftUI

// Lesson 4's product page, written the TCA 1.7 way. The amount control is its own feature, but the
// page does not show it yet, and nothing runs its reducer.
// 4강의 상품 페이지를 TCA 1.7 방식으로 썼습니다. 수량 조절기는 따로 된 피처인데, 페이지는 아직 그것을
// 보여 주지 않고 그 리듀서를 실행하는 것도 없습니다.
//
// Complete ProductDetailFeature's body and ProductDetailView. Keep the names, the texts and the
// features' State and Action; do not change AmountControlFeature or AmountControlView.
// ProductDetailFeature의 body와 ProductDetailView를 완성하세요. 이름, 텍스트, 피처의 State와
// Action은 그대로 두고, AmountControlFeature와 AmountControlView는 고치지 마세요.

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
            // TODO: 수량 조절기의 스토어를 주어 여기에 AmountControlView를 보여 주세요.
        }
    }
}
