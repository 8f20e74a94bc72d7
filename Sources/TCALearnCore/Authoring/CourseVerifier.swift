import Foundation
import RenderTrace

/// Checks that a course teaches what it claims: every starter fails exactly the checks its
/// metadata says it should (so it fails for its intended reason), every solution passes every
/// check, and every solution's trace matches the golden trace kept beside it. Exercises are
/// verified in parallel, one per core.
struct CourseVerifier: Sendable {
    var grader: Grader
    /// Write each sound solution's trace as its new golden trace instead of comparing with it.
    var updateGoldenTraces: Bool

    init(grader: Grader, updateGoldenTraces: Bool = false) {
        self.grader = grader
        self.updateGoldenTraces = updateGoldenTraces
    }

    struct Finding: Sendable {
        var exercise: Exercise
        var starter: GradeResult?
        var solution: GradeResult?
        /// What is wrong, in words an author can act on; empty when the exercise is sound.
        var problems: [String]

        var isSound: Bool { problems.isEmpty }
    }

    func verify(_ exercises: [Exercise]) -> [Finding] {
        exercises.concurrentMap(verify)
    }

    func verify(_ exercise: Exercise) -> Finding {
        var finding = Finding(exercise: exercise, starter: nil, solution: nil, problems: [])
        do {
            let starter = try grader.grade(exercise, learnerFolder: exercise.folder)
            finding.starter = starter
            finding.problems += starterProblems(exercise, starter)
        } catch {
            finding.problems.append("Grading the starter failed: \(error)")
        }
        do {
            let solution = try grader.grade(exercise, learnerFolder: exercise.solutionFolder)
            finding.solution = solution
            if !solution.passed {
                finding.problems.append("The solution does not pass: " + summary(of: solution, exercise))
            } else if updateGoldenTraces {
                try GoldenTrace.write(solution, exercise: exercise)
            } else if let mismatch = GoldenTrace.mismatch(solution, exercise: exercise) {
                finding.problems.append(mismatch)
            }
        } catch {
            finding.problems.append("Grading the solution failed: \(error)")
        }
        return finding
    }

    private func starterProblems(_ exercise: Exercise, _ starter: GradeResult) -> [String] {
        // An untouched prediction file is not graded: the learner predicts before the runtime answers.
        if exercise.kind == .predictTheTrace {
            if case .refused(let refusals) = starter.status,
               refusals.allSatisfy({ if case .noPredictionYet = $0.reason { true } else { false } }) {
                return []
            }
            return ["The untouched starter of a predict-the-trace exercise should not be graded (it would show the runtime's answers before any prediction). " + summary(of: starter, exercise)]
        }
        switch starter.status {
        case .didNotCompile, .compileTimedOut, .refused, .missingFiles, .gradingError, .resultsRejected:
            return ["The starter does not build; a learner should start from code that builds. " + summary(of: starter, exercise)]
        case .passed, .someChecksFailed, .crashed, .timedOut:
            break
        }
        let failing = Set(starter.checks.filter { $0.status != .pass }.map(\.spec.id))
        let expected = Set(exercise.starterFails)
        var problems: [String] = []
        if failing.isEmpty {
            problems.append("The starter already passes every check.")
        }
        let unexpected = failing.subtracting(expected).sorted()
        if !unexpected.isEmpty {
            problems.append("The starter fails checks not listed in starterFails: \(unexpected.joined(separator: ", ")). " + summary(of: starter, exercise))
        }
        let missing = expected.subtracting(failing).sorted()
        if !missing.isEmpty {
            problems.append("starterFails lists checks the starter passes: \(missing.joined(separator: ", ")).")
        }
        problems += internalNames(in: starter)
        problems += answersShown(exercise, starter)
        return problems
    }

    /// A starter's failures say what was compared and what the learner's code did, never the code
    /// the exercise asks the learner to write: a failure (its message, expected value or reason, in
    /// either language) that quotes a line of the solution the starter does not have, and the
    /// instructions do not give, shows the answer before the learner tried. Lines are compared without their spaces; short lines
    /// (`}`, `return .none`, `Reduce()`) say nothing of the answer and are left out.
    private func answersShown(_ exercise: Exercise, _ starter: GradeResult) -> [String] {
        let answers = Self.answerLines(exercise)
        guard !answers.isEmpty else { return [] }
        return starter.checks.flatMap { check in
            check.failures.flatMap { failure -> [String] in
                let shown = Self.withoutSpaces([failure.message, failure.messageKo, failure.expected, failure.why, failure.whyKo]
                    .compactMap { $0 }.joined(separator: "\n"))
                return answers.filter { shown.contains(Self.withoutSpaces($0)) }.map { line in
                    "\(check.spec.id): the starter's failure quotes the solution's line \(line.debugDescription), the code the learner is asked to write: say what was compared and what happened instead."
                }
            }
        }
    }

    /// The lines of the solution's files that their starters do not have and the instructions do
    /// not give (the README in either language, the starters' comments), long enough to be an
    /// answer (twelve characters or more, spaces aside), comments left out.
    static func answerLines(_ exercise: Exercise) -> [String] {
        func read(_ file: URL) -> String { (try? String(contentsOf: file, encoding: .utf8)) ?? "" }
        let instructions = withoutSpaces((["README.md", "README.ko.md"] + exercise.files)
            .map { read(exercise.folder.appendingPathComponent($0)) }.joined())
        return exercise.files.flatMap { name -> [String] in
            func lines(_ folder: URL) -> [String] {
                read(folder.appendingPathComponent(name)).components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            }
            let starter = Set(lines(exercise.folder))
            return lines(exercise.solutionFolder).filter { line in
                !starter.contains(line) && !line.hasPrefix("//") && withoutSpaces(line).count >= 12
                    && !instructions.contains(withoutSpaces(line))
            }
        }
    }

    private static func withoutSpaces(_ text: String) -> String {
        text.filter { !$0.isWhitespace }
    }

    /// The trace's own names for events and facts (`nodeRemoved`, `inputsUnchanged`…) are the
    /// runtime's vocabulary, not the learner's: a failure that shows them should say what the
    /// trace shows (`− Counter removed`) instead. Only the camel-case names, which no sentence
    /// uses by chance, and not those that are the API's own (`objectWillChange`).
    static let internalTraceNames: [String] = (TraceEvent.Kind.allCases.map(\.rawValue) + TraceEvent.Fact.allCases.map(\.rawValue))
        .filter { $0.contains(where: \.isUppercase) && $0 != "objectWillChange" }

    /// The English trace's phrases for a body (`↻ Title.body ran — _count changed`), which a
    /// Korean message should not quote.
    static let englishTracePhrases = [".body ran", ".body skipped"]

    private func internalNames(in starter: GradeResult) -> [String] {
        starter.checks.flatMap { check in
            check.failures.flatMap { failure -> [String] in
                let shown = [failure.message, failure.messageKo, failure.expected, failure.actual, failure.why, failure.whyKo]
                    .compactMap { $0 }.joined(separator: "\n")
                let words = Set(shown.split { !$0.isLetter && !$0.isNumber }.map(String.init))
                let found = Self.internalTraceNames.filter(words.contains)
                var problems = found.isEmpty ? [] : [
                    "\(check.spec.id) shows the trace's internal names to the learner (\(found.joined(separator: ", "))): say what the trace shows instead, as the report's trace lines do."
                ]
                // A Korean message quoting the trace quotes the Korean trace.
                let korean = [failure.messageKo, failure.whyKo].compactMap { $0 }.joined(separator: "\n")
                let english = Self.englishTracePhrases.filter { korean.contains($0) }
                if !english.isEmpty {
                    problems.append("\(check.spec.id) quotes the trace in English in its Korean text (\(english.joined(separator: ", "))): quote the Korean trace (.body 실행 — … 변경, .body 건너뜀).")
                }
                return problems
            }
        }
    }

    /// What went wrong, on one line, in the words the CI formats use.
    private func summary(of result: GradeResult, _ exercise: Exercise) -> String {
        let graded = GradedExercise(exercise: exercise, result: result, taskNumber: 0, testCode: "", learnerFiles: [])
        let checks = result.checks.filter { $0.status != .pass }.map { check in
            let detail = check.failures.first.map { "\($0.message) (expected \($0.expected ?? "-"), got \($0.actual ?? "-"))" }
                ?? graded.message(for: check) ?? ""
            return "\(check.spec.id): \(detail)"
        }
        let lines = result.status == .someChecksFailed ? checks : [graded.statusMessage ?? ""]
        return lines.joined(separator: "; ").replacingOccurrences(of: "\n", with: " ")
    }
}
