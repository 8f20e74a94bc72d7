import SwiftUI

// A walking app: a header with the walker's avatar and name, a step count, and a "Walk" button
// that adds 100 steps. It works — and `Header.body` runs again on every walk, though the header
// never shows a step.
// 걷기 앱입니다. 걷는 사람의 아바타와 이름을 보여 주는 헤더, 걸음 수, 걸음 100개를 더하는 "Walk"
// 버튼이 있습니다. 앱은 잘 돌아가지만, 헤더는 걸음 수를 한 번도 보여 주지 않는데도 걸을 때마다
// `Header.body`가 다시 실행됩니다.
//
// Make "Walk" re-run only what shows the steps, without changing what anything shows. Keep the
// names `WalkScreen`, `Header`, `StepCount`, `Walker`, the texts and the buttons: the checks use
// them. Keep the walker in one `@State` in `WalkScreen`.
// 화면에 보이는 것은 하나도 바꾸지 말고, "Walk"가 걸음 수를 보여 주는 뷰만 다시 실행하게 만드세요.
// `WalkScreen`, `Header`, `StepCount`, `Walker`라는 이름과 텍스트, 버튼은 그대로 두세요. 체크가
// 씁니다. 걷는 사람은 `WalkScreen`의 `@State` 하나에 두세요.

struct Walker: Equatable {
    var name: String
    var avatar: String
    var steps: Int
}

struct Header: View {
    let walker: Walker

    var body: some View {
        Text("\(walker.avatar) \(walker.name)")
    }
}

struct StepCount: View {
    let steps: Int

    var body: some View {
        Text("\(steps) steps")
    }
}

struct WalkScreen: View {
    @State private var walker = Walker(name: "Ada", avatar: "🦊", steps: 0)

    var body: some View {
        VStack {
            Header(walker: walker)
            StepCount(steps: walker.steps)
            Button("Walk") { walker.steps += 100 }
            Button("Rename") { walker.name = "Grace" }
        }
    }
}
