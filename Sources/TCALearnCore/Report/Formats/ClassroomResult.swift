import Foundation

/// The result GitHub Classroom's `autograding-grading-reporter` reads from a step output named
/// `result`: base64 of `{"version":1,"status","max_score","tests":[…]}`, one test per check with
/// the points it earned, so the reporter posts "Points X/Y" with partial credit.
enum ClassroomResult {
    static func json(_ graded: [GradedExercise]) throws -> Data {
        var tests: [[String: Any]] = []
        for exercise in graded {
            for check in exercise.result.checks {
                tests.append([
                    "name": exercise.testName(check),
                    "status": check.status == .pass ? "pass" : (check.status == .fail ? "fail" : "error"),
                    "message": exercise.message(for: check) ?? "",
                    "test_code": exercise.testCode(for: check),
                    "filename": exercise.learnerFiles.first ?? "",
                    "line_no": line(of: check, in: exercise) ?? 0,
                    "score": exercise.score(check),
                    "duration": Int(((check.result?.durationSeconds ?? 0) * 1000).rounded()),
                ])
            }
        }
        let root: [String: Any] = [
            "version": 1,
            "status": graded.noCheckRan ? "error" : (graded.allPassed ? "pass" : "fail"),
            "max_score": graded.maxScore,
            "tests": tests,
        ]
        return try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .withoutEscapingSlashes])
    }

    /// What goes into the step output (and into `--output`): the JSON, base64-encoded.
    static func render(_ graded: [GradedExercise]) throws -> Data {
        Data(try json(graded).base64EncodedString().utf8)
    }

    /// The learner's line a failed check points at: the crash line or the first compile error.
    static func line(of check: CheckOutcome, in exercise: GradedExercise) -> Int? {
        if let crash = exercise.result.crash, crash.checkID == check.spec.id { return crash.line }
        return exercise.result.diagnostics.first { $0.origin == .learner && $0.severity == .error }?.line
    }
}
