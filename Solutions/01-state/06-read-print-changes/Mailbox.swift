import SwiftUI

// Predict the trace. Do not change the views; change only the prediction at the bottom.
// 트레이스 예측: 뷰는 고치지 말고, 맨 아래의 예측만 고치세요.
//
// Badge calls Self._printChanges() at the top of its body: each time the body runs, it prints
// the names of what changed, e.g. "Badge: @self, _taps changed.". The checks play six steps and
// read what Badge printed at each.
// Badge는 바디 맨 위에서 Self._printChanges()를 부릅니다. 바디가 실행될 때마다 무엇이
// 바뀌었는지 이름을 출력합니다. 예: "Badge: @self, _taps changed.". 체크는 여섯 단계를 재생하고
// 단계마다 Badge가 출력한 것을 읽습니다.

@Observable final class Inbox {
    var unread = 0
}

struct Badge: View {
    let label: String
    let inbox: Inbox
    @State private var taps = 0

    var body: some View {
        let _ = Self._printChanges()
        Button("\(label): \(taps) taps, \(inbox.unread) unread") { taps += 1 }
    }
}

struct Mailbox: View {
    let inbox: Inbox
    @State private var title = "Inbox"
    @State private var generation = 0
    @State private var isDark = false

    var body: some View {
        VStack {
            Badge(label: title, inbox: inbox)
                .id(generation)
            Button("Rename") { title = "Archive" }
            Button("Reset") { generation += 1 }
            Button("Dark") { isDark.toggle() }
            Text(isDark ? "Theme: dark" : "Theme: light")
        }
    }
}

// What does Badge print at each step? Write the names it lists, e.g. ["@self", "_taps"], or []
// when Badge prints nothing (its body does not run). Step 3 is filled in for you.
// 단계마다 Badge는 무엇을 출력할까요? 나열되는 이름을 쓰세요. 예: ["@self", "_taps"]. Badge가
// 아무것도 출력하지 않으면(바디가 실행되지 않으면) []. 3단계는 채워 두었습니다.
let predictedChanges: [[String]] = [
    ["@self", "@identity", "_taps"],  // 1. the screen appears                  화면이 나타남
    ["_taps"],                        // 2. tap the badge                       배지를 탭함
    ["@dependencies"],                // 3. a mail arrives (inbox.unread += 1)  메일이 도착함
    ["@self"],                        // 4. tap "Rename"                        "Rename"을 탭함
    [],                               // 5. tap "Dark"                          "Dark"를 탭함
    ["@self", "@identity", "_taps"],  // 6. tap "Reset"                         "Reset"을 탭함
]
