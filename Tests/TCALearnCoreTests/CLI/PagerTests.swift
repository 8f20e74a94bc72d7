import Foundation
import Testing
@testable import TCALearnCore

/// Text taller than the terminal is shown a screenful at a time; shorter text, or text for no
/// terminal, as it is.
@Suite struct PagerTests {
    private static let style = Style(color: false, language: .en)
    private static let text = (1...10).map { "line \($0)" }.joined(separator: "\n")

    private func paged(_ text: String, rows: Int, keys: [Character]) -> [String] {
        let scripted = ScriptedKeys()
        keys.forEach(scripted.press)
        var writes: [String] = []
        Pager(rows: rows, keys: scripted, style: Self.style).show(text) { writes.append($0) }
        return writes
    }

    @Test func eachKeyShowsTheNextScreenfulUnderAPrompt() {
        let writes = paged(Self.text, rows: 5, keys: [" ", "j"])
        #expect(writes == [
            "line 1\nline 2\nline 3\nline 4\n── 4/10 lines · any key: more · q: the rest ──", "\r\u{1B}[2K",
            "line 5\nline 6\nline 7\nline 8\n── 8/10 lines · any key: more · q: the rest ──", "\r\u{1B}[2K",
            "line 9\nline 10",
        ])
    }

    @Test func qShowsTheRestAtOnce() {
        let writes = paged(Self.text, rows: 5, keys: ["q"])
        #expect(writes.last == "line 5\nline 6\nline 7\nline 8\nline 9\nline 10")
        #expect(writes.count == 3)
    }

    /// A line wider than the terminal wraps onto more rows; colour codes take none.
    @Test func aWrappedLineTakesTheRowsItWrapsOnto() {
        let wide = String(repeating: "가", count: 12)   // 24 columns: 3 rows of 10
        let coloured = "\u{1B}[2m" + String(repeating: "x", count: 10) + "\u{1B}[0m"   // 1 row
        let scripted = ScriptedKeys()
        scripted.press(" ")
        var writes: [String] = []
        Pager(rows: 6, columns: 10, keys: scripted, style: Self.style).show([coloured, coloured, wide, wide].joined(separator: "\n")) {
            writes.append($0)
        }
        #expect(writes.first == [coloured, coloured, wide].joined(separator: "\n") + "\n── 3/4 lines · any key: more · q: the rest ──")
        #expect(writes.last == wide)
    }

    @Test func textThatFitsIsWrittenAsItIs() {
        #expect(paged(Self.text, rows: 10, keys: []) == [Self.text])
        let scripted = ScriptedKeys()
        scripted.press("q")
        var writes: [String] = []
        Pager(rows: 3, keys: scripted, style: Style(color: false, language: .ko)).show(Self.text) { writes.append($0) }
        #expect(writes.first?.hasSuffix("── 10줄 중 2줄 · 아무 키: 더 보기 · q: 나머지 전부 ──") == true)
    }
}
