/// The type a prediction is declared with in the starter (`[String: Int]`, `Bool?`, `[String]`),
/// as far as a literal can be checked against it.
indirect enum PredictionType: Sendable, Equatable, CustomStringConvertible {
    case integer
    case floatingPoint
    case string
    case bool
    case optional(PredictionType)
    case array(PredictionType)
    case dictionary(key: PredictionType, value: PredictionType)
    case tuple([PredictionType])
    /// Any other named type (an enum of the exercise's, say): written as `.member`.
    case named(String)

    /// The type as Swift spells it.
    var description: String {
        switch self {
        case .integer: "Int"
        case .floatingPoint: "Double"
        case .string: "String"
        case .bool: "Bool"
        case .optional(let wrapped): "\(wrapped)?"
        case .array(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        case .tuple(let elements): "(" + elements.map(\.description).joined(separator: ", ") + ")"
        case .named(let name): name
        }
    }

    /// Reads a type annotation's tokens; nil when it is not one a literal can be checked against.
    static func parse(_ tokens: ArraySlice<SwiftToken>) -> PredictionType? {
        var reader = TokenReader(tokens: Array(tokens))
        guard let type = reader.type(), reader.atEnd else { return nil }
        return type
    }
}

/// Where a literal read from the tokens ended, or why there is none.
enum LiteralRead: Equatable {
    /// The literal ends before this token index.
    case literal(end: Int)
    /// The token at this index starts no literal of any kind (a name, a call, a closure…).
    case notALiteral(at: Int)
    /// The token at this index starts a literal, or `nil`, but not of the type expected there.
    case wrongType(at: Int, expected: PredictionType)
}

/// Reads literals of a `PredictionType` out of tokens: numbers (a leading `-` allowed), strings
/// without interpolation, `true`/`false`, `nil` for an optional, `.member` for a named type,
/// arrays, dictionaries and tuples of these. Nothing else, so a prediction holds no code.
enum PredictionLiterals {
    static func read(_ tokens: [SwiftToken], from start: Int, as type: PredictionType) -> LiteralRead {
        var reader = TokenReader(tokens: tokens, position: start)
        return reader.literal(type) ?? .literal(end: reader.position)
    }
}

/// A cursor over tokens for the two small grammars above.
private struct TokenReader {
    let tokens: [SwiftToken]
    var position = 0

    var atEnd: Bool { position >= tokens.count }

    private var current: SwiftToken? { atEnd ? nil : tokens[position] }

    private func peek(_ offset: Int) -> SwiftToken? {
        tokens.indices.contains(position + offset) ? tokens[position + offset] : nil
    }

    private mutating func take(punctuation mark: String) -> Bool {
        guard current?.isPunctuation(mark) == true else { return false }
        position += 1
        return true
    }

    // MARK: Types

    mutating func type() -> PredictionType? {
        guard var type = baseType() else { return nil }
        while let mark = current, mark.isOperator("?") || mark.isOperator("!") || mark.isOperator("??") {
            position += 1
            type = .optional(type)
            if mark.text == "??" { type = .optional(type) }
        }
        return type
    }

    private mutating func baseType() -> PredictionType? {
        if take(punctuation: "[") {
            guard let element = type() else { return nil }
            if take(punctuation: ":") {
                guard let value = type(), take(punctuation: "]") else { return nil }
                return .dictionary(key: element, value: value)
            }
            return take(punctuation: "]") ? .array(element) : nil
        }
        if take(punctuation: "(") {
            var elements: [PredictionType] = []
            repeat {
                // A labelled element: `(name: String, runs: Int)`.
                if current?.kind == .identifier, peek(1)?.isPunctuation(":") == true { position += 2 }
                guard let element = type() else { return nil }
                elements.append(element)
            } while take(punctuation: ",")
            guard take(punctuation: ")") else { return nil }
            return elements.count == 1 ? elements[0] : .tuple(elements)
        }
        guard let name = current, name.kind == .identifier else { return nil }
        position += 1
        switch name.name {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return .integer
        case "Double", "Float", "CGFloat":
            return .floatingPoint
        case "String", "Substring", "Character":
            return .string
        case "Bool":
            return .bool
        case "Optional", "Array", "Set", "Dictionary":
            guard current?.isOperator("<") == true else { return nil }
            position += 1
            guard let first = type() else { return nil }
            var second: PredictionType?
            if take(punctuation: ",") { second = type() }
            guard current?.isOperator(">") == true else { return nil }
            position += 1
            switch (name.name, second) {
            case ("Optional", nil): return .optional(first)
            case ("Array", nil), ("Set", nil): return .array(first)
            case ("Dictionary", .some(let value)): return .dictionary(key: first, value: value)
            default: return nil
            }
        default:
            // `Phase`, `Screen.Kind`: a type of the exercise's own.
            var full = name.name
            while current?.isPunctuation(".") == true, let part = peek(1), part.kind == .identifier {
                full += "." + part.name
                position += 2
            }
            return .named(full)
        }
    }

    // MARK: Literals

    /// Reads one literal of `type`; nil when it did, else why not.
    mutating func literal(_ type: PredictionType) -> LiteralRead? {
        guard let token = current else { return .notALiteral(at: position) }
        let start = position
        let wrongType = LiteralRead.wrongType(at: start, expected: type)
        switch type {
        case .optional(let wrapped):
            guard token.isKeyword("nil") else { return literal(wrapped) }
            position += 1
            return nil
        case .integer, .floatingPoint:
            let negative = token.isOperator("-")
            guard let number = negative ? peek(1) : token else { return .notALiteral(at: start) }
            if number.kind == .integer || number.kind == .float && type == .floatingPoint {
                position += negative ? 2 : 1
                return nil
            }
            return Self.startsALiteral(number) ? wrongType : .notALiteral(at: start)
        case .string:
            guard token.kind == .stringOpen else { return Self.startsALiteral(token) ? wrongType : .notALiteral(at: start) }
            position += 1
            while let part = current, part.kind == .stringSegment { position += 1 }
            // An interpolation is code; anything but the closing quote is not a plain string.
            guard current?.kind == .stringClose else { return .notALiteral(at: position) }
            position += 1
            return nil
        case .bool:
            guard token.isKeyword("true") || token.isKeyword("false") else {
                return Self.startsALiteral(token) ? wrongType : .notALiteral(at: start)
            }
            position += 1
            return nil
        case .named:
            guard token.isPunctuation("."), let member = peek(1), member.kind == .identifier else {
                return Self.startsALiteral(token) ? wrongType : .notALiteral(at: start)
            }
            position += 2
            // `.member(…)` or `.member.other` is a call or a chain, not a literal.
            if let next = current, next.isPunctuation("(") || next.isPunctuation(".") { return .notALiteral(at: position) }
            return nil
        case .array(let element):
            guard take(punctuation: "[") else { return Self.startsALiteral(token) ? wrongType : .notALiteral(at: start) }
            return elements(until: "]") { reader in reader.literal(element) }
        case .dictionary(let key, let value):
            guard take(punctuation: "[") else { return Self.startsALiteral(token) ? wrongType : .notALiteral(at: start) }
            if take(punctuation: ":") {
                return take(punctuation: "]") ? nil : .notALiteral(at: position)
            }
            return elements(until: "]") { reader in
                if let failure = reader.literal(key) { return failure }
                guard reader.take(punctuation: ":") else { return .wrongType(at: reader.position, expected: .dictionary(key: key, value: value)) }
                return reader.literal(value)
            }
        case .tuple(let types):
            guard take(punctuation: "(") else { return Self.startsALiteral(token) ? wrongType : .notALiteral(at: start) }
            for (index, elementType) in types.enumerated() {
                if index > 0, !take(punctuation: ",") { return .wrongType(at: position, expected: type) }
                if current?.kind == .identifier, peek(1)?.isPunctuation(":") == true { position += 2 }
                if let failure = literal(elementType) { return failure }
            }
            return take(punctuation: ")") ? nil : .wrongType(at: position, expected: type)
        }
    }

    /// `first, second, …` up to `close`, a trailing comma allowed.
    private mutating func elements(until close: String, _ element: (inout TokenReader) -> LiteralRead?) -> LiteralRead? {
        while !take(punctuation: close) {
            if let failure = element(&self) { return failure }
            if take(punctuation: close) { return nil }
            guard take(punctuation: ",") else { return .notALiteral(at: position) }
        }
        return nil
    }

    /// Whether `token` opens a literal of some kind (so a mismatch is a wrong type, not code).
    private static func startsALiteral(_ token: SwiftToken) -> Bool {
        switch token.kind {
        case .integer, .float, .stringOpen: true
        case .keyword: ["true", "false", "nil"].contains(token.text)
        case .punctuation: ["[", "(", "."].contains(token.text)
        case .operator: token.text == "-"
        default: false
        }
    }
}
