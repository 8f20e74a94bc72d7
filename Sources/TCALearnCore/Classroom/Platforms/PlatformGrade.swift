import Foundation

/// One grade as every classroom platform takes it: a row per check with its points, except that
/// an exercise none of whose checks ran (it did not compile, was refused, had missing files, or
/// crashed or ran out of time before its first check) is one row worth the whole exercise, whose
/// message says why — never a row of zeros without a reason. Each platform's writer
/// (`Classroom50Result`, `GradescopeResult`, `PrairieLearnResult`, `MarkdownSummary`) only
/// changes the shape.
struct PlatformGrade {
    struct Row {
        /// Unique in the course and readable in a platform's list: `01-state/01-counter › Title`.
        var name: String
        /// `<lesson>/<exercise>/<check id>`, or the exercise's path for a whole-exercise row: the
        /// key a teacher's per-check settings (Gradescope visibility) use.
        var key: String
        /// `task.check` (`3.2`), or the task alone for a whole-exercise row.
        var number: String
        var points: Int
        var maxPoints: Int
        var passed: Bool
        /// True for a whole-exercise row: the code never reached its checks.
        var isWholeExercise: Bool
        /// Why it did not pass, in plain English; nil when it passed.
        var message: String?
        /// What the learner's code printed during the check, cut to `outputLimit`.
        var output: String?
    }

    var rows: [Row]
    /// Why the submission cannot be graded as it stands — no workbook, missing files, code that
    /// does not compile or is refused — one sentence each; empty when it could be graded. The
    /// platforms that spare an attempt for such a submission (PrairieLearn) say so.
    var formatErrors: [String]
    var seconds: Double

    var points: Int { rows.reduce(0) { $0 + $1.points } }
    var maxPoints: Int { rows.reduce(0) { $0 + $1.maxPoints } }
    var allPassed: Bool { rows.allSatisfy(\.passed) }

    static let outputLimit = 2_000

    /// `submissionMissing`: the submission had no workbook at all; every exercise is then graded
    /// as missing and the first format error says so.
    init(_ graded: [GradedExercise], submissionMissing: Bool = false) {
        rows = graded.flatMap(Self.rows)
        seconds = graded.reduce(0) { $0 + $1.result.compileSeconds + $1.result.runSeconds }
        var errors = submissionMissing ? [Self.noWorkbook] : []
        if !submissionMissing {
            for exercise in graded where Self.isUngradable(exercise.result.status) {
                errors.append("\(exercise.exercise.path): " + (exercise.statusMessage ?? GradeSummary.describe(exercise.result.status)))
            }
        }
        formatErrors = errors
    }

    static let noWorkbook = "Not graded: the submission has no workbook/ folder (the assignment's exercises live in workbook/<lesson>/<exercise>/)."

    /// What a student must fix before the code can be graded at all: files missing, code that
    /// does not compile or is refused. A crash or a time-out is the code's own behaviour, graded;
    /// so is a prediction not made yet, an exercise not done (a partly done workbook is graded).
    static func isUngradable(_ status: GradeResult.Status) -> Bool {
        switch status {
        case .missingFiles, .didNotCompile, .compileTimedOut, .gradingError: true
        case .refused(let refusals): !refusals.allSatisfy(\.isNoPredictionYet)
        case .passed, .someChecksFailed, .crashed, .timedOut, .resultsRejected: false
        }
    }

    private static func rows(of exercise: GradedExercise) -> [Row] {
        let checks = exercise.result.checks
        if !checks.isEmpty, checks.allSatisfy({ $0.notRunReason != nil }) {
            let message = exercise.statusMessage ?? checks.first.flatMap { exercise.message(for: $0, concept: false) } ?? "Not run."
            return [Row(
                name: "\(exercise.exercise.path): \(GradeSummary.describe(exercise.result.status))",
                key: exercise.exercise.path, number: "\(exercise.taskNumber)",
                points: 0, maxPoints: exercise.result.maxScore, passed: false, isWholeExercise: true,
                message: message, output: nil)]
        }
        return checks.enumerated().map { index, check in
            Row(
                name: exercise.testName(check), key: "\(exercise.exercise.path)/\(check.spec.id)",
                number: "\(exercise.taskNumber).\(index + 1)",
                points: exercise.score(check), maxPoints: check.spec.points, passed: check.status == .pass, isWholeExercise: false,
                message: exercise.message(for: check), output: output(of: check))
        }
    }

    private static func output(of check: CheckOutcome) -> String? {
        let text = check.result.map { $0.output + ($0.outputWasCut ? "\n" + GradeWording(.en).checkOutputCut : "") } ?? check.partialOutput ?? ""
        guard !text.isEmpty else { return nil }
        return ClassroomResult.shortened(text, to: outputLimit)
    }
}
