import LessonTesting
import SwiftUI

/// Plays the six steps and returns, for each, the names Badge's _printChanges() listed (nil when
/// Badge's body did not run, so nothing was printed), read from the trace's log events.
@MainActor
private func playSteps(_ t: CheckContext) throws -> [[String]?] {
    let inbox = Inbox()
    var printed: [[String]?] = []
    var start = t.trace.count
    func record() {
        let line = t.trace.dropFirst(start).last { $0.kind == .log && $0.subject == "Badge" }?.detail
        printed.append(line.map(names))
        start = t.trace.count
    }
    let host = ViewHost(Mailbox(inbox: inbox))
    record()
    try host.tap("Inbox: 0 taps, 0 unread")
    record()
    inbox.unread += 1
    host.flush()
    record()
    try host.tap("Rename")
    record()
    try host.tap("Dark")
    record()
    try host.tap("Reset")
    record()
    return printed
}

/// "Badge: @self, _taps changed." → ["@self", "_taps"].
private func names(_ line: String) -> [String] {
    guard let colon = line.firstIndex(of: ":") else { return [] }
    let list = line[line.index(after: colon)...]
        .replacingOccurrences(of: " changed.", with: "")
        .replacingOccurrences(of: " unchanged.", with: "")
    return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}

private let stepNames = [
    Message(en: "1. the screen appears", ko: "1. 화면이 나타남"),
    Message(en: "2. tap the badge", ko: "2. 배지를 탭함"),
    Message(en: "3. a mail arrives", ko: "3. 메일이 도착함"),
    Message(en: "4. tap \"Rename\"", ko: "4. \"Rename\"을 탭함"),
    Message(en: "5. tap \"Dark\"", ko: "5. \"Dark\"를 탭함"),
    Message(en: "6. tap \"Reset\"", ko: "6. \"Reset\"을 탭함"),
]

private func show(_ printed: [String]?) -> String {
    guard let printed else { return "[]  (Badge.body did not run: nothing printed)" }
    return "\(printed)  (\"Badge: \(printed.joined(separator: ", ")) changed.\")"
}

@MainActor
private func compare(_ steps: [Int], _ t: CheckContext) throws {
    let printed = try playSteps(t)
    for step in steps {
        let runtime = printed[step]
        let yours = step < predictedChanges.count ? predictedChanges[step] : []
        t.expectPrediction(Set(yours) == Set(runtime ?? []) && yours.count == (runtime ?? []).count, Message(
            en: "step \(stepNames[step].en): what Badge printed — predictedChanges[\(step)]: your prediction vs. the runtime",
            ko: "\(stepNames[step].ko ?? ""): Badge가 출력한 것 — predictedChanges[\(step)]: 예측과 실제 런타임의 비교"),
            runtime: show(runtime), yours: "\(yours)")
    }
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("new-identity") { t in
        try compare([0, 5], t)
    }

    grade.check("own-state") { t in
        try compare([1], t)
    }

    grade.check("inputs") { t in
        try compare([3, 4], t)
    }
}
