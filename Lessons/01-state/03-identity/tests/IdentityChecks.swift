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

/// A node created or removed as the trace marks it (`− Counter`, `+ Counter`), with its place when
/// `at` (`+ Counter at ContentView/VStack/Counter`).
@MainActor
private func marked(_ churn: [TraceEvent], at: Bool = false) -> String {
    "[" + churn.map { "\($0.kind == .nodeRemoved ? "−" : "+") Counter" + (at ? " at \($0.path)" : "") }.joined(separator: ", ") + "]"
}

/// Why Highlight gave Counter a new node, from the nodes it removed and created: an explicit
/// identity (`.id`) whose value changed shows as `Counter#old` → `Counter#new`; a structural one (the
/// two branches of an `if`/`else`) as a Counter removed and created at the same path. Nil when
/// Highlight recreated nothing: the count was lost some other way, and the concept says why.
@MainActor
private func whyRecreated(_ churn: [TraceEvent]) -> Message? {
    guard let removed = churn.first(where: { $0.kind == .nodeRemoved }),
        let created = churn.first(where: { $0.kind == .nodeCreated })
    else { return nil }
    func explicitID(_ path: String) -> String? {
        path.split(separator: "/").last.flatMap { $0.split(separator: "#", maxSplits: 1).dropFirst().first.map(String.init) }
    }
    if let old = explicitID(removed.path), let new = explicitID(created.path) {
        return Message(
            en: "Counter's .id changed when Highlight was tapped (\(old) → \(new)). A new explicit identity is a new view: SwiftUI removed the old Counter, with its state, and created a fresh one. Highlight should change how Counter looks; only Reset should change which Counter it is.",
            ko: "Highlight를 탭할 때 Counter의 .id가 바뀌었습니다(\(old) → \(new)). 명시적 아이덴티티가 바뀌면 새 뷰이므로 SwiftUI는 이전 Counter를 상태와 함께 제거하고 새로 만들었습니다. Highlight는 Counter의 모습만 바꾸고, 어떤 Counter인지는 Reset만 바꿔야 합니다.")
    }
    return Message(
        en: "Highlight moved Counter to another place in the body: the two branches of an if/else are different identities, so SwiftUI removed the old Counter, with its state, and created a fresh one. Keep one Counter and vary a modifier's argument instead.",
        ko: "Highlight가 Counter를 바디의 다른 자리로 옮겼습니다. if/else의 두 분기는 서로 다른 아이덴티티이므로 SwiftUI는 이전 Counter를 상태와 함께 제거하고 새로 만들었습니다. Counter는 하나만 두고 모디파이어의 인자를 바꾸세요.")
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("count-survives-highlight") { t in
        let host = ViewHost(ContentView())
        try countTwice(host, t)
        let before = t.trace.count
        try host.tap("Highlight")
        t.expect(host.texts.contains("Count: 2"), Message(
            en: "after Highlight, the counter still shows its count",
            ko: "Highlight 뒤에도 카운터가 카운트를 그대로 보여 준다"),
            expected: "[… \"Count: 2\" …]", actual: host.texts.description,
            why: whyRecreated(counterNodeEvents(Array(t.trace.dropFirst(before)))))
    }

    grade.check("counter-keeps-its-node") { t in
        let host = ViewHost(ContentView())
        try countTwice(host, t)
        let before = t.trace.count
        try host.tap("Highlight")
        let churn = counterNodeEvents(Array(t.trace.dropFirst(before)))
        t.expect(churn.isEmpty, Message(
            en: "tapping Highlight creates or removes no Counter node",
            ko: "Highlight를 탭해도 Counter 노드가 생성되거나 제거되지 않는다"),
            expected: "[]", actual: marked(churn, at: true),
            why: whyRecreated(churn))
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
            ko: "Reset이 Counter의 렌더 노드를 바꾼다 (이전 노드 제거, 새 노드 생성)"),
            expected: "[− Counter, + Counter]",
            actual: marked(churn))
    }
}
