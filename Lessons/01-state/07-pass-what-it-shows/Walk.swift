import SwiftUI

// A walking app: a header with the walker's avatar and name, a step count, and a "Walk" button
// that adds 100 steps. It works — and `Header.body` runs again on every walk, though the header
// never shows a step.
//
// Make "Walk" re-run only what shows the steps, without changing what anything shows. Keep the
// names `WalkScreen`, `Header`, `StepCount`, `Walker`, the texts and the buttons: the checks use
// them. Keep the walker in one `@State` in `WalkScreen`.

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
