import SwiftUI

// `LapCounter` creates its model on the declaration line and nobody else uses it: the view owns
// it, so it needs an owning wrapper. `@StateObject` calls `LapModel()` once, when the node is
// created, and keeps the object in the node; a parent re-render builds a new LapCounter struct
// whose autoclosure is never called. `@ObservedObject` owns nothing: each new struct brought a
// new `LapModel()`.

final class LapModel: ObservableObject {
    @Published var laps = 0
}

struct LapCounter: View {
    @StateObject private var model = LapModel()

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
