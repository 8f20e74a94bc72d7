import Foundation
import Testing
@testable import TCALearnCore

/// The tokenizer reads Swift as the compiler does: what it calls code is code, what it drops is a
/// comment or whitespace, and a string is a string, interpolations aside.
@Suite struct SwiftTokenizerTests {
    /// `kind:text` for each token, for compact expectations.
    func read(_ source: String) -> [String] {
        SwiftTokenizer.tokenize(source).map { "\(label($0.kind)):\($0.text)" }
    }

    func label(_ kind: SwiftToken.Kind) -> String {
        switch kind {
        case .identifier: "id"
        case .keyword: "kw"
        case .integer: "int"
        case .float: "float"
        case .stringOpen: "open"
        case .stringSegment: "seg"
        case .interpolationOpen: "interp"
        case .interpolationClose: "end"
        case .stringClose: "close"
        case .regex: "regex"
        case .pound: "pound"
        case .operator: "op"
        case .punctuation: "p"
        case .unknown: "unknown"
        }
    }

    /// The names the compiler would see as code.
    func names(_ source: String) -> [String] {
        SwiftTokenizer.tokenize(source).filter { $0.kind == .identifier }.map(\.name)
    }

    @Test func commentsAreDroppedNestedOnesWhole() {
        #expect(names("a // FileManager\nb") == ["a", "b"])
        #expect(names("a /* outer /* inner */ FileManager */ b") == ["a", "b"])
        #expect(names("a /** doc */ b /// doc\nc") == ["a", "b", "c"])
        // A line comment ends at a carriage return, as the compiler ends it.
        #expect(names("// note\rFileManager") == ["FileManager"])
        #expect(names("#!/usr/bin/env swift\nlet x = 1") == ["x"])
    }

    @Test func aCommentMarkerInsideAStringIsText() {
        #expect(read(#"let s = "// not a comment" + x"#) == [
            "kw:let", "id:s", "op:=", #"open:""#, "seg:// not a comment", #"close:""#, "op:+", "id:x",
        ])
        #expect(names(#"let s = "/*"; FileManager"#) == ["s", "FileManager"])
    }

    @Test func interpolationsHoldCode() {
        #expect(read(#""a\(b + ")")c""#) == [
            #"open:""#, "seg:a", #"interp:\("#, "id:b", "op:+", #"open:""#, "seg:)", #"close:""#, "end:)", "seg:c", #"close:""#,
        ])
        #expect(names(#""\(f(g(x), "\(y)"))""#) == ["f", "g", "x", "y"])
        // A comment inside an interpolation is a comment; its `)` closes nothing.
        #expect(names(#""\(a /* ) */ + b)" + c"#) == ["a", "b", "c"])
    }

    @Test func rawStringsEndAtTheirOwnDelimiter() {
        #expect(read(##"#"\"#"##) == [##"open:#""##, #"seg:\"#, ##"close:"#"##])
        #expect(read(##"#"say "hi" \(x) \#(y)"#"##) == [
            ##"open:#""##, #"seg:say "hi" \(x) "#, ##"interp:\#("##, "id:y", "end:)", ##"close:"#"##,
        ])
        #expect(names(###"##"a "# b"## + c"###) == ["c"])
    }

    @Test func multiLineStringsSpanLinesAndKeepLineNumbers() {
        let source = "let a = \"\"\"\n    one \"\" \\\"\"\" two\n    \\(x)\n    \"\"\"\nlet b = 1"
        let tokens = SwiftTokenizer.tokenize(source)
        #expect(tokens.filter { $0.kind == .identifier }.map(\.name) == ["a", "x", "b"])
        #expect(tokens.first { $0.name == "x" }?.line == 3)
        #expect(tokens.first { $0.name == "b" }?.line == 5)
        #expect(names("let d = ##\"\"\"\n  \"# \"\"\"# still\n  \"\"\"## + e") == ["d", "e"])
    }

    @Test func anUnterminatedStringEndsAtTheLineBreak() {
        #expect(names("let a = \"open\nFileManager") == ["a", "FileManager"])
    }

    @Test func backtickedNamesAreNames() {
        let tokens = SwiftTokenizer.tokenize("let `class` = `open`; let `open file` = 2; `func`()")
        #expect(tokens.filter { $0.kind == .identifier }.map(\.name) == ["class", "open", "open file", "func"])
        #expect(!tokens.contains { $0.kind == .keyword && $0.text == "func" })
    }

    @Test func operatorsFollowTheDotRule() {
        #expect(read("a?.b ..< c...d x!==y") == [
            "id:a", "op:?", "p:.", "id:b", "op:..<", "id:c", "op:...", "id:d", "id:x", "op:!==", "id:y",
        ])
        #expect(read("a+/* c */b") == ["id:a", "op:+", "id:b"])
        #expect(read("f(-1) -> [.x]") == ["id:f", "p:(", "op:-", "int:1", "p:)", "op:->", "p:[", "p:.", "id:x", "p:]"])
        #expect(read("x ≠ y") == ["id:x", "op:≠", "id:y"])
    }

    @Test func numbers() {
        #expect(read("1_000 0x1F 0b10 0o7 2.5e-3 0x1p4 1.description") == [
            "int:1_000", "int:0x1F", "int:0b10", "int:0o7", "float:2.5e-3", "float:0x1p4", "int:1", "p:.", "id:description",
        ])
    }

    @Test func directivesAttributesAndKeyPaths() {
        #expect(read("#if os(Linux)\n@_silgen_name(\"x\") func f()\n#endif") == [
            "pound:#if", "id:os", "p:(", "id:Linux", "p:)", "p:@", "id:_silgen_name", "p:(", #"open:""#, "seg:x", #"close:""#, "p:)",
            "kw:func", "id:f", "p:(", "p:)", "pound:#endif",
        ])
        #expect(read(#"\.count #filePath $0 $value"#) == [#"p:\"#, "p:.", "id:count", "pound:#filePath", "id:$0", "id:$value"])
        #expect(read("#/a\\/#b/# + c") == ["regex:#/a\\/#b/#", "op:+", "id:c"])
    }

    @Test func aQuoteFollowedByACombiningMarkStillOpensAString() {
        // One `Character` ("\"\u{301}") to Swift's String, but the compiler reads bytes: a quote.
        #expect(names("let s = \"\u{301} FileManager \"; t") == ["s", "t"])
    }

    @Test func columnsCountCharacters() {
        let source = TokenizedSource("let 한글 = \"가\"; FileManager")
        let token = source.tokens.first { $0.name == "FileManager" }!
        #expect(source.column(of: token) == 15)
    }

    // MARK: - Real-world Swift

    static let root = SharedGrader.layout.toolRoot

    /// Every Swift file of the course, the solutions, the learner-style programs and the engine.
    static var realWorldFiles: [URL] {
        ["Lessons", "Solutions", "Tests/Programs", "Sources"].flatMap { folder -> [URL] in
            let base = root.appendingPathComponent(folder)
            let paths = (try? FileManager.default.subpathsOfDirectory(atPath: base.path)) ?? []
            return paths.filter { $0.hasSuffix(".swift") }.sorted().map { base.appendingPathComponent($0) }
        }
    }

    @Test func realWorldFilesAreThere() {
        #expect(Self.realWorldFiles.count > 200)
    }

    /// Real code reads without a stray token, with its brackets and literals balanced, and what
    /// lies between tokens is only whitespace and comments.
    @Test func realWorldSwiftReadsCleanly() throws {
        for file in Self.realWorldFiles {
            let text = try String(contentsOf: file, encoding: .utf8)
            let tokens = SwiftTokenizer.tokenize(text)
            let name = file.path.replacingOccurrences(of: Self.root.path + "/", with: "")
            #expect(!tokens.contains { $0.kind == .unknown }, "\(name): \(tokens.first { $0.kind == .unknown }.map { "line \($0.line): \($0.text)" } ?? "")")
            var stack: [String] = []
            var balanced = true
            for token in tokens {
                switch (token.kind, token.text) {
                case (.punctuation, "("), (.punctuation, "["), (.punctuation, "{"), (.stringOpen, _), (.interpolationOpen, _):
                    stack.append(token.kind == .punctuation ? token.text : "\(token.kind)")
                case (.punctuation, ")"): balanced = balanced && stack.popLast() == "("
                case (.punctuation, "]"): balanced = balanced && stack.popLast() == "["
                case (.punctuation, "}"): balanced = balanced && stack.popLast() == "{"
                case (.stringClose, _): balanced = balanced && stack.popLast() == "stringOpen"
                case (.interpolationClose, _): balanced = balanced && stack.popLast() == "interpolationOpen"
                default: break
                }
            }
            #expect(balanced && stack.isEmpty, "\(name): unbalanced")
            // Between tokens: whitespace, or comments, which the compiler skips.
            let bytes = Array(text.utf8)
            var cursor = 0
            for token in tokens + [SwiftToken(kind: .unknown, text: "", line: 0, offset: bytes.count)] {
                let gap = String(decoding: bytes[cursor..<token.offset], as: UTF8.self)
                let stripped = Self.strippingComments(gap).trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(stripped.isEmpty || (cursor == 0 && stripped.hasPrefix("#!")), "\(name) line \(token.line): between tokens: \(stripped)")
                cursor = token.offset + token.text.utf8.count
            }
        }
    }

    /// Comments removed by a plain scan (a gap holds no strings, so this is safe there).
    static func strippingComments(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.hasPrefix("//") {
                rest = rest.drop { $0 != "\n" && $0 != "\r" && $0 != "\r\n" }
            } else if rest.hasPrefix("/*") {
                var depth = 0
                repeat {
                    if rest.hasPrefix("/*") { depth += 1; rest = rest.dropFirst(2) }
                    else if rest.hasPrefix("*/") { depth -= 1; rest = rest.dropFirst(2) }
                    else { rest = rest.dropFirst() }
                } while depth > 0 && !rest.isEmpty
            } else {
                result.append(rest.removeFirst())
            }
        }
        return result
    }
}
