/// The grade as a Markdown table: what a teacher reads on a GitHub Actions run's page
/// (`$GITHUB_STEP_SUMMARY`) and a student on a Classroom 50 submission's release
/// (`release-body.md`). Points per row, then what failed and why, first lines only.
enum MarkdownSummary {
    static func render(_ grade: PlatformGrade) -> String {
        var lines = ["### tca-learn: \(grade.points)/\(grade.maxPoints) points", ""]
        for error in grade.formatErrors {
            lines.append("> **\(escape(firstLine(error)))**")
        }
        if !grade.formatErrors.isEmpty { lines.append("") }
        lines += ["| Check | Result | Points |", "|---|---|---|"]
        for row in grade.rows {
            lines.append("| \(escape(row.name)) | \(row.passed ? "PASS" : "FAIL") | \(row.points)/\(row.maxPoints) |")
        }
        let failed = grade.rows.filter { !$0.passed }
        if !failed.isEmpty {
            lines += ["", "#### What failed", ""]
            for row in failed {
                lines.append("- **\(escape(row.name))**: \(escape(firstLine(row.message ?? "failed")))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func firstLine(_ text: String) -> String {
        String(text.prefix { $0 != "\n" })
    }

    /// Table cells and list items keep to their row: `|` and line breaks escaped, HTML kept as text.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\n", with: " ")
    }
}
