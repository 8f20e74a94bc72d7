import SwiftUI

struct Counter: View {
    @State private var value = 0

    init(value: Int = 0) {
        self.value = value
        // compiler 는 아래와 같이 번역
        // self._value.wrappedValue = value
        // 예상한대로 동작하지 않음
    }

    var body: some View {
        Button("Increment: \(value)") { value += 1 }
    }
}

struct ContentView: View {
    let counter = Counter()

    var body: some View {
        VStack {
            counter
            counter
        }
    }
}
