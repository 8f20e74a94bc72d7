import SwiftUI

// Predict the trace. Do not change the views; change only the numbers at the bottom.
// 트레이스 예측: 뷰는 고치지 말고, 맨 아래의 숫자만 고치세요.
//
// The checks mount `Dashboard`, tap each panel's button once, then tap "Refresh" twice.
// For each panel: how many models were created in total, and how many taps does it show at the end?
// 체크는 `Dashboard`를 마운트하고 패널마다 버튼을 한 번씩 탭한 뒤, "Refresh"를 두 번 탭합니다. 패널마다
// 모델은 모두 몇 개 만들어지고, 마지막에 탭 수는 얼마로 보일까요?

// Counts how many models each panel created. (Part of the views: do not change.)
// 패널마다 만든 모델의 수를 셉니다. (뷰의 일부이니 고치지 마세요.)
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

// After: mount, one tap on each panel, "Refresh" twice.
// How many times did each panel's `= Model(…)` expression create a model?
// 처음 나타나고, 패널마다 한 번씩 탭하고, "Refresh"를 두 번 누른 뒤:
// 각 패널의 `= Model(…)` 식은 모델을 몇 번 만들었을까요?
let predictedModelsCreated: [String: Int] = [
    "StateObjectPanel": 0,
    "ObservedPanel": 0,
    "StatePanel": 0,
]

// And what number does each panel's button show at the end?
// 그리고 마지막에 각 패널의 버튼은 어떤 숫자를 보여 줄까요?
let predictedTapsShown: [String: Int] = [
    "StateObjectPanel": 0,
    "ObservedPanel": 0,
    "StatePanel": 0,
]
