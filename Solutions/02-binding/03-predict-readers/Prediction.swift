import SwiftUI

// Predict the trace. Do not change the views; change only the numbers at the bottom.

struct ScoreButton: View {
    @Binding var score: Int

    var body: some View {
        Button("Score \(score)") { score += 1 }
    }
}

struct Hint: View {
    @Binding var score: Int

    var body: some View {
        Text(score == 0 ? "Tap the button" : "Keep going")
    }
}

struct Board: View {
    @State private var score = 0

    var body: some View {
        VStack {
            Text("Board")
            ScoreButton(score: $score)
            Hint(score: _score.projectedValue)
                .padding()
        }
    }
}

// A tap writes `Board.score` through the binding. Board passes `$score` but never reads `score`:
// 1 run. ScoreButton reads it: 1 + 2. Hint reads it through the same storage
// (`_score.projectedValue` is exactly `$score`): 1 + 2, even when its text stays the same.
// 탭은 바인딩을 통해 `Board.score`에 씀. Board는 `$score`를 넘기기만 하고 `score`를 읽지 않음: 1번.
// ScoreButton은 읽음: 1 + 2번. Hint도 같은 저장소를 통해 읽음
// (`_score.projectedValue`가 곧 `$score`): 1 + 2번, 텍스트가 그대로일 때도.
let predictedBodyRuns: [String: Int] = [
    "Board": 1,
    "ScoreButton": 3,
    "Hint": 3,
]
