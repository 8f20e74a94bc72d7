import LessonTesting
import SwiftUI

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
        try host.tap("Increment: 0")
        t.expectEqual(host.texts, ["Increment: 1"], Message(
            en: "the title after one tap — in the trace, the tap must write state (✎) and re-run Counter.body (↻); a property of the struct itself can do neither",
            ko: "한 번 탭한 뒤의 제목 — 트레이스에서 탭이 상태에 쓰고(✎) Counter.body를 다시 실행해야(↻) 합니다. 구조체 자체의 프로퍼티로는 둘 다 할 수 없습니다"))
        // A second tap only works if the first one really changed the title.
        if host.texts == ["Increment: 1"] {
            try host.tap("Increment: 1")
            t.expectEqual(host.texts, ["Increment: 2"], Message(en: "the title after two taps", ko: "두 번 탭한 뒤의 제목"))
        }
    }

    grade.check("body-reruns-per-tap") { t in
        let host = ViewHost(Counter())
        for _ in 0..<3 {
            let title = try t.require(host.texts.first, Message(en: "a button on screen", ko: "화면의 버튼"))
            try host.tap(title)
        }
        t.expectEqual(host.bodyRunCount(of: Counter.self), 4, Message(
            en: "how many times Counter.body ran (1 mount + 3 taps)",
            ko: "Counter.body 실행 횟수 (처음 1번 + 탭 3번)"))
    }
}
