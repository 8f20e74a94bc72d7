import LessonTesting
import SwiftUI

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("walk-skips-header") { t in
        let host = ViewHost(WalkScreen())
        let mounted = t.trace.count
        try host.tap("Walk")
        try host.tap("Walk")
        let walks = Array(t.trace.dropFirst(mounted))
        let headerRuns = walks.filter { $0.kind == .bodyRan && $0.subject == "Header" }
        t.expectEqual(headerRuns.count, 0, Message(
            en: "Header.body runs during two walks (a walk changes only the steps, which the header does not show)",
            ko: "걷기 두 번 동안 Header.body 실행 횟수 (걷기는 걸음 수만 바꾸고, 헤더는 걸음 수를 보여 주지 않음)"),
            why: headerRuns.contains { $0.reasons.contains("@self") } ? Message(
                en: "Header re-ran because its input changed (@self): it is given the whole Walker, and a walk changes walker.steps. SwiftUI compares a child's stored properties, not what its body reads — so a child depends on everything it is given.",
                ko: "Header의 입력이 바뀌어서(@self) 다시 실행됐습니다. Header는 Walker 전체를 받는데, 걷기가 walker.steps를 바꿉니다. SwiftUI는 바디가 읽는 것이 아니라 자식의 저장 프로퍼티를 비교합니다. 그래서 자식은 받은 모든 것에 의존합니다.") : nil)
        t.expect(walks.contains { $0.kind == .bodySkipped && $0.subject == "Header" }, Message(
            en: "the trace shows Header skipped during a walk (· Header.body skipped — inputs unchanged)",
            ko: "트레이스에 걷기 중 Header가 건너뛰어졌다고 나온다 (· Header.body 건너뜀 — 입력이 그대로)"),
            expected: "· Header.body skipped", actual: headerRuns.isEmpty ? "no Header line" : "↻ Header.body ran — \(headerRuns[0].reasons.joined(separator: ", ")) changed")
    }

    grade.check("header-follows-name") { t in
        let host = ViewHost(WalkScreen())
        try host.tap("Rename")
        t.expect(host.texts.contains("🦊 Grace"), Message(
            en: "the header after Rename", ko: "Rename 뒤의 헤더"),
            expected: "[… \"🦊 Grace\" …]", actual: host.texts.description)
    }

    grade.check("steps-shown") { t in
        let host = ViewHost(WalkScreen())
        try host.tap("Walk")
        t.expect(host.texts.contains("100 steps"), Message(
            en: "the step count after one walk", ko: "한 번 걸은 뒤의 걸음 수"),
            expected: "[… \"100 steps\" …]", actual: host.texts.description)
    }
}
