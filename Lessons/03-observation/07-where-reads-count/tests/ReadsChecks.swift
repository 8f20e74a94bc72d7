import LessonTesting
import SwiftUI

/// Body runs caused by one tap on "Add", per view, and the trace's line for each view in that
/// step (why it ran, or that it was skipped).
@MainActor
private func runsAfterAdd(_ t: CheckContext) throws -> (runs: [String: Int], lines: [String: Message]) {
    let host = ViewHost(Shop(cart: Cart()))
    let mounted = t.trace.count
    try host.tap("Add")
    var runs: [String: Int] = ["Shop": 0, "Summary": 0, "DebugButton": 0, "CartBadge": 0]
    var lines: [String: Message] = [:]
    for event in t.trace.dropFirst(mounted) {
        guard let name = event.subject, runs[name] != nil else { continue }
        if event.kind == .bodyRan {
            runs[name]! += 1
            let reasons = event.reasons.joined(separator: ", ")
            lines[name] = Message(en: "↻ \(name).body ran — \(reasons) changed", ko: "↻ \(name).body 실행 — \(reasons) 변경")
        } else if event.kind == .bodySkipped {
            lines[name] = Message(en: "· \(name).body skipped", ko: "· \(name).body 건너뜀")
        }
    }
    return (runs, lines)
}

@MainActor
private func compare(_ views: [String], _ t: CheckContext) throws {
    let (runtime, lines) = try runsAfterAdd(t)
    for view in views {
        let yours = predictedBodyRuns[view]
        let line = lines[view] ?? Message(en: "(no line: \(view) was not reached)", ko: "(줄 없음: \(view)에 이르지 않음)")
        t.expectPrediction(yours == runtime[view], Message(
            en: "\(view).body runs caused by the tap on \"Add\" — your prediction vs. the runtime. In the trace: \(line.en)",
            ko: "\"Add\" 탭 때문에 실행된 \(view).body 횟수 — 예측과 실제 런타임의 비교. 트레이스: \(line.ko ?? line.en)"),
            runtime: "\(runtime[view] ?? 0)", yours: yours.map(String.init) ?? "-")
    }
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("read-in-body") { t in
        try compare(["CartBadge"], t)
    }

    grade.check("read-in-closure") { t in
        try compare(["DebugButton"], t)
    }

    grade.check("read-in-init") { t in
        try compare(["Shop", "Summary"], t)
    }
}
