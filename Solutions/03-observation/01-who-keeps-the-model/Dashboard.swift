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
// Dashboard의 바디는 3번 실행되고(처음 + 새로고침 2번), 패널 구조체도 3번씩 만들어짐.
// @StateObject: 자동 클로저는 노드가 만들어질 때 한 번만 실행됨.
// @ObservedObject: `TapModel(…)`이 매번 실행되고 새 객체가 쓰임: 탭이 사라짐.
// @State: `TapTracker(…)`도 매번 실행되지만, 노드는 첫 번째 인스턴스를 유지함.
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
