import Foundation

/// Gradescope's `results.json` (gradescope/autograder_samples, `docs/specs.md`): a test per row
/// with `score`, `max_score`, `status`, Markdown `output` and the teacher's `visibility`, and a
/// top-level `score` equal to their sum (Gradescope lets it override the sum; Codio's
/// `gradescope_wrapper` reads only it and `output`, so both are always written).
enum GradescopeResult {
    enum Visibility: String, CaseIterable, Codable, ArgumentValue {
        case visible, after_due_date, after_published, hidden
    }

    /// What students see of each check: `checks` by `<lesson>/<exercise>/<check id>`, the rest
    /// `default`. Written into the autograder by `classroom gradescope` as `visibility.json`.
    struct Settings: Codable, Equatable {
        var `default`: Visibility
        var checks: [String: Visibility]

        static let fileName = "visibility.json"

        static func read(_ file: URL) throws -> Settings {
            do {
                return try JSONDecoder().decode(Settings.self, from: Data(contentsOf: file))
            } catch {
                throw ClassroomError.badVisibilityFile(displayPath(file), String(describing: error))
            }
        }

        /// A whole-exercise row (it did not compile, files are missing) is always shown: a
        /// student must learn that before the due date, and it reveals no check.
        func visibility(of row: PlatformGrade.Row) -> Visibility {
            row.isWholeExercise ? .visible : checks[row.key] ?? self.default
        }
    }

    static func render(_ grade: PlatformGrade, settings: Settings) throws -> Data {
        let tests: [[String: Any]] = grade.rows.map { row in
            var text = row.message.map(fenced) ?? ""
            if let output = row.output {
                text += (text.isEmpty ? "" : "\n\n") + "What your code printed:\n\n" + fenced(output)
            }
            var test: [String: Any] = [
                "name": row.name, "number": row.number,
                "score": Double(row.points), "max_score": Double(row.maxPoints),
                "status": row.passed ? "passed" : "failed",
                "visibility": settings.visibility(of: row).rawValue,
            ]
            if !text.isEmpty {
                test["output"] = text
                test["output_format"] = "md"
            }
            return test
        }
        // The overall message never names a check a teacher keeps from students; the total is
        // said only when every check is shown.
        var output = grade.formatErrors.map { fenced($0) }
        if grade.rows.allSatisfy({ settings.visibility(of: $0) == .visible }) {
            output.insert("**Points \(grade.points)/\(grade.maxPoints)**", at: 0)
        }
        let root: [String: Any] = [
            "score": Double(grade.points),
            "execution_time": Int(grade.seconds.rounded()),
            "output": output.joined(separator: "\n\n"),
            "output_format": "md",
            "stdout_visibility": "hidden",
            "tests": tests,
        ]
        return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    /// Text shown as it is: a fence longer than any run of backticks inside it.
    static func fenced(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return "\(fence)\n\(text)\n\(fence)"
    }
}
