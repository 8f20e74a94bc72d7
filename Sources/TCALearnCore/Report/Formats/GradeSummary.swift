/// The human summary of a classroom grade: a line per exercise and the total, "Points X/Y" as
/// GitHub Classroom words it, so the log and the reporter agree.
struct GradeSummary {
    var style: Style

    func render(_ graded: [GradedExercise]) -> String {
        let width = graded.map(\.exercise.path.count).max() ?? 0
        var lines = graded.map { exercise in
            let result = exercise.result
            let mark = result.passed ? style.green("✓") : style.red("✗")
            let padding = String(repeating: " ", count: width - exercise.exercise.path.count)
            let status = result.passed ? "" : "  " + style.dim(Self.describe(result.status))
            return "\(mark) \(exercise.exercise.path)\(padding)  \(result.score)/\(result.maxScore)\(status)"
        }
        let passed = graded.filter(\.result.passed).count
        lines.append(style.bold("Points \(graded.score)/\(graded.maxScore)") + "  (\(passed)/\(graded.count) exercises passed)")
        return lines.joined(separator: "\n")
    }

    static func describe(_ status: GradeResult.Status) -> String {
        switch status {
        case .passed: "passed"
        case .failed: "some checks failed"
        case .didNotCompile: "does not compile"
        case .compileTimedOut: "compiling took too long"
        case .resultsRejected: "results rejected"
        case .refused: "refused: uses what graded code may not"
        case .missingFiles(let names): "not started (\(names.joined(separator: ", ")) missing)"
        case .crashed(let crash): crash.checkID.map { "crashed during \($0)" } ?? "crashed"
        case .timedOut: "timed out"
        case .gradingError: "could not be graded"
        }
    }
}
