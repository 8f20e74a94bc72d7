import Foundation

/// GitHub Actions workflow commands (`::error file=…,line=…,title=…::…`) that put each failure on
/// the learner's line in the pull-request view: compile errors at their line, a crash at its line,
/// any other failed check at the top of the learner's first file.
enum Annotations {
    static func render(_ graded: [GradedExercise]) -> Data {
        var lines: [String] = []
        for exercise in graded {
            // One annotation per offending line says more than the same reason on every check.
            let compileErrors = exercise.result.diagnostics.filter { $0.origin == .learner && $0.severity == .error }
            if exercise.result.status == .didNotCompile, !compileErrors.isEmpty {
                for diagnostic in compileErrors {
                    lines.append(command(
                        file: displayPath(diagnostic.file), line: diagnostic.line, column: diagnostic.column,
                        title: "\(exercise.exercise.path) does not compile", message: GradeWording(.en).message(diagnostic)))
                }
                continue
            }
            if case .refused(let refusals) = exercise.result.status {
                for refusal in refusals {
                    lines.append(command(
                        file: displayPath(refusal.file), line: refusal.line ?? 1, column: refusal.column,
                        title: "\(exercise.exercise.path) is refused", message: GradeWording(.en).refusal(refusal)))
                }
                continue
            }
            for check in exercise.result.checks where check.status != .pass {
                lines.append(command(
                    file: exercise.learnerPaths.first ?? exercise.exercise.path,
                    line: exercise.line(of: check) ?? 1, column: nil,
                    title: exercise.testName(check), message: exercise.message(for: check) ?? ""))
            }
        }
        return Data(lines.map { $0 + "\n" }.joined().utf8)
    }

    static func command(file: String, line: Int, column: Int?, title: String, message: String) -> String {
        var properties = "file=\(escapeProperty(file)),line=\(max(line, 1))"
        if let column, column > 0 { properties += ",col=\(column)" }
        properties += ",title=\(escapeProperty(title))"
        return "::error \(properties)::\(escapeData(message))"
    }

    /// The escaping GitHub's runner expects in a command's message.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Properties also escape the separators `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
