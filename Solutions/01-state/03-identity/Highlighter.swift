import SwiftUI

// One Counter at one place keeps one identity: only the background's argument changes.
// `.id(resetToken)` adds an explicit identity: a new token is a new view, with fresh state.

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
            Counter()
                .padding()
                .background(isHighlighted ? Color.yellow : Color.clear)
                .id(resetToken)
        }
    }
}
