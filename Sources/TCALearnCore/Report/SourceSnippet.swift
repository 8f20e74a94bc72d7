/// The learner's line with one line of context each side, and a caret under the column:
///
/// ```
///      11 │     var body: some View {
///      12 │         Button("Increment: \(count)") { cont += 1 }
///                                                   ^
///      13 │     }
/// ```
struct SourceSnippet {
    var style: Style

    func lines(file: String, line: Int, column: Int?) -> [String] {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [] }
        let sourceLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= sourceLines.count else { return [] }
        var out: [String] = []
        for number in max(1, line - 1)...min(sourceLines.count, line + 1) {
            let gutter = String(repeating: " ", count: max(0, 5 - String(number).count)) + "\(number) │ "
            let content = String(sourceLines[number - 1])
            out.append("  " + (number == line ? style.bold(gutter + content) : style.dim(gutter) + content))
            if number == line, let column, column > 0 {
                out.append("  " + String(repeating: " ", count: gutter.count + column - 1) + style.red("^"))
            }
        }
        return out
    }
}

/// Compiler errors as a learner reads them: their file and line, the message in SwiftUI's and
/// TCA's own names, the line itself; errors in hidden checks explained as a mismatch.
struct DiagnosticReport {
    var style: Style
    var limit = 5

    func render(_ diagnostics: [Diagnostic]) -> [String] {
        var lines: [String] = []
        let errors = diagnostics.filter { $0.severity == .error }
        for diagnostic in errors.prefix(limit) {
            switch diagnostic.origin {
            case .learner:
                lines.append("  \(displayPath(diagnostic.file)):\(diagnostic.line):\(diagnostic.column): " + style.red("error: ") + diagnostic.message)
                lines += SourceSnippet(style: style).lines(file: diagnostic.file, line: diagnostic.line, column: diagnostic.column)
            case .hiddenTest:
                lines.append("  " + style.text("The checks could not use your code: ", "체크가 코드를 사용할 수 없습니다: ") + diagnostic.message)
                lines.append("    " + style.dim(style.text(
                    "(Keep the names and types the instructions ask for; the hidden checks call them.)",
                    "(안내에 나온 이름과 타입을 그대로 유지하세요. 숨겨진 체크가 그것을 호출합니다.)")))
            }
        }
        if errors.count > limit {
            lines.append(style.dim(style.text("  … and \(errors.count - limit) more errors", "  … 오류 \(errors.count - limit)개 더")))
        }
        return lines
    }
}
