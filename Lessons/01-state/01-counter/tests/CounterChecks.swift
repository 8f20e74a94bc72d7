import LessonTesting
import SwiftUI

/// Why the count did not change, when the concept ("only @State survives") is not the reason: the
/// view has @State (its first body run names it, `_value`), but the taps since `start` wrote none.
@MainActor
private func whyNoWrite(_ t: CheckContext, since start: Int) -> Message? {
    let hasState = t.trace.contains { $0.kind == .bodyRan && $0.reasons.contains { $0.hasPrefix("_") } }
    let wrote = t.trace.dropFirst(start).contains { $0.kind == .stateWrite && $0.fact != .sameValue }
    guard hasState, !wrote else { return nil }
    return Message(
        en: "Counter has @State storage (its first body run names it), but the tap wrote nothing: the tap's step in the trace has no ✎ line, so no body ran again. The button's action has to change the state.",
        ko: "Counter에는 @State 저장소가 있지만(첫 바디 실행에 그 이름이 나옵니다) 탭이 아무것도 쓰지 않았습니다. 트레이스의 탭 단계에 ✎ 줄이 없으니 다시 실행된 바디도 없습니다. 버튼의 액션이 상태를 바꿔야 합니다.")
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("starts-at-zero") { t in
        let host = ViewHost(Counter())
        t.expectEqual(host.texts, ["Increment: 0"], Message(
            en: "what the counter shows before any tap",
            ko: "탭하기 전에 카운터가 보여 주는 내용"))
    }

    grade.check("counts-taps") { t in
        let host = ViewHost(Counter())
        let start = t.trace.count
        try host.tap("Increment: 0")
        t.expectEqual(host.texts, ["Increment: 1"], Message(
            en: "the title after one tap — in the trace, the tap must write state (✎) and re-run Counter.body (↻); a property of the struct itself can do neither",
            ko: "한 번 탭한 뒤의 제목 — 트레이스에서 탭이 상태에 쓰고(✎) Counter.body를 다시 실행해야(↻) 합니다. 구조체 자체의 프로퍼티로는 둘 다 할 수 없습니다"),
            why: whyNoWrite(t, since: start))
        // A second tap only works if the first one really changed the title.
        if host.texts == ["Increment: 1"] {
            try host.tap("Increment: 1")
            t.expectEqual(host.texts, ["Increment: 2"], Message(en: "the title after two taps", ko: "두 번 탭한 뒤의 제목"))
        }
    }

    grade.check("body-reruns-per-tap") { t in
        let host = ViewHost(Counter())
        let start = t.trace.count
        for _ in 0..<3 {
            let title = try t.require(host.texts.first, Message(en: "a button on screen", ko: "화면의 버튼"))
            try host.tap(title)
        }
        t.expectEqual(host.bodyRunCount(of: Counter.self), 4, Message(
            en: "how many times Counter.body ran (1 mount + 3 taps)",
            ko: "Counter.body 실행 횟수 (처음 1번 + 탭 3번)"), why: whyNoWrite(t, since: start))
    }
}
