import Foundation

/// Exercism's test-runner `results.json`, interface version 3: one entry per check in course
/// order, each with its source (`test_code`) and the task (exercise) it belongs to.
enum ExercismResults {
    static let outputLimit = 500
    static let messageLimit = 65_535

    static func render(_ graded: [GradedExercise]) throws -> Data {
        var tests: [[String: Any]] = []
        for exercise in graded {
            for check in exercise.result.checks {
                var test: [String: Any] = [
                    "name": exercise.testName(check),
                    "status": status(check),
                    "test_code": exercise.testCode(for: check),
                    "task_id": exercise.taskNumber,
                ]
                if let message = exercise.message(for: check) { test["message"] = message }
                if let result = check.result, !result.output.isEmpty {
                    test["output"] = cut(result.output + (result.outputWasCut ? "\n" + GradeWording(.en).checkOutputCut : ""))
                } else if let output = check.partialOutput, !output.isEmpty {
                    test["output"] = cut(output)
                }
                tests.append(test)
            }
        }
        var root: [String: Any] = ["version": 3, "confinement": graded.confinement]
        if graded.noCheckRan {
            // `error`: no test ran; the message is all a student sees, so it names every reason.
            root["status"] = "error"
            let reasons = graded.map { "\($0.exercise.path): \($0.statusMessage ?? "no check ran.")" }.joined(separator: "\n\n")
            root["message"] = String((reasons.isEmpty ? "Nothing to grade." : reasons).prefix(messageLimit))
        } else {
            root["status"] = graded.allPassed ? "pass" : "fail"
            root["tests"] = tests
        }
        return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    /// The three words both Exercism and GitHub Classroom know; the message says which kind of
    /// error.
    static func status(_ check: CheckOutcome) -> String {
        switch check.status {
        case .pass: "pass"
        case .fail: "fail"
        case .error, .notRun: "error"
        }
    }

    private static func cut(_ output: String) -> String {
        guard output.count > outputLimit else { return output }
        let note = "\n… (output cut at \(outputLimit) characters)"
        return String(output.prefix(outputLimit - note.count)) + note
    }
}
