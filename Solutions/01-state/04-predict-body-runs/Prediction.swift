import SwiftUI

// Predict the trace. Do not change the views; change only the numbers at the bottom.

struct Title: View {
    let text: String

    var body: some View {
        Text(text)
    }
}

struct CountLabel: View {
    let count: Int

    var body: some View {
        Text("Taps: \(count)")
    }
}

struct Screen: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Title(text: "Tapper")
            CountLabel(count: taps)
            Button("Tap") { taps += 1 }
        }
    }
}

// Screen read `taps`: 1 + 2 runs. CountLabel got a new `count` each time: 1 + 2.
// Title got the same text each time: its body ran only when it appeared.
// Screen은 `taps`를 읽었음: 1 + 2번. CountLabel은 매번 새 `count`를 받음: 1 + 2번.
// Title은 매번 같은 텍스트를 받음: 바디는 처음 나타날 때만 실행됨.
let predictedBodyRuns: [String: Int] = [
    "Screen": 3,
    "Title": 1,
    "CountLabel": 3,
]
