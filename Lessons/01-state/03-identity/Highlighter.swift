import SwiftUI

// Two bugs, both about identity:
//
// 1. Tapping "Highlight" should only change the counter's background. Instead the count goes
//    back to 0.
// 2. Tapping "Reset" should start the counter over at 0. Instead nothing happens.
//
// Fix both in ContentView. Leave Counter as it is: it is right.

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
