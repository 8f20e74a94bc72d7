import LessonTesting
import SwiftUI

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("counts-laps") { t in
        let host = ViewHost(Stopwatch())
        try host.tap("Lap")
        try host.tap("Lap")
        t.expectEqual(host.texts, ["Theme: light", "Theme", "Laps: 2", "Lap"], Message(
            en: "the screen after two laps", ko: "랩을 두 번 누른 뒤의 화면"))
    }

    grade.check("laps-survive-parent") { t in
        let host = ViewHost(Stopwatch())
        try host.tap("Lap")
        try host.tap("Lap")
        try host.tap("Theme")
        t.expectEqual(host.texts, ["Theme: dark", "Theme", "Laps: 2", "Lap"], Message(
            en: "the screen after two laps and then \"Theme\" (the parent re-rendered)",
            ko: "랩을 두 번 누르고 \"Theme\" 버튼을 탭한 뒤의 화면 (부모가 다시 렌더링됨)"))
    }

    grade.check("counter-skipped") { t in
        let host = ViewHost(Stopwatch())
        try host.tap("Lap")
        let before = host.bodyRunCount(of: LapCounter.self)
        try host.tap("Theme")
        let ran = t.trace.filter { $0.kind == .bodyRan && $0.subject == "LapCounter" }.last
        t.expect(host.bodyRunCount(of: LapCounter.self) == before, Message(
            en: "LapCounter.body runs caused by \"Theme\" (the parent builds a new LapCounter, but nothing LapCounter shows changed; the trace's ↻ line says which input changed)",
            ko: "\"Theme\" 버튼 때문에 실행된 LapCounter.body 횟수 (부모가 새 LapCounter를 만들지만 LapCounter가 보여 주는 것은 바뀌지 않음. 트레이스의 ↻ 줄이 어떤 입력이 바뀌었는지 알려 줍니다)"),
            expected: "0 (· LapCounter.body skipped)",
            actual: "\(host.bodyRunCount(of: LapCounter.self) - before)" + (ran.map { " (↻ LapCounter.body — \($0.reasons.joined(separator: ", ")))" } ?? ""))
    }
}
