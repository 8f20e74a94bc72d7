/// One token of Swift source, as `SwiftTokenizer` reads it: what the compiler would see, with
/// comments and whitespace gone. The grader's source checks (the policy, predictions, name
/// collisions) read these, so a word in a comment or a string is never mistaken for code, and code
/// split across strings is still code.
struct SwiftToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A name: `count`, `` `class` ``, `$0`, `$count`, and the contextual keywords (`open`,
        /// `get`, `mutating`…), which are names wherever they are not used as keywords.
        case identifier
        /// A reserved word (`func`, `let`, `import`, `true`, `nil`, `self`…), not in backticks.
        case keyword
        case integer
        case float
        /// The opening delimiter of a string literal: `"`, `"""`, `#"`, `##"""`…
        case stringOpen
        /// Literal text between delimiters and interpolations, as written (escapes not decoded).
        case stringSegment
        /// `\(` (or `\#(` in a raw string): code tokens follow, up to `interpolationClose`.
        case interpolationOpen
        /// The `)` that ends an interpolation.
        case interpolationClose
        case stringClose
        /// A regular expression literal (`#/…/#`), whole.
        case regex
        /// `#` and the name after it: `#if`, `#endif`, `#filePath`, `#selector`, `#Preview`.
        case pound
        /// A run of operator characters: `+`, `==`, `->`, `=`, `?`, `!`, `..<`, `&`.
        case `operator`
        /// `( ) [ ] { } , : ; . @ # \` and a lone backtick.
        case punctuation
        /// Something the compiler would reject: an unterminated literal's start, a stray byte.
        case unknown
    }

    var kind: Kind
    /// The token as written (a backticked name keeps its backticks).
    var text: String
    /// 1-based line of the token's first character.
    var line: Int
    /// Byte offset of the token in the source's UTF-8.
    var offset: Int

    /// The name an identifier or keyword stands for: `` `open` `` is `open`.
    var name: String {
        if kind == .identifier, text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    func isKeyword(_ word: String) -> Bool { kind == .keyword && text == word }
    func isPunctuation(_ mark: String) -> Bool { kind == .punctuation && text == mark }
    func isOperator(_ text: String) -> Bool { kind == .operator && self.text == text }
    /// An identifier with this name, backticked or not.
    func isName(_ word: String) -> Bool { kind == .identifier && name == word }

    /// Whether two tokens read the same to the compiler: same kind and text.
    func sameAs(_ other: SwiftToken) -> Bool { kind == other.kind && text == other.text }

    /// Swift's reserved words; every other word is an identifier, contextual keywords included.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "precedencegroup", "private", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try",
    ]
}

/// A source file's text and tokens, with what a message about a token needs: its column.
struct TokenizedSource: Sendable {
    let text: String
    let tokens: [SwiftToken]

    init(_ text: String) {
        self.text = text
        tokens = SwiftTokenizer.tokenize(text)
    }

    /// The 1-based column of a token, counted in characters as an editor shows them. (Only a
    /// refused token needs one, so it is worked out on demand.)
    func column(of token: SwiftToken) -> Int {
        let utf8 = text.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: min(token.offset, utf8.count))
        let start = utf8[..<end].lastIndex(of: UInt8(ascii: "\n")).map(utf8.index(after:)) ?? utf8.startIndex
        return (String(utf8[start..<end]).map(\.count) ?? 0) + 1
    }
}
