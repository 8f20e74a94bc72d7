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
        case .someChecksFailed: "some checks failed"
        case .didNotCompile: "does not compile"
        case .compileTimedOut: "compiling took too long"
        case .resultsRejected: "results rejected"
        case .refused(let refusals): "refused: " + refusals.reason(subject: false)
        case .missingFiles(let names): "not started (\(names.joined(separator: ", ")) missing)"
        case .crashed(let crash): crash.checkID.map { "crashed during \($0)" } ?? "crashed"
        case .timedOut: "timed out"
        case .gradingError: "could not be graded"
        }
    }
}

extension [SourceRefusal] {
    /// Why the code was refused, in a few words: a file the grader does not read (a link, say) is
    /// no code that "uses what graded code may not". With `subject`, a clause of its own
    /// ("the code uses…"); without, what follows "refused: " in a summary.
    func reason(subject: Bool) -> String {
        let reasons = map(\.reason)
        if case .file(let problem)? = reasons.first(where: { if case .file = $0 { true } else { false } }) {
            return switch problem {
            case .folderIsLink: "its folder is a symbolic link"
            case .workbookIsLink: "the workbook is a symbolic link"
            case .symbolicLink: "a file is a symbolic link"
            case .notARegularFile: "a file is not a regular file"
            case .tooLarge: "a file is over \(LearnerFiles.sizeLimit / 1024) KB"
            case .notUTF8: "a file is not UTF-8 text"
            }
        }
        if reasons.contains(where: { if case .noPredictionYet = $0 { true } else { false } }) {
            return subject ? "no prediction has been made yet" : "no prediction made yet"
        }
        let predictions = reasons.contains { reason in
            switch reason {
            case .predictionNotALiteral, .predictionWrongType, .changedFromStarter: true
            default: false
            }
        }
        if predictions {
            return subject ? "the file changes more than its predictions, or a prediction is not a literal of its type"
                : "predictions not written as the starter asks"
        }
        return subject ? "the code uses what graded code may not" : "uses what graded code may not"
    }
}
