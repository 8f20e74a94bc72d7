import LessonTesting
import SwiftUI

@MainActor
private func countTwice(_ host: ViewHost<ContentView>, _ t: CheckContext) throws {
    try host.tap("Count: 0")
    try host.tap("Count: 1")
    try t.require(host.texts.contains("Count: 2"), Message(en: "the counter counts two taps", ko: "카운터가 두 번의 탭을 센다"),
        expected: "[… \"Count: 2\" …]", actual: host.texts.description)
}

@MainActor
private func counterNodeEvents(_ events: [TraceEvent]) -> [TraceEvent] {
    events.filter { ($0.kind == .nodeCreated || $0.kind == .nodeRemoved) && $0.subject == "Counter" }
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("count-survives-highlight") { t in
        let host = ViewHost(ContentView())
        try countTwice(host, t)
        try host.tap("Highlight")
        t.expect(host.texts.contains("Count: 2"), Message(
            en: "after Highlight, the counter still shows its count",
            ko: "Highlight 뒤에도 카운터가 카운트를 그대로 보여 준다"),
            expected: "[… \"Count: 2\" …]", actual: host.texts.description)
    }

    grade.check("counter-keeps-its-node") { t in
        let host = ViewHost(ContentView())
        try countTwice(host, t)
        let before = t.trace.count
        try host.tap("Highlight")
        let churn = counterNodeEvents(Array(t.trace.dropFirst(before)))
        t.expect(churn.isEmpty, Message(
            en: "tapping Highlight creates or removes no Counter node",
            ko: "Highlight 를 탭해도 Counter 노드가 생성되거나 제거되지 않는다"),
            expected: "[]", actual: "[" + churn.map { "\($0.kind.rawValue) \($0.path)" }.joined(separator: "; ") + "]")
    }

    grade.check("reset-gives-new-identity") { t in
        let host = ViewHost(ContentView())
        try countTwice(host, t)
        let before = t.trace.count
        try host.tap("Reset")
        t.expect(host.texts.contains("Count: 0"), Message(
            en: "after Reset, the counter starts over",
            ko: "Reset 뒤에 카운터가 처음부터 다시 시작한다"),
            expected: "[… \"Count: 0\" …]", actual: host.texts.description)
        let churn = counterNodeEvents(Array(t.trace.dropFirst(before)))
        t.expect(churn.contains { $0.kind == .nodeRemoved } && churn.contains { $0.kind == .nodeCreated }, Message(
            en: "Reset replaces the Counter's render node (old one removed, new one created)",
            ko: "Reset 이 Counter 의 렌더 노드를 교체한다 (이전 노드 제거, 새 노드 생성)"),
            expected: "[nodeRemoved, nodeCreated] (Counter)",
            actual: "[" + churn.map(\.kind.rawValue).joined(separator: ", ") + "]")
    }
}
