import SwiftUI

final class Model: ObservableObject {
    @Published var value = 0

    // 연산 프로퍼티를 생성해서 bind 할 수도 있음
    var clampedValue: Int {
        get { min(max(0, value), 10) }
        set { value = newValue }
    }
}

struct Counter: View {
    @Binding var value: Int

    var body: some View {
        Button("Increment : \(value)") {
            value += 1
        }
    }
}

struct ContentView: View {
    @StateObject var model = Model()

    var body: some View {
        Counter(value: $model.clampedValue)
    }
}
