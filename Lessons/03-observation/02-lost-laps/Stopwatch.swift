import SwiftUI

// A stopwatch screen. `LapCounter` counts laps in its own model; the parent `Stopwatch` has a
// "Theme" button that changes its own state, so its body runs again.
// 스톱워치 화면입니다. `LapCounter`는 자기 모델에서 랩을 세고, 부모 `Stopwatch`에는 자기 상태를
// 바꾸는 "Theme" 버튼이 있어서 누르면 부모의 바디가 다시 실행됩니다.
//
// Tap "Lap" twice: "Laps: 2". Tap "Theme": "Laps: 0". The laps are lost.
// Find out why (the trace of `tca-learn check` shows what happens to LapCounter on "Theme"),
// and fix it. Keep the names and the texts: the checks use them.
// "Lap"을 두 번 탭하면 "Laps: 2"가 됩니다. "Theme"을 탭하면 "Laps: 0"이 됩니다. 랩이 사라집니다.
// 왜 그런지 찾아내고(`tca-learn check`의 트레이스에 "Theme"을 누를 때 LapCounter에 일어나는 일이
// 나옵니다) 고치세요. 이름과 텍스트는 그대로 두세요. 체크가 씁니다.

final class LapModel: ObservableObject {
    @Published var laps = 0
}

struct LapCounter: View {
    @ObservedObject var model = LapModel()

    var body: some View {
        VStack {
            Text("Laps: \(model.laps)")
            Button("Lap") { model.laps += 1 }
        }
    }
}

struct Stopwatch: View {
    @State private var isDark = false

    var body: some View {
        VStack {
            Text(isDark ? "Theme: dark" : "Theme: light")
            Button("Theme") { isDark.toggle() }
            LapCounter()
        }
    }
}
