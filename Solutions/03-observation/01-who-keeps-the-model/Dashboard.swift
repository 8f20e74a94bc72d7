import SwiftUI

// Predict the trace. Do not change the views; change only the numbers at the bottom.

// Counts how many models each panel created. (Part of the views: do not change.)
var modelsCreated: [String: Int] = [:]

final class TapModel: ObservableObject {
    @Published var taps = 0

    init(_ owner: String) {
        modelsCreated[owner, default: 0] += 1
    }
}

@Observable
final class TapTracker {
    var taps = 0

    init(_ owner: String) {
        modelsCreated[owner, default: 0] += 1
    }
}

struct StateObjectPanel: View {
    @StateObject private var model = TapModel("StateObjectPanel")

    var body: some View {
        Button("StateObject taps: \(model.taps)") { model.taps += 1 }
    }
}

struct ObservedPanel: View {
    @ObservedObject var model = TapModel("ObservedPanel")

    var body: some View {
        Button("ObservedObject taps: \(model.taps)") { model.taps += 1 }
    }
}

struct StatePanel: View {
    @State private var model = TapTracker("StatePanel")

    var body: some View {
        Button("State taps: \(model.taps)") { model.taps += 1 }
    }
}

struct Dashboard: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Button("Refresh (\(refreshes))") { refreshes += 1 }
            StateObjectPanel()
            ObservedPanel()
            StatePanel()
        }
    }
}

// Dashboard's body runs 3 times (mount + 2 refreshes), building each panel struct 3 times.
// @StateObject: the autoclosure runs once, when the node is created.
// @ObservedObject: `TapModel(…)` runs every time and the new object is used: the tap is lost.
// @State: `TapTracker(…)` runs every time too, but the node keeps the first instance.
let predictedModelsCreated: [String: Int] = [
    "StateObjectPanel": 1,
    "ObservedPanel": 3,
    "StatePanel": 3,
]

let predictedTapsShown: [String: Int] = [
    "StateObjectPanel": 1,
    "ObservedPanel": 0,
    "StatePanel": 1,
]
