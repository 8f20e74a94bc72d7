import SwiftUI

// Predict the trace. Do not change the views; change only the numbers at the bottom.
// 트레이스 예측: 뷰는 고치지 말고, 맨 아래의 숫자만 고치세요.
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

// How many times will each body have run, after the board appears and the button is tapped twice?
// 보드가 나타나고 버튼을 두 번 탭한 뒤, 각 바디는 모두 몇 번 실행되었을까요?
let predictedBodyRuns: [String: Int] = [
    "Board": 0,
    "ScoreButton": 0,
    "Hint": 0,
]
