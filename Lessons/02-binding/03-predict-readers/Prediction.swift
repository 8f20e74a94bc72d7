import SwiftUI

// Predict the trace. Do not change the views; change only the numbers at the bottom.
//
// The checks mount `Board`, tap "Score 0" and then "Score 1", and count how many times each body
// ran in total (the first appearance included). Write your prediction, then run `tca-learn check`:
// it shows your numbers next to what the runtime really did, and the trace that explains each one.

struct ScoreButton: View {
    @Binding var score: Int

    var body: some View {
        Button("Score \(score)") { score += 1 }
    }
}

struct Hint: View {
    @Binding var score: Int

    var body: some View {
        Text("Tap the button")
    }
}

struct Board: View {
    @State private var score = 0

    var body: some View {
        VStack {
            Text("Board")
            ScoreButton(score: $score)
            Hint(score: _score.projectedValue)
        }
    }
}

// How many times will each body have run, after the board appears and the button is tapped twice?
let predictedBodyRuns: [String: Int] = [
    "Board": 0,
    "ScoreButton": 0,
    "Hint": 0,
]
