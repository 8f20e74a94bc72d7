import SwiftUI

// Predict the trace. Do not change the views; change only the prediction at the bottom.
// 트레이스 예측: 뷰는 고치지 말고, 맨 아래의 예측만 고치세요.
//
// Four views, one @Observable cart. Each of the three children reads `cart.count` once — in a
// different place. The checks mount Shop, then tap "Add" once.
// 뷰 넷, @Observable 장바구니 하나. 세 자식은 모두 `cart.count`를 한 번씩 읽는데, 읽는 곳이
// 서로 다릅니다. 체크는 Shop을 마운트한 뒤 "Add"를 한 번 탭합니다.

@Observable final class Cart {
    var count = 0
}

/// Reads the count in its initializer.
/// 이니셜라이저에서 개수를 읽습니다.
struct Summary: View {
    let text: String

    init(cart: Cart) {
        text = "Items: \(cart.count)"
    }

    var body: some View {
        Text(text)
    }
}

/// Reads the count only when its button is tapped.
/// 버튼을 탭할 때만 개수를 읽습니다.
struct DebugButton: View {
    let cart: Cart

    var body: some View {
        Button("Log") { print("count is \(cart.count)") }
    }
}

/// Reads the count in its body.
/// 바디에서 개수를 읽습니다.
struct CartBadge: View {
    let cart: Cart

    var body: some View {
        Text("In cart: \(cart.count)")
    }
}

struct Shop: View {
    let cart: Cart

    var body: some View {
        VStack {
            Summary(cart: cart)
            DebugButton(cart: cart)
            CartBadge(cart: cart)
            Button("Add") { cart.count += 1 }
        }
    }
}

// How many times does each body run because of the tap on "Add" (the first appearance not
// counted)?
// "Add"를 탭한 것 때문에 각 바디는 몇 번 실행될까요(처음 나타날 때는 세지 않음)?
let predictedBodyRuns: [String: Int] = [
    "Shop": 0,
    "Summary": 0,
    "DebugButton": 0,
    "CartBadge": 0,
]
