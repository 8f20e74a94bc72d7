import SwiftUI

// Predict the trace. Do not change the views; change only the numbers at the bottom.
// 트레이스 예측: 뷰는 고치지 말고, 맨 아래의 숫자만 고치세요.
//
// The checks mount `Screen`, tap "Tap" twice, and count how many times each body ran in total
// (the first appearance included). Write your prediction, then run `tca-learn check`: it shows
// your numbers next to what the runtime really did, and the trace that explains each one.

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
