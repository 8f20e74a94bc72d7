import LessonTesting
import SwiftUI
import ComposableArchitecture

private struct StepRuns {
    var a = 0
    var b = 0
    /// The trace's lines for the two titles, in each language, as the report's trace says them.
    var lines: [Message] = []
    var asDictionary: [String: Int] { ["A": a, "B": b] }
}

/// Plays the three steps and counts, per step, the runs of TitleA's WithViewStore content and of
/// TitleB's body, with the trace's lines for them.
@MainActor
private func playSteps(_ t: CheckContext) throws -> [StepRuns] {
    let store = Store(initialState: WorkoutFeature.State()) { WorkoutFeature() }
    let host = ViewHost(WorkoutScreen(store: store))
    var steps: [StepRuns] = []
    func measure(_ step: () throws -> Void) rethrows {
        let start = t.trace.count
        try step()
        host.flush()
        var runs = StepRuns()
        for event in t.trace.dropFirst(start) where event.kind == .viewStoreUpdate {
            let fact = event.fact?.rawValue ?? ""
            runs.lines.append(Message(en: "◇ \(fact)", ko: "◇ \(fact)"))
        }
        for event in t.trace.dropFirst(start) where event.kind == .bodyRan || event.kind == .bodySkipped {
            let name = String((event.subject ?? "").prefix { $0 != "<" })
            let inA = event.path.contains("TitleA")
            if event.kind == .bodyRan && name == "WithViewStore" && inA { runs.a += 1 }
            if event.kind == .bodyRan && name == "TitleB" { runs.b += 1 }
            if name == "TitleA" || name == "TitleB" || (name == "WithViewStore" && inA) {
                let label = name == "WithViewStore" ? Message(en: "TitleA's WithViewStore", ko: "TitleA의 WithViewStore") : Message(en: name, ko: name)
                let reasons = event.reasons.joined(separator: ", ")
                runs.lines.append(event.kind == .bodyRan
                    ? Message(en: "↻ \(label.en).body ran — \(reasons) changed", ko: "↻ \(label.ko ?? label.en).body 실행 — \(reasons) 변경")
                    : Message(en: "· \(label.en).body skipped", ko: "· \(label.ko ?? label.en).body 건너뜀"))
            }
        }
        steps.append(runs)
    }
    measure { store.send(.timerTicked) }
    measure { store.send(.renameButtonTapped) }
    try measure { try host.tap("Small") }
    return steps
}

private func show(_ runs: [String: Int]) -> String {
    "[\"A\": \(runs["A"].map(String.init) ?? "-"), \"B\": \(runs["B"].map(String.init) ?? "-")]"
}

@MainActor
private func compare(_ index: Int, _ yours: [String: Int], _ name: String, _ step: Message, _ t: CheckContext) throws {
    let runtime = try playSteps(t)[index]
    let en = runtime.lines.isEmpty ? "—" : runtime.lines.map(\.en).joined(separator: "; ")
    let ko = runtime.lines.isEmpty ? "—" : runtime.lines.map { $0.ko ?? $0.en }.joined(separator: "; ")
    t.expectPrediction(yours == runtime.asDictionary, Message(
        en: "\(step.en): runs of each title's Text code — \(name): your prediction vs. the runtime. In the trace: \(en)",
        ko: "\(step.ko ?? step.en): 각 제목의 Text 코드가 실행된 횟수 — \(name): 예측과 실제 런타임의 비교. 트레이스: \(ko)"),
        runtime: show(runtime.asDictionary), yours: show(yours))
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("tick") { t in
        try compare(0, predictedTick, "predictedTick", Message(en: "1. the timer ticks", ko: "1. 타이머가 틱함"), t)
    }

    grade.check("rename") { t in
        try compare(1, predictedRename, "predictedRename", Message(en: "2. the title changes", ko: "2. 제목이 바뀜"), t)
    }

    grade.check("parent-re-renders") { t in
        try compare(2, predictedResize, "predictedResize", Message(en: "3. tap \"Small\"", ko: "3. \"Small\" 탭"), t)
    }
}
