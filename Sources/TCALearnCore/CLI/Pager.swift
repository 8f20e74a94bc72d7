import Foundation

/// Text taller than the terminal, shown a screen at a time as `more` shows it: a lesson's
/// explanation or a long report would otherwise scroll its top out of sight (and `watch` clears
/// the scrollback with each screen). After each screenful a prompt waits for a key: any key
/// shows the next screenful, `q` the rest at once. Only on a terminal that gives single keys;
/// printed output (plain `watch`, a pipe, a log) is never paged.
struct Pager {
    /// The terminal's height in lines.
    var rows: Int
    /// Its width in columns: a longer line wraps and takes more than one row. Nil: unknown.
    var columns: Int?
    var keys: any KeySource
    var style: Style

    /// Writes `text` through `write`, pausing after each screenful.
    func show(_ text: String, write: (String) -> Void) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let heights = lines.map(height)
        guard heights.reduce(0, +) > rows else {
            write(text)
            return
        }
        // One row is the prompt's.
        let page = max(rows - 1, 1)
        var shown = 0
        while shown < lines.count {
            var end = shown + 1
            var used = heights[shown]
            while end < lines.count, used + heights[end] <= page {
                used += heights[end]
                end += 1
            }
            let chunk = lines[shown..<end].joined(separator: "\n")
            shown = end
            guard shown < lines.count else {
                write(chunk)
                return
            }
            write(chunk + "\n" + prompt(shown: shown, of: lines.count))
            let key = nextKey()
            // The prompt gives its row back to the text.
            write("\r\u{1B}[2K")
            if key == "q" {
                write(lines[shown...].joined(separator: "\n"))
                return
            }
        }
    }

    /// The rows a line takes on the terminal, its colours and links not counted.
    private func height(_ line: Substring) -> Int {
        guard let columns, columns > 0 else { return 1 }
        let visible = String(line).replacingOccurrences(of: Self.escapes, with: "", options: .regularExpression)
        return max(1, (displayWidth(visible) + columns - 1) / columns)
    }

    /// Colour and style sequences (`ESC [ … m`) and hyperlinks (`ESC ] 8 ; ; … ESC \`).
    private static let escapes = "\u{1B}\\[[0-9;?]*[ -/]*[@-~]|\u{1B}\\][^\u{07}\u{1B}]*(\u{07}|\u{1B}\\\\)"

    private func prompt(shown: Int, of total: Int) -> String {
        style.dim(style.text(
            "── \(shown)/\(total) lines · any key: more · q: the rest ──",
            "── \(total)줄 중 \(shown)줄 · 아무 키: 더 보기 · q: 나머지 전부 ──"))
    }

    /// Waits as long as the learner reads.
    private func nextKey() -> Character {
        while true {
            if let key = keys.nextKey(timeout: 1) { return key }
        }
    }
}

/// The terminal's size, read from standard output.
enum TerminalSize {
    /// Its height in lines and width in columns; nil when standard output is not a terminal.
    static func current() -> (rows: Int, columns: Int)? {
        var size = winsize()
        #if os(Linux)
        let request = UInt(TIOCGWINSZ)
        #else
        let request = TIOCGWINSZ
        #endif
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, request, &size) == 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_row), Int(size.ws_col))
    }
}
