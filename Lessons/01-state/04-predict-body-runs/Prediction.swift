import SwiftUI

// Predict the trace. Do not change the views; change only the numbers at the bottom.
// 트레이스 예측: 뷰는 고치지 말고, 맨 아래의 숫자만 고치세요.
//
// The checks mount `Screen`, tap "Tap" twice, and count how many times each body ran in total
// (the first appearance included). Write your prediction, then run `tca-learn check`: it shows
// your numbers next to what the runtime really did, and the trace that explains each one.
// 체크는 `Screen`을 마운트하고 "Tap"을 두 번 탭한 뒤, 각 바디가 모두 몇 번 실행되었는지 셉니다(처음
// 나타날 때 포함). 예측을 적고 `tca-learn check`를 실행하세요. 예측한 숫자를 런타임이 실제로 한 일과
// 나란히 보여 주고, 숫자마다 그 까닭이 되는 트레이스도 보여 줍니다.

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

// How many times will each body have run, after the screen appears and "Tap" is tapped twice?
// 화면이 나타나고 "Tap"을 두 번 탭한 뒤, 각 바디는 모두 몇 번 실행되었을까요?
let predictedBodyRuns: [String: Int] = [
    "Screen": 0,
    "Title": 0,
    "CountLabel": 0,
]
