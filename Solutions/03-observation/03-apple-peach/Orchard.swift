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
let predictedBodyRuns: [String: Int] = [
    "Basket": 1,
    "AppleView": 2,
    "PeachView": 1,
    "LegacyBasket": 2,
    "LegacyAppleView": 2,
    "LegacyPeachView": 2,
]
