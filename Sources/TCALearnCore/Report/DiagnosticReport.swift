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
                lines.append("  \(style.path(diagnostic.file, line: diagnostic.line)):\(diagnostic.column): " + style.red(style.text("error: ", "오류: "))
                    + GradeWording(style.language).message(diagnostic))
                lines += SourceSnippet(style: style).lines(file: diagnostic.file, line: diagnostic.line, column: diagnostic.column)
            case .hiddenTest:
                lines.append("  " + style.text("The checks could not use your code: ", "체크가 코드를 사용할 수 없습니다: ") + diagnostic.message)
                lines.append("    " + style.dim(style.text(
                    "(Keep the names and types the instructions ask for; the hidden checks call them.)",
                    "(안내에 나온 이름과 타입을 그대로 유지하세요. 숨겨진 체크가 그것을 호출합니다.)")))
            }
        }
        if errors.count > limit {
            lines.append(style.dim(style.text("  … and \(style.count(errors.count - limit, "more error", "more errors"))", "  … 오류 \(errors.count - limit)개 더")))
        }
        return lines
    }
}
