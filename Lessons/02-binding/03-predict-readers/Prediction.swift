import SwiftUI

// Predict the trace. Do not change the views; change only the numbers at the bottom.
// 트레이스 예측: 뷰는 고치지 말고, 맨 아래의 숫자만 고치세요.
//
// The checks mount `Board`, tap "Score 0" and then "Score 1", and count how many times each body
// ran in total (the first appearance included). Write your prediction, then run `tca-learn check`:
// it shows your numbers next to what the runtime really did, and the trace that explains each one.
// 체크는 `Board`를 마운트하고 "Score 0"을, 이어서 "Score 1"을 탭한 뒤, 각 바디가 모두 몇 번
// 실행되었는지 셉니다(처음 나타날 때 포함). 예측을 적고 `tca-learn check`를 실행하세요. 예측한 숫자를
// 런타임이 실제로 한 일과 나란히 보여 주고, 숫자마다 그 까닭이 되는 트레이스도 보여 줍니다.

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
