import LessonTesting
import SwiftUI

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("starts-at-given-value") { t in
        let host = ViewHost(Counter(start: 5))
        t.expectEqual(host.texts, ["Count: 5"], Message(
            en: "what Counter(start: 5) shows when it appears",
            ko: "Counter(start: 5)가 처음 나타날 때 보여 주는 내용"))
    }

    grade.check("no-ignored-write") { t in
        _ = ViewHost(Counter(start: 5))
        let ignored = t.trace.filter { $0.kind == .stateWriteIgnored }
        t.expect(ignored.isEmpty, Message(
            en: "no write to @State should be dropped while the counter is created",
            ko: "카운터를 만드는 동안 버려지는 @State 쓰기가 없어야 합니다"),
            expected: "[]",
            actual: "[" + ignored.map { event in
                let target = [event.subject, event.property].compactMap { $0 }.joined(separator: ".")
                return "\(target) = \(event.newValue ?? "?")"
            }.joined(separator: ", ") + "]")
    }

    grade.check("parent-cannot-reset") { t in
        let host = ViewHost(Counter(start: 5))
        let title = try t.require(host.texts.first, Message(en: "a button on screen", ko: "화면의 버튼"))
        try host.tap(title)
        let afterTap = host.texts
        // The parent re-renders and passes a different start value: same identity, so the node,
        // and its count, stay.
        host.root = Counter(start: 100)
        t.expectEqual(host.texts, afterTap, Message(
            en: "the title after the parent passes start: 100 (same view, same node)",
            ko: "부모가 start: 100을 넘긴 뒤의 제목 (같은 뷰, 같은 노드)"))
    }
}
