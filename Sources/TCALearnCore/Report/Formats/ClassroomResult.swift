import Foundation

/// The result GitHub Classroom's `autograding-grading-reporter` reads from a step output named
/// `result`: base64 of `{"version":1,"status","max_score","tests":[…]}`, one test per check with
/// the points it earned, so the reporter posts "Points X/Y" with partial credit.
///
/// GitHub hands the output to the reporter in one environment variable, and Linux refuses a single
/// variable over 128 KiB, so the result is held to `sizeLimit` (96 KiB, a quarter below the
/// kernel's limit, for the variable's name and any wrapping): no source code (the hidden
/// tests' source is for `--format json`, which stays on the grading machine), a reason shared by
/// an exercise's checks said in full once, and messages cut to the length that fits —
/// `messageLength` characters, or less when a course has so many checks that they would not fit
/// all failing.
enum ClassroomResult {
    static let sizeLimit = 96 * 1024
    /// The longest message a test carries: what was compared, expected and actual, or why the
    /// exercise did not run. The whole report is `tca-learn check EXERCISE`'s.
    static let messageLength = 240

    static func json(_ graded: [GradedExercise], messageLength: Int = messageLength) throws -> Data {
        var tests: [[String: Any]] = []
        for exercise in graded {
            for (check, message) in messages(of: exercise) {
                tests.append([
                    "name": exercise.testName(check),
                    "status": ExercismResults.status(check),
                    "message": message.isRepeat ? message.text : shortened(message.text, to: messageLength),
                    "test_code": "",
                    "filename": exercise.workbookPath,
                    "line_no": exercise.line(of: check) ?? 0,
                    "score": exercise.score(check),
                    "duration": Int(((check.result?.durationSeconds ?? 0) * 1000).rounded()),
                ])
            }
        }
        let root: [String: Any] = [
            "version": 1,
            "confinement": graded.confinement,
            "status": graded.noCheckRan ? "error" : (graded.allPassed ? "pass" : "fail"),
            "max_score": graded.maxScore,
            "tests": tests,
        ]
        return try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .withoutEscapingSlashes])
    }

    /// What goes into the step output (and into `--output`): the JSON, base64-encoded, within
    /// `sizeLimit`. Messages share what the rest leaves of the limit; if escaping or wide
    /// characters still make it too long, they shrink until it fits.
    static func render(_ graded: [GradedExercise]) throws -> Data {
        let fullMessages = max(1, graded.reduce(0) { $0 + messages(of: $1).count { !$0.message.isRepeat } })
        let jsonLimit = sizeLimit / 4 * 3
        let bare = try json(graded, messageLength: 0).count
        var length = min(messageLength, max(0, jsonLimit - bare) / fullMessages)
        while true {
            let encoded = Data(try json(graded, messageLength: length).base64EncodedString().utf8)
            if encoded.count <= sizeLimit || length == 0 { return encoded }
            length = length * 9 / 10
        }
    }

    /// Each check's message. When an exercise did not run, all its checks share one reason: the
    /// first check carries it in full (the compiler's errors, the refused name), the others only
    /// its first line, so a course of many checks leaves room to say why where it is said.
    private static func messages(of exercise: GradedExercise) -> [(check: CheckOutcome, message: (text: String, isRepeat: Bool))] {
        var first: String?
        return exercise.result.checks.map { check in
            let text = exercise.message(for: check, concept: false) ?? ""
            defer { if first == nil { first = text } }
            if let first, text == first, check.notRunReason != nil {
                return (check, (String(text.prefix { $0 != "\n" }), true))
            }
            return (check, (text, false))
        }
    }

    /// `text` cut to `length` characters, with "…" where it was cut.
    static func shortened(_ text: String, to length: Int) -> String {
        guard text.count > length else { return text }
        return length == 0 ? "" : String(text.prefix(length - 1)) + "…"
    }
}
