/// The learner's line with one line of context each side, and a caret under the column, its
/// control, bidirectional and invisible characters shown as escapes (`VisibleText`), since the
/// file is the learner's to write:
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
            let written = String(sourceLines[number - 1])
            let content = VisibleText.of(written)
            out.append("  " + (number == line ? style.bold(gutter + content) : style.dim(gutter) + content))
            if number == line, let column, column > 0 {
                let before = VisibleText.of(String(written.prefix(column - 1))).count
                out.append("  " + String(repeating: " ", count: gutter.count + before) + style.red("^"))
            }
        }
        return out
    }
}
