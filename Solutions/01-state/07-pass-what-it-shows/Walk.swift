import SwiftUI

// A walking app. Each child view is given exactly what it shows, so a walk changes the inputs of
// StepCount only, and SwiftUI skips Header.

struct Walker: Equatable {
    var name: String
    var avatar: String
    var steps: Int
}

struct Header: View {
    let name: String
    let avatar: String

    var body: some View {
        Text("\(avatar) \(name)")
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
            Header(name: walker.name, avatar: walker.avatar)
            StepCount(steps: walker.steps)
            Button("Walk") { walker.steps += 100 }
            Button("Rename") { walker.name = "Grace" }
        }
    }
}
