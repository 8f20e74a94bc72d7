import SwiftUI

// Predict the trace. Do not change the views; change only the predictions at the bottom.
//
// The seed notes ask: when is a view's identity decided? Here one `Counter` value is created once
// and placed twice. The checks mount `Pair` and tap the FIRST "Count: 0" button once.

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

// What do the two buttons show after the tap (top one first)?
let predictedTitlesAfterTap: [String] = ["Count: ?", "Count: ?"]

// How many times does a Counter body run because of the tap (not counting the first appearance)?
let predictedCounterBodyRunsForTap = -1
