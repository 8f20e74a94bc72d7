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
}
