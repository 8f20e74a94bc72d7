import LessonTesting
import SwiftUI

/// The `_printChanges()` lines printed while `view`'s own body ran: a log line counts when it is
/// recorded at the path of a body run of that view (a line printed from another body, from an
/// action or from `onAppear` names someone else's reasons, or none).
@MainActor
private func linesFromOwnBody(_ t: CheckContext, of view: String) -> (own: [String], elsewhere: [String]) {
    let bodyPaths = Set(t.trace.filter { $0.kind == .bodyRan && $0.subject == view }.map(\.path))
    let logs = t.trace.filter { $0.kind == .log && $0.subject == view }
    return (
        logs.filter { bodyPaths.contains($0.path) }.compactMap(\.detail),
        logs.filter { !bodyPaths.contains($0.path) }.compactMap(\.detail)
    )
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("instrumented") { t in
        let host = ViewHost(Scoreboard())
        try host.tap("Home +1")
        for view in ["TeamScore", "MatchClock"] {
            let lines = linesFromOwnBody(t, of: view)
            t.expect(!lines.own.isEmpty, Message(
                en: "lines \(view).body printed with Self._printChanges() while it ran (the screen appearing, then \"Home +1\")",
                ko: "\(view).body가 실행되는 동안 Self._printChanges()로 출력한 줄 (화면이 나타난 뒤 \"Home +1\")"),
                expected: "\"\(view): … changed.\"", actual: "\(lines.elsewhere)",
                why: lines.elsewhere.isEmpty ? nil : Message(
                    en: "\(view)'s `_printChanges()` was called, but not while \(view).body ran: it reports why the body that is running right now runs, so it must be called inside \(view)'s own body.",
                    ko: "\(view)의 `_printChanges()`가 불리기는 했지만 \(view).body가 실행되는 동안은 아니었습니다. 이 함수는 지금 실행 중인 바디가 왜 실행되는지 알려 주므로 \(view) 자신의 바디 안에서 불러야 합니다."))
        }
    }

    grade.check("cause") { t in
        t.expect("\(cause)" == "newIdentity", Message(
            en: "the cause you named in `cause` for MatchClock's body run after \"Home +1\"",
            ko: "\"Home +1\" 뒤 MatchClock 바디가 실행된 원인으로 `cause`에 적은 것"),
            expected: nil, actual: ".\(cause)",
            why: "\(cause)" == "notSureYet" ? Message(
                en: "`cause` still says .notSureYet: read the line MatchClock printed after \"Home +1\" and pick the name that explains all of it.",
                ko: "`cause`가 아직 .notSureYet입니다. \"Home +1\" 뒤에 MatchClock이 출력한 줄을 읽고, 그 줄 전체를 설명하는 이름을 고르세요.") : nil)
    }

    grade.check("pause-survives-goal") { t in
        let host = ViewHost(Scoreboard())
        try host.tap("Period 1: running")
        try t.require(host.texts.contains("Period 1: paused"), Message(
            en: "the clock after tapping \"Period 1: running\"", ko: "\"Period 1: running\"을 탭한 뒤의 시계"),
            expected: "[… \"Period 1: paused\" …]", actual: host.texts.description,
            why: Message(en: "Tapping the clock must still pause it.", ko: "시계를 탭하면 여전히 멈춰야 합니다."))
        try host.tap("Home +1")
        try host.tap("Away +1")
        t.expect(host.texts.contains("Home: 1") && host.texts.contains("Away: 1"), Message(
            en: "the scores after \"Home +1\" and \"Away +1\"", ko: "\"Home +1\"과 \"Away +1\" 뒤의 점수"),
            expected: "[\"Home: 1\", \"Away: 1\", …]", actual: host.texts.description,
            why: Message(en: "The goals must still reach the scores on screen.", ko: "골은 여전히 화면의 점수에 닿아야 합니다."))
        let clockCreated = t.trace.filter { $0.kind == .nodeCreated && $0.subject == "MatchClock" }.count
        t.expect(host.texts.contains("Period 1: paused"), Message(
            en: "the clock after pausing it and scoring two goals", ko: "시계를 멈추고 골을 두 번 넣은 뒤의 시계"),
            expected: "[… \"Period 1: paused\" …]", actual: host.texts.description,
            why: clockCreated > 1 ? Message(
                en: "After the first MatchClock, SwiftUI made \(clockCreated - 1) new one\(clockCreated == 2 ? "" : "s"): a new identity starts with new state, so isPaused was false again. Its identity must stay the same across goals.",
                ko: "SwiftUI가 첫 MatchClock 뒤로 \(clockCreated - 1)개를 새로 만들었습니다. 새 아이덴티티는 새 상태로 시작하므로 isPaused가 다시 false가 되었습니다. 골이 들어가도 아이덴티티가 그대로여야 합니다.") : nil)
    }
}
