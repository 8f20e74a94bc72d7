import SwiftUI

@Observable final class Model {
    static let shared = Model()

    var value = 0
}

struct Counter: View {
    let model: Model

    var body: some View {
        Button("증가 : \(model.value)") {
            model.value += 1
        }
    }
}

struct ContentView: View {
    var body: some View {
        Counter(model: Model.shared) // 외부에서 주입!
    }
}
