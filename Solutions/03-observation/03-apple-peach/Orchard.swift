import SwiftUI

// Predict the trace. Do not change the views; change only the numbers at the bottom.

// The @Observable version.

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

// @Observable tracks properties: only AppleView read `apples`, so only it re-runs (@dependencies).
// Basket holds the object in @State but reads no property: not re-run. PeachView: not re-run.
// ObservableObject has one channel, objectWillChange: every view holding the object
// (@StateObject in LegacyBasket, @ObservedObject in both children) re-runs (_fruit), whatever
// it read.
// @Observable은 프로퍼티 단위로 추적함: `apples`를 읽은 것은 AppleView뿐이라 그것만 다시 실행됨
// (@dependencies). Basket은 객체를 @State로 들고 있지만 프로퍼티를 읽지 않음: 다시 실행 안 됨.
// PeachView: 다시 실행 안 됨. ObservableObject의 통로는 objectWillChange 하나뿐: 객체를 들고 있는
// 모든 뷰(LegacyBasket의 @StateObject, 두 자식의 @ObservedObject)가 무엇을 읽었든 다시 실행됨(_fruit).
let predictedBodyRuns: [String: Int] = [
    "Basket": 1,
    "AppleView": 2,
    "PeachView": 1,
    "LegacyBasket": 2,
    "LegacyAppleView": 2,
    "LegacyPeachView": 2,
]
