import Foundation

/// What the CI formats say about an exercise's grade: plain English text (CI logs are shared), a
/// distinct status for each way a grade can go, and never the learner's standard error as the
/// message.
extension GradedExercise {
    private var wording: GradeWording { GradeWording(.en) }

    /// A name unique in the course that still reads well in a CI tool's list.
    func testName(_ check: CheckOutcome) -> String {
        "\(exercise.path) › \(check.spec.title.en)"
    }

    /// The part of the hidden tests that declares `check`, falling back to the whole source.
    func testCode(for check: CheckOutcome) -> String {
        CheckSource.extract(checkID: check.spec.id, from: testCode) ?? testCode
    }

    /// The learner's files as the repository names them (relative to where the grade ran).
    var learnerPaths: [String] { learnerFiles.map { displayPath($0) } }

    /// The learner's first file inside the workbook (`01-state/01-counter/Counter.swift`): the
    /// same on every machine, and short enough to repeat once per check.
    var workbookPath: String {
        exercise.files.first.map { "\(exercise.path)/\($0)" } ?? exercise.path
    }

    /// The grade's status as one word a CI tool can show or filter on (JUnit's error type).
    var statusName: String {
        switch result.status {
        case .passed: "passed"
        case .someChecksFailed: "failed"
        case .didNotCompile: "did-not-compile"
        case .compileTimedOut: "compile-timed-out"
        case .resultsRejected: "results-rejected"
        case .refused: "refused"
        case .missingFiles: "missing-files"
        case .crashed: "crashed"
        case .timedOut: "timed-out"
        case .gradingError: "grading-error"
        }
    }

    /// Why a check did not pass, in plain text; with `concept`, a failed check ends with the idea
    /// behind it ("Why: …"), which a size-limited format leaves out.
    func message(for check: CheckOutcome, concept: Bool = true) -> String? {
        switch check.status {
        case .pass:
            return nil
        case .fail, .error:
            let lines = check.failures.map { failure in
                var line = failure.message
                let labels = failure.comparison == .prediction ? ("the runtime:     ", "your prediction: ") : ("expected: ", "actual:   ")
                if let expected = failure.expected { line += "\n  \(labels.0)\(expected)" }
                if let actual = failure.actual { line += "\n  \(labels.1)\(actual)" }
                return line
            }
            return (lines + (concept ? ["Why: \(check.spec.concept.en)"] : [])).joined(separator: "\n")
        case .notRun(.programNotRun), .notRun(.resultsRejected):
            return statusMessage ?? "Not run."
        case .notRun(.crashedDuringThisCheck):
            return crashMessage(during: "this check")
        case .notRun(.runningAtTimeLimit):
            return "Timed out: " + (wording.notRun(.runningAtTimeLimit, in: result, timeLimit: exercise.timeLimitSeconds) ?? "")
        case .notRun(let reason):
            return wording.notRun(reason, in: result, timeLimit: exercise.timeLimitSeconds) ?? "Not run."
        }
    }

    /// What went wrong with the program as a whole, with the details a CI log needs; nil when it
    /// ran to the end.
    var statusMessage: String? {
        switch result.status {
        case .passed, .someChecksFailed:
            return nil
        case .didNotCompile:
            let errors = result.diagnostics.filter { $0.severity == .error }
            let details = errors.isEmpty ? result.compilerOutput : errors.map { "\(displayPath($0.file)):\($0.line): \(wording.message($0))" }.joined(separator: "\n")
            return "Not run: the code does not compile." + (details.isEmpty ? "" : "\n" + details)
        case .refused(let refusals):
            return "Refused: \(refusals.reason(subject: true)), so it was not compiled.\n"
                + refusals.map { "\(displayPath($0.file))\($0.line.map { ":\($0)" } ?? ""): \(wording.refusal($0))" }.joined(separator: "\n")
        case .compileTimedOut:
            return "Not run: " + wording.compileTimedOut(Compiler.defaultTimeLimit)
        case .resultsRejected(let reason):
            return "Rejected: " + wording.resultsRejected(reason)
        case .missingFiles(let names):
            return "Not run: " + wording.missingFiles(names)
        case .crashed:
            return crashMessage(during: nil)
        case .timedOut:
            return "Timed out: the program was stopped after \(wording.seconds(exercise.timeLimitSeconds))."
        case .gradingError(let detail):
            return "Grading error: " + wording.gradingError(detail)
        }
    }

    /// A crash said from its cause (signal or exit code) and place; what the runtime printed, which
    /// learner code can imitate, only follows, labelled as such.
    private func crashMessage(during check: String?) -> String {
        guard let crash = result.crash else { return "Crashed." }
        var message = "Crashed" + (check.map { " during \($0)" } ?? crash.checkID.map { " during check \($0)" } ?? "")
            + ": " + wording.cause(crash.cause)
        if let file = crash.file, let line = crash.line {
            message += "\nAt \(displayPath(file)):\(line)."
        }
        if let said = crash.runtimeMessage, crash.cause != .exit(0) {
            message += "\nThe program's last message: \(said)"
        }
        return message
    }

    /// Points earned by one check.
    func score(_ check: CheckOutcome) -> Int {
        check.status == .pass ? check.spec.points : 0
    }

    /// The learner's line a failed check points at: the crash line, or the first compile error or
    /// refusal.
    func line(of check: CheckOutcome) -> Int? {
        if let crash = result.crash, crash.checkID == check.spec.id { return crash.line }
        if case .refused(let refusals) = result.status { return refusals.first?.line }
        return result.diagnostics.first { $0.origin == .learner && $0.severity == .error }?.line
    }
}

extension [GradedExercise] {
    /// How the graded programs were confined (the same for every grade of a run), in English.
    var confinement: String { GradeWording(.en).confinement(first?.result.confinement ?? Confinement.mechanism) }
}

/// Finds one check's declaration in a hidden test file: from `.check("id"` to its closing brace.
enum CheckSource {
    static func extract(checkID: String, from source: String) -> String? {
        guard let start = source.range(of: ".check(\"\(checkID)\"") else { return nil }
        let lineStart = source[..<start.lowerBound].lastIndex(of: "\n").map { source.index(after: $0) } ?? source.startIndex
        guard let open = source[start.upperBound...].firstIndex(of: "{") else { return nil }
        var depth = 0
        var inString = false
        var previous: Character = " "
        var index = open
        while index < source.endIndex {
            let character = source[index]
            if character == "\"", previous != "\\" {
                inString.toggle()
            } else if !inString {
                if character == "{" { depth += 1 }
                if character == "}" {
                    depth -= 1
                    if depth == 0 { return String(source[lineStart...index]) }
                }
            }
            previous = character
            index = source.index(after: index)
        }
        return nil
    }
}
