import SwiftUI

// A stopwatch screen. `LapCounter` counts laps in its own model; the parent `Stopwatch` has a
// "Theme" button that changes its own state, so its body runs again.
//
// Tap "Lap" twice: "Laps: 2". Tap "Theme": "Laps: 0". The laps are lost.
// Find out why (the trace of `tca-learn check` shows what happens to LapCounter on "Theme"),
// and fix it. Keep the names and the texts: the checks use them.

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
