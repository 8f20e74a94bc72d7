import Foundation

/// One exercise's grade with what every classroom format needs beside the result: where the
/// exercise sits in the course, the hidden tests' source (so a hidden check still explains itself
/// in `test_code`) and the learner's files as the repository names them (for annotations).
public struct GradedExercise: Sendable {
    public var exercise: Exercise
    public var result: GradeResult
    /// The exercise's 1-based position in the course: the "task" its checks belong to.
    public var taskNumber: Int
    /// The hidden test files' source, joined; empty when they could not be read.
    public var testCode: String
    /// The learner's files, as paths relative to the folder the grade ran in when inside it.
    public var learnerFiles: [String]
    /// Learner files that were not in the workbook, so the exercise was not compiled at all.
    public var missingFiles: [String]

    public init(exercise: Exercise, result: GradeResult, taskNumber: Int, testCode: String, learnerFiles: [String], missingFiles: [String] = []) {
        self.exercise = exercise
        self.result = result
        self.taskNumber = taskNumber
        self.testCode = testCode
        self.learnerFiles = learnerFiles
        self.missingFiles = missingFiles
    }

    /// A name unique in the course that still reads well in a CI tool's list.
    func testName(_ check: CheckOutcome) -> String {
        "\(exercise.path) › \(check.spec.title.en)"
    }

    /// The part of the hidden tests that declares `check`, falling back to the whole source.
    func testCode(for check: CheckOutcome) -> String {
        CheckSource.extract(checkID: check.spec.id, from: testCode) ?? testCode
    }

    /// Why a check did not pass, in plain text (no colour, English: CI logs are shared).
    func message(for check: CheckOutcome) -> String? {
        switch check.status {
        case .pass:
            return nil
        case .fail, .error:
            let lines = check.failures.map { failure in
                var line = failure.message
                if let expected = failure.expected { line += "\n  expected: \(expected)" }
                if let actual = failure.actual { line += "\n  actual:   \(actual)" }
                return line
            }
            return (lines + ["Why: \(check.spec.concept.en)"]).joined(separator: "\n")
        case .notRun:
            switch result.status {
            case .compileError:
                return "Not run: \(compileSummary)"
            case .crashed where check.spec.id == result.crash?.checkID:
                return "The program stopped during this check: \(result.crash?.message ?? "it crashed")."
            default:
                return check.note ?? "Not run."
            }
        }
    }

    /// The compile errors in the learner's files, one per line.
    var compileSummary: String {
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty else {
            return "the code does not compile." + (result.programErrors.isEmpty ? "" : "\n" + result.programErrors)
        }
        return "the code does not compile.\n" + errors.map { "\(displayPath($0.file)):\($0.line): \($0.message)" }.joined(separator: "\n")
    }

    /// Points earned by one check.
    func score(_ check: CheckOutcome) -> Int {
        check.status == .pass ? check.spec.points : 0
    }
}

extension [GradedExercise] {
    var score: Int { reduce(0) { $0 + $1.result.score } }
    var maxScore: Int { reduce(0) { $0 + $1.result.maxScore } }
    var allPassed: Bool { allSatisfy(\.result.passed) }
    /// True when not a single check ran (everything failed to compile, or there was nothing).
    var noCheckRan: Bool { allSatisfy { $0.result.checks.allSatisfy { $0.status == .notRun } } }
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
