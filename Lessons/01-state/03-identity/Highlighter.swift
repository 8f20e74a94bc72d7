import SwiftUI

// Two bugs, both about identity:
// 버그가 두 개 있고, 둘 다 아이덴티티 문제입니다.
//
// 1. Tapping "Highlight" should only change the counter's background. Instead the count goes
//    back to 0.
// 2. Tapping "Reset" should start the counter over at 0. Instead nothing happens.
// 1. "Highlight"를 탭하면 카운터의 배경만 바뀌어야 하는데, 숫자가 0으로 돌아갑니다.
// 2. "Reset"을 탭하면 카운터가 0부터 다시 시작해야 하는데, 아무 일도 일어나지 않습니다.
//
// Fix both in ContentView. Leave Counter as it is: it is right.
// 둘 다 ContentView에서 고치세요. Counter는 그대로 두세요. Counter에는 문제가 없습니다.

struct Counter: View {
    @State private var count = 0

    var body: some View {
        Button("Count: \(count)") {
            count += 1
        }
    }
}

struct ContentView: View {
    @State private var isHighlighted = false
    @State private var resetToken = 0

    var body: some View {
        VStack {
            Button("Highlight") { isHighlighted.toggle() }
            Button("Reset") { resetToken += 1 }
            if isHighlighted {
                Counter()
                    .padding()
                    .background(Color.yellow)
            } else {
                Counter()
                    .padding()
            }
        }
    }
}
