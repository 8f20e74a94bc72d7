/// Reads Swift source into tokens the way the compiler's lexer does, dropping comments and
/// whitespace: nested block comments, string literals (single- and multi-line, raw with any number
/// of `#`, interpolations holding code, strings and comments of their own), backticked names,
/// numbers, operators, `#` directives and `@` attributes.
///
/// It works on UTF-8 bytes, not `Character`s, as the compiler does: a quote followed by a
/// combining accent is one `Character` but still opens a string. Where it and the compiler could
/// disagree, the code does not compile, or the tokenizer sees more code than the compiler does
/// (which can only refuse more), never less. Linear in the file's size.
struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var tokens: [SwiftToken] = []

    static func tokenize(_ source: String) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(bytes: Array(source.utf8))
        tokenizer.code(inInterpolation: false)
        return tokenizer.tokens
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: - Code

    /// Reads code to the end of the file, or, inside an interpolation, to the `)` that closes it.
    private mutating func code(inInterpolation: Bool) {
        var parentheses = 0
        // A `#!` line starts a script; the compiler skips it like a comment.
        if !inInterpolation, peek(0) == ascii("#"), peek(1) == ascii("!") {
            skipLine()
        }
        while let byte = peek(0) {
            let start = position
            switch byte {
            case ascii("\n"):
                line += 1
                position += 1
            case ascii(" "), ascii("\t"), ascii("\r"), 0x0B, 0x0C, 0:
                position += 1
            case ascii("/") where peek(1) == ascii("/"):
                skipLine()
            case ascii("/") where peek(1) == ascii("*"):
                skipBlockComment()
            case ascii("\""):
                string(hashes: 0)
            case ascii("#"):
                pound()
            case ascii("`"):
                backtickedName()
            case ascii("("):
                parentheses += 1
                position += 1
                emit(.punctuation, from: start)
            case ascii(")"):
                if inInterpolation && parentheses == 0 {
                    position += 1
                    emit(.interpolationClose, from: start)
                    return
                }
                parentheses -= 1
                position += 1
                emit(.punctuation, from: start)
            case ascii("["), ascii("]"), ascii("{"), ascii("}"), ascii(","), ascii(":"), ascii(";"), ascii("@"), ascii("\\"):
                position += 1
                emit(.punctuation, from: start)
            case ascii("."):
                if let next = peek(1), Self.isOperatorCharacter(next) || next == ascii(".") {
                    operatorRun()
                } else {
                    position += 1
                    emit(.punctuation, from: start)
                }
            case ascii("0")...ascii("9"):
                number()
            case ascii("$"):
                position += 1
                while let next = peek(0), Self.isIdentifierContinuation(next) { position += 1 }
                emit(.identifier, from: start)
            default:
                if Self.isOperatorCharacter(byte) || isUnicodeOperatorHead() {
                    operatorRun()
                } else if Self.isIdentifierHead(byte) || byte >= 0x80 && !isUnicodeWhitespace() {
                    identifier()
                } else {
                    position += max(1, scalarLength())
                    emit(.unknown, from: start)
                }
            }
        }
    }

    private mutating func skipLine() {
        while let byte = peek(0), byte != ascii("\n"), byte != ascii("\r") { position += 1 }
    }

    /// `/* … */`, nested as the compiler nests them; an unterminated one runs to the end.
    private mutating func skipBlockComment() {
        var depth = 0
        while let byte = peek(0) {
            if byte == ascii("/"), peek(1) == ascii("*") {
                depth += 1
                position += 2
            } else if byte == ascii("*"), peek(1) == ascii("/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                if byte == ascii("\n") { line += 1 }
                position += 1
            }
        }
    }

    private mutating func identifier() {
        let start = position
        while let byte = peek(0), Self.isIdentifierContinuation(byte) || byte >= 0x80 && !isUnicodeOperatorHead() && !isUnicodeWhitespace() {
            position += byte >= 0x80 ? scalarLength() : 1
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        emit(SwiftToken.keywords.contains(text) ? .keyword : .identifier, from: start)
    }

    /// `` `name` `` (any characters but a backtick or a line break between them): an identifier.
    /// A backtick with no partner on its line is punctuation, which the compiler rejects.
    private mutating func backtickedName() {
        let start = position
        var end = position + 1
        while end < bytes.count, bytes[end] != ascii("`"), bytes[end] != ascii("\n"), bytes[end] != ascii("\r") { end += 1 }
        if end < bytes.count, bytes[end] == ascii("`"), end > start + 1 {
            position = end + 1
            emit(.identifier, from: start)
        } else {
            position += 1
            emit(.punctuation, from: start)
        }
    }

    /// A run of operator characters. One that does not begin with a dot stops at a dot (`a?.b`
    /// is `?` then `.`); none runs into a comment (`a+/* … */b`).
    private mutating func operatorRun() {
        let start = position
        let dotted = peek(0) == ascii(".")
        while let byte = peek(0) {
            if byte == ascii("/"), position > start, peek(1) == ascii("/") || peek(1) == ascii("*") { break }
            if byte == ascii(".") {
                guard dotted else { break }
                position += 1
            } else if Self.isOperatorCharacter(byte) {
                position += 1
            } else if byte >= 0x80, isUnicodeOperatorCharacter() {
                position += scalarLength()
            } else {
                break
            }
        }
        emit(.operator, from: start)
    }

    /// Integer and floating-point literals: decimal, `0x`, `0o`, `0b`, with `_`, fractions and
    /// exponents (`1_000`, `2.5e-3`, `0x1p4`). `1.description` is a number, a dot and a name.
    private mutating func number() {
        let start = position
        var isFloat = false
        if peek(0) == ascii("0"), let radix = peek(1), radix == ascii("x") || radix == ascii("o") || radix == ascii("b") {
            position += 2
            let hex = radix == ascii("x")
            while let byte = peek(0), Self.isHexDigit(byte) || byte == ascii("_") { position += 1 }
            if hex, peek(0) == ascii("."), let next = peek(1), Self.isHexDigit(next) {
                isFloat = true
                position += 1
                while let byte = peek(0), Self.isHexDigit(byte) || byte == ascii("_") { position += 1 }
            }
            if hex, let byte = peek(0), byte == ascii("p") || byte == ascii("P") {
                isFloat = true
                exponent()
            }
        } else {
            while let byte = peek(0), Self.isDigit(byte) || byte == ascii("_") { position += 1 }
            if peek(0) == ascii("."), let next = peek(1), Self.isDigit(next) {
                isFloat = true
                position += 1
                while let byte = peek(0), Self.isDigit(byte) || byte == ascii("_") { position += 1 }
            }
            if let byte = peek(0), byte == ascii("e") || byte == ascii("E") {
                isFloat = true
                exponent()
            }
        }
        emit(isFloat ? .float : .integer, from: start)
    }

    private mutating func exponent() {
        position += 1
        if let sign = peek(0), sign == ascii("+") || sign == ascii("-") { position += 1 }
        while let byte = peek(0), Self.isDigit(byte) || byte == ascii("_") { position += 1 }
    }

    /// `#` starts a raw string (`#"`), a regex literal (`#/`), a directive or a macro (`#if`,
    /// `#filePath`), or stands alone.
    private mutating func pound() {
        let start = position
        var hashes = 0
        while peek(hashes) == ascii("#") { hashes += 1 }
        if peek(hashes) == ascii("\"") {
            string(hashes: hashes)
        } else if peek(hashes) == ascii("/") {
            regex(hashes: hashes)
        } else if hashes == 1, let next = peek(1), Self.isIdentifierHead(next) || next >= 0x80 {
            position += 1
            while let byte = peek(0), Self.isIdentifierContinuation(byte) || byte >= 0x80 && !isUnicodeOperatorHead() && !isUnicodeWhitespace() {
                position += byte >= 0x80 ? scalarLength() : 1
            }
            emit(.pound, from: start)
        } else {
            position += 1
            emit(.punctuation, from: start)
        }
    }

    /// `#/…/#` (or with more `#`): up to the same number of `#` after a `/`; a backslash escapes
    /// the character after it.
    private mutating func regex(hashes: Int) {
        let start = position
        position += hashes + 1
        while let byte = peek(0) {
            if byte == ascii("\\") {
                if peek(1) == ascii("\n") { line += 1 }
                position += 2
                continue
            }
            if byte == ascii("\n") { line += 1 }
            position += 1
            if byte == ascii("/"), (0..<hashes).allSatisfy({ peek($0) == ascii("#") }) {
                position += hashes
                break
            }
        }
        position = min(position, bytes.count)
        emit(.regex, from: start)
    }

    // MARK: - Strings

    /// A string literal that starts here with `hashes` `#` before its quote: single-line (ends at
    /// its closing quote, or unterminated at the end of the line) or multi-line (`"""`).
    private mutating func string(hashes: Int) {
        let start = position
        position += hashes
        let multiline = peek(0) == ascii("\"") && peek(1) == ascii("\"") && peek(2) == ascii("\"")
        position += multiline ? 3 : 1
        emit(.stringOpen, from: start)
        var segmentStart = position
        func closeSegment(_ tokenizer: inout SwiftTokenizer) {
            if tokenizer.position > segmentStart { tokenizer.emit(.stringSegment, from: segmentStart) }
        }
        while let byte = peek(0) {
            if byte == ascii("\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == ascii("#") }) {
                if peek(1 + hashes) == ascii("(") {
                    closeSegment(&self)
                    let open = position
                    position += hashes + 2
                    emit(.interpolationOpen, from: open)
                    code(inInterpolation: true)
                    segmentStart = position
                } else {
                    // An escape: the backslash, its `#`s and the character after them.
                    position += 1 + hashes
                    if peek(0) == ascii("\n") {
                        line += 1
                    }
                    if peek(0) != nil { position += scalarLength() }
                }
                continue
            }
            if byte == ascii("\"") && isClosingQuote(multiline: multiline, hashes: hashes) {
                closeSegment(&self)
                let close = position
                position += (multiline ? 3 : 1) + hashes
                emit(.stringClose, from: close)
                return
            }
            if byte == ascii("\n") || byte == ascii("\r") {
                guard multiline else {
                    // Unterminated: the compiler rejects it; the line break ends it.
                    closeSegment(&self)
                    return
                }
                if byte == ascii("\n") { line += 1 }
            }
            position += 1
        }
        closeSegment(&self)
    }

    private func isClosingQuote(multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        for offset in 0..<quotes where peek(offset) != ascii("\"") { return false }
        for offset in 0..<hashes where peek(quotes + offset) != ascii("#") { return false }
        return true
    }

    // MARK: - Bytes

    private func peek(_ offset: Int) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    private mutating func emit(_ kind: SwiftToken.Kind, from start: Int) {
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        let firstLine = line - text.utf8.reduce(0) { $0 + ($1 == ascii("\n") ? 1 : 0) }
        tokens.append(SwiftToken(kind: kind, text: text, line: firstLine, offset: start))
    }

    /// The Unicode scalar starting at `position`, if its UTF-8 is well formed.
    private func scalar() -> Unicode.Scalar? {
        let length = scalarLength()
        guard length > 1 else { return peek(0).map { Unicode.Scalar($0) } }
        var decoder = UTF8()
        var iterator = bytes[position..<position + length].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    /// How many bytes the UTF-8 sequence at `position` takes (1 for a stray byte).
    private func scalarLength() -> Int {
        guard let lead = peek(0) else { return 0 }
        let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 1
        guard position + length <= bytes.count else { return 1 }
        for offset in 1..<length where bytes[position + offset] >> 6 != 0b10 { return 1 }
        return length
    }

    private func isUnicodeWhitespace() -> Bool {
        guard let scalar = scalar(), scalar.value >= 0x80 else { return false }
        return scalar.properties.isWhitespace
    }

    private func isUnicodeOperatorHead() -> Bool {
        guard let scalar = scalar(), scalar.value >= 0x80 else { return false }
        return Self.operatorHeads.contains { $0.contains(scalar.value) }
    }

    private func isUnicodeOperatorCharacter() -> Bool {
        guard let scalar = scalar() else { return false }
        return Self.operatorHeads.contains { $0.contains(scalar.value) }
            || Self.operatorContinuations.contains { $0.contains(scalar.value) }
    }

    /// The Unicode ranges the Swift grammar allows to start an operator.
    private static let operatorHeads: [ClosedRange<UInt32>] = [
        0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6, 0xBB...0xBB,
        0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E,
        0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF,
        0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030...0x3030,
    ]

    /// The combining marks an operator may continue with.
    private static let operatorContinuations: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF,
    ]

    private static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case ascii("/"), ascii("="), ascii("-"), ascii("+"), ascii("!"), ascii("*"), ascii("%"), ascii("<"),
             ascii(">"), ascii("&"), ascii("|"), ascii("^"), ascii("~"), ascii("?"):
            true
        default:
            false
        }
    }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= ascii("a") && byte <= ascii("z")) || (byte >= ascii("A") && byte <= ascii("Z")) || byte == ascii("_")
    }

    private static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || isDigit(byte) || byte == ascii("$")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= ascii("0") && byte <= ascii("9") }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= ascii("a") && byte <= ascii("f")) || (byte >= ascii("A") && byte <= ascii("F"))
    }
}

/// A byte by the character it stands for. Transparent, so that even a debug build (`swift run`)
/// compares bytes without a call per comparison.
@_transparent
private func ascii(_ character: Unicode.Scalar) -> UInt8 {
    UInt8(truncatingIfNeeded: character.value)
}
