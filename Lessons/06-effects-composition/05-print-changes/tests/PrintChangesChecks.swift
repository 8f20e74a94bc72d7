import LessonTesting
import ComposableArchitecture

private let actions: [(WorkoutFeature.Action, String)] = [
    (.timer(.tick), "1. .timer(.tick)"),
    (.timer(.toggleButtonTapped), "2. .timer(.toggleButtonTapped)"),
    (.timer(.tick), "3. .timer(.tick)"),
    (.renameButtonTapped, "4. .renameButtonTapped"),
    (.timer(.resetButtonTapped), "5. .timer(.resetButtonTapped)"),
]

/// Sends the five actions and returns what _printChanges printed for each (nil: nothing).
@MainActor
private func printed(_ t: CheckContext) -> [String?] {
    let store = Store(initialState: WorkoutFeature.State()) { WorkoutFeature() }
    return actions.map { action, _ in
        let start = t.trace.count
        store.send(action)
        return t.trace.dropFirst(start).last { $0.kind == .log && $0.subject == "_printChanges" }?.detail
    }
}

private func kind(_ text: String?) -> Printed {
    guard let text else { return .nothing }
    return text.contains("(No state changes)") ? .noStateChanges : .diff
}

private func show(_ text: String?) -> String {
    guard let text else { return ".nothing (no printout)" }
    let oneLine = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ⏎ ")
    return ".\(kind(text)) — \(oneLine)"
}

@MainActor
private func compare(_ indices: [Int], _ t: CheckContext) {
    let runtime = printed(t)
    for index in indices {
        let yours = index < predictedPrints.count ? ".\(predictedPrints[index])" : "-"
        t.expectPrediction(index < predictedPrints.count && predictedPrints[index] == kind(runtime[index]), Message(
            en: "\(actions[index].1): what ._printChanges() printed — predictedPrints[\(index)]: your prediction vs. the runtime",
            ko: "\(actions[index].1): ._printChanges()가 출력한 것 — predictedPrints[\(index)]: 예측과 실제 런타임의 비교"),
            runtime: show(runtime[index]), yours: yours)
    }
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("timer-actions") { t in
        compare([0, 1, 2, 4], t)
    }

    grade.check("workout-action") { t in
        compare([3], t)
    }
}
