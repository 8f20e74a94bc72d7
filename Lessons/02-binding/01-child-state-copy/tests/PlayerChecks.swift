import LessonTesting
import SwiftUI

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("parent-sees-child") { t in
        let host = ViewHost(Player())
        try host.increment("Level: 3")
        t.expectEqual(host.texts, ["Volume: 4", "Level: 4", "Mute"], Message(
            en: "the screen after pressing + on the stepper once (the parent's \"Volume:\" should follow)",
            ko: "스테퍼의 +를 한 번 누른 뒤의 화면 (부모의 \"Volume:\"도 따라 바뀌어야 함)"))
    }

    grade.check("child-follows-parent") { t in
        let host = ViewHost(Player())
        try host.increment("Level: 3")
        try host.tap("Mute")
        t.expectEqual(host.texts, ["Volume: 0", "Level: 0", "Mute"], Message(
            en: "the screen after + and then \"Mute\" (the parent's change should reach the stepper)",
            ko: "+를 누르고 \"Mute\"를 탭한 뒤의 화면 (부모의 변경이 스테퍼에 닿아야 함)"))
    }

    grade.check("one-source-of-truth") { t in
        let host = ViewHost(Player())
        try host.increment("Level: 3")
        let writes = t.trace.filter { $0.kind == .stateWrite }
        let described = writes.map { "\($0.subject ?? "?").\($0.property ?? "?")" }
        t.expect(described == ["Player.volume"], Message(
            en: "which state the stepper's + wrote (a write through a binding lands in the owner's storage)",
            ko: "스테퍼의 +가 쓴 상태 (바인딩을 통한 쓰기는 소유자의 저장소에 기록됨)"),
            expected: "[Player.volume]", actual: "[\(described.joined(separator: ", "))]")
    }
}
