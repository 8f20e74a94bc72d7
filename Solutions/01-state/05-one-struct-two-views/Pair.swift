import SwiftUI

// Predict the trace. Do not change the views; change only the predictions at the bottom.

struct Counter: View {
    @State private var count = 0

    var body: some View {
        Button("Count: \(count)") {
            count += 1
        }
    }
}

struct Pair: View {
    let counter = Counter()

    var body: some View {
        VStack {
            counter
            counter
        }
    }
}

// Two positions, two render nodes, two states: only the first one counts the tap.
let predictedTitlesAfterTap: [String] = ["Count: 1", "Count: 0"]

// Only the first node's state was written, so only its body runs again.
let predictedCounterBodyRunsForTap = 1
