import SwiftUI

// Predict the trace. Do not change the views; change only the numbers at the bottom.
// 트레이스 예측: 뷰는 고치지 말고, 맨 아래의 숫자만 고치세요.
//
// The apple/peach experiment, both versions side by side. The checks mount `Orchard`, press +
// on "Apples: 0" (the @Observable basket) and then + on "Old apples: 0" (the ObservableObject
// basket), and count how many times each body ran in total (the first appearance included).
// 사과와 복숭아 실험을 두 가지로 나란히 놓았습니다. 체크는 `Orchard`를 마운트하고 "Apples: 0"의
// +를(@Observable 바구니) 누른 뒤 "Old apples: 0"의 +를(ObservableObject 바구니) 누르고, 각 바디가
// 모두 몇 번 실행되었는지 셉니다(처음 나타날 때 포함).

// The @Observable version.
// @Observable 버전입니다.

@Observable
final class Fruit {
    var apples = 0
    var peaches = 0
}

struct AppleView: View {
    @Bindable var fruit: Fruit

    var body: some View {
        Stepper("Apples: \(fruit.apples)", value: $fruit.apples)
    }
}

struct PeachView: View {
    @Bindable var fruit: Fruit

    var body: some View {
        Stepper("Peaches: \(fruit.peaches)", value: $fruit.peaches)
    }
}

struct Basket: View {
    @State private var fruit = Fruit()

    var body: some View {
        AppleView(fruit: fruit)
        PeachView(fruit: fruit)
    }
}

// The ObservableObject version.
// ObservableObject 버전입니다.

final class LegacyFruit: ObservableObject {
    @Published var apples = 0
    @Published var peaches = 0
}

struct LegacyAppleView: View {
    @ObservedObject var fruit: LegacyFruit

    var body: some View {
        Stepper("Old apples: \(fruit.apples)", value: $fruit.apples)
    }
}

struct LegacyPeachView: View {
    @ObservedObject var fruit: LegacyFruit

    var body: some View {
        Stepper("Old peaches: \(fruit.peaches)", value: $fruit.peaches)
    }
}

struct LegacyBasket: View {
    @StateObject private var fruit = LegacyFruit()

    var body: some View {
        LegacyAppleView(fruit: fruit)
        LegacyPeachView(fruit: fruit)
    }
}

struct Orchard: View {
    var body: some View {
        VStack {
            Basket()
            LegacyBasket()
        }
    }
}

// How many times will each body have run, after the orchard appears and each apple stepper
// is pressed once?
// 과수원이 나타나고 사과 스테퍼를 각각 한 번씩 누른 뒤, 각 바디는 모두 몇 번 실행되었을까요?
let predictedBodyRuns: [String: Int] = [
    "Basket": 0,
    "AppleView": 0,
    "PeachView": 0,
    "LegacyBasket": 0,
    "LegacyAppleView": 0,
    "LegacyPeachView": 0,
]
