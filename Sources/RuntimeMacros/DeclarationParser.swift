/// Reads the declarations the compiler sends a macro (a type with its members, or one member)
/// into `TypeDeclaration`s and `Member`s. It works on the engine's tokens
/// (`SwiftTokenizer`), so comments and string literals (multi-line, raw, interpolated) never
/// look like code, and it follows brackets, so nested braces, closures and generic arguments
/// stay inside the declaration they belong to. `#if` blocks among members are kept as blocks.
///
/// Swift has no terminator between declarations: one ends where the next one starts (an
/// attribute on a new line, a modifier or a declaration keyword at the same bracket depth), or
/// at `;`, or at the `}` that closes the type.
struct DeclarationParser {
    private let bytes: [UInt8]
    private let tokens: [SwiftToken]
    /// For a bracket token, the index of the one that closes or opens it; -1 for any other.
    private let partner: [Int]

    static func parseType(_ text: String) -> TypeDeclaration? {
        let parser = DeclarationParser(text)
        var index = 0
        guard let member = parser.declaration(at: &index, limit: parser.tokens.count),
              case let .type(type) = member.kind else { return nil }
        return type
    }

    static func parseMember(_ text: String) -> Member? {
        let parser = DeclarationParser(text)
        var index = 0
        return parser.declaration(at: &index, limit: parser.tokens.count)
    }

    /// The arguments of an attribute, `@Reducer(state: .equatable, .hashable)`, by label; an
    /// unlabelled argument after a labelled one continues it (a variadic list), a leading
    /// unlabelled one is under "_".
    static func attributeArguments(_ text: String) -> [String: [String]] {
        let parser = DeclarationParser(text)
        guard let open = parser.tokens.firstIndex(where: { $0.isPunctuation("(") }), parser.partner[open] > open else { return [:] }
        var arguments: [String: [String]] = [:]
        var label = "_"
        for (start, end) in parser.split(from: open + 1, to: parser.partner[open], at: ",") where start < end {
            var valueStart = start
            if end - start > 2, parser.tokens[start + 1].isPunctuation(":") {
                label = parser.tokens[start].name
                valueStart = start + 2
            }
            arguments[label, default: []].append(parser.text(from: valueStart, to: end))
        }
        return arguments
    }

    private init(_ text: String) {
        bytes = Array(text.utf8)
        tokens = SwiftTokenizer.tokenize(text)
        var partner = Array(repeating: -1, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            if Self.opens(token) {
                open.append(index)
            } else if Self.closes(token), let start = open.popLast() {
                partner[start] = index
                partner[index] = start
            }
        }
        self.partner = partner
    }

    private static func opens(_ token: SwiftToken) -> Bool {
        token.kind == .interpolationOpen || (token.kind == .punctuation && ["(", "[", "{"].contains(token.text))
    }

    private static func closes(_ token: SwiftToken) -> Bool {
        token.kind == .interpolationClose || (token.kind == .punctuation && [")", "]", "}"].contains(token.text))
    }

    /// The source from token `start` up to (not including) token `end`, as written.
    private func text(from start: Int, to end: Int) -> String {
        guard start < end, end <= tokens.count else { return "" }
        let last = tokens[end - 1]
        let upper = min(bytes.count, last.offset + last.text.utf8.count)
        guard tokens[start].offset < upper else { return "" }
        return String(decoding: bytes[tokens[start].offset..<upper], as: UTF8.self)
    }

    // MARK: - Declarations

    private static let introducers: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "struct", "enum", "class", "protocol",
        "extension", "typealias", "associatedtype", "case", "import", "static", "operator", "precedencegroup",
    ]

    private static let modifierWords: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "class",
        "mutating", "nonmutating", "override", "lazy", "weak", "unowned", "nonisolated", "dynamic",
        "required", "convenience", "indirect", "optional", "consuming", "borrowing", "isolated", "distributed",
    ]

    /// The declaration starting at `index` (attributes first), leaving `index` after it.
    private func declaration(at index: inout Int, limit: Int) -> Member? {
        guard index < limit else { return nil }
        let start = index
        var attributes: [Attribute] = []
        while index < limit, tokens[index].isPunctuation("@") {
            attributes.append(attribute(at: &index, limit: limit))
        }
        var modifiers: [String] = []
        while index < limit, isModifier(at: index, limit: limit) {
            var modifier = tokens[index].text
            index += 1
            if index < limit, tokens[index].isPunctuation("("), adjacent(index - 1, index), partner[index] > index {
                modifier += text(from: index, to: partner[index] + 1)
                index = partner[index] + 1
            }
            modifiers.append(modifier)
        }
        guard index < limit else { return nil }
        let introducer = tokens[index]
        let word = introducer.kind == .keyword || introducer.text == "actor" ? introducer.text : ""
        var kind = Member.Kind.other
        switch word {
        case "struct", "enum", "class", "protocol", "extension", "actor":
            if let type = typeDeclaration(kind: word, at: &index, limit: limit, attributes: attributes, modifiers: modifiers) {
                kind = .type(type)
            } else {
                index = declarationEnd(from: index + 1, limit: limit)
            }
        default:
            let end = declarationEnd(from: index + 1, limit: limit)
            switch word {
            case "var", "let":
                kind = .property(property(from: index + 1, to: end, isLet: word == "let"))
            case "case":
                kind = .enumCase(enumCase(from: index + 1, to: end))
            case "func":
                kind = .function(functionName(from: index + 1, to: end))
            case "typealias":
                let name = index + 1 < end ? tokens[index + 1].name : ""
                let equals = (index + 1..<end).first { tokens[$0].isOperator("=") }
                kind = .typealias(name, equals.map { text(from: $0 + 1, to: end) } ?? "")
            default:
                break
            }
            index = end
        }
        return Member(attributes: attributes, modifiers: modifiers, kind: kind, text: text(from: start, to: index), offset: tokens[start].offset)
    }

    private func attribute(at index: inout Int, limit: Int) -> Attribute {
        let start = index
        index += 1
        var name = ""
        while index < limit, tokens[index].kind == .identifier || tokens[index].kind == .keyword {
            name += tokens[index].name
            guard index + 2 < limit, tokens[index + 1].isPunctuation("."), adjacent(index, index + 1) else {
                index += 1
                break
            }
            name += "."
            index += 2
        }
        // Generic arguments, `@ReducerBuilder<State, Action>`: angle brackets are operator tokens.
        if index < limit, tokens[index].kind == .operator, tokens[index].text.hasPrefix("<"), adjacent(index - 1, index) {
            var depth = 0
            repeat {
                depth += angleDelta(tokens[index])
                index += 1
            } while index < limit && depth > 0
        }
        if index < limit, tokens[index].isPunctuation("("), adjacent(index - 1, index), partner[index] > index {
            index = partner[index] + 1
        }
        return Attribute(name: name, text: text(from: start, to: index), offset: tokens[start].offset)
    }

    /// Whether token `index` is a modifier of the declaration that follows, not a name.
    private func isModifier(at index: Int, limit: Int) -> Bool {
        let token = tokens[index]
        guard (token.kind == .identifier || token.kind == .keyword), Self.modifierWords.contains(token.text) else { return false }
        var next = index + 1
        // `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`: a word in parentheses. Anything
        // else in parentheses makes the word a name (`case open(items: Int)`).
        if next < limit, tokens[next].isPunctuation("("), adjacent(index, next) {
            guard partner[next] == next + 2, ["set", "safe", "unsafe"].contains(tokens[next + 1].text) else { return false }
            next = partner[next] + 1
        }
        guard next < limit else { return false }
        let following = tokens[next]
        return (following.kind == .keyword && (Self.introducers.contains(following.text) || Self.modifierWords.contains(following.text)))
            || (following.kind == .identifier && (Self.modifierWords.contains(following.text) || following.text == "actor"))
    }

    /// Where the declaration whose body starts at `start` ends: the next token at this depth that
    /// starts another declaration, a `;`, or an unmatched closing bracket.
    private func declarationEnd(from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit {
            let token = tokens[index]
            if token.isPunctuation(";") || startsDeclaration(at: index, limit: limit) { return index }
            if Self.opens(token) {
                guard partner[index] > index else { return limit }
                index = partner[index] + 1
                continue
            }
            if Self.closes(token) { return index }
            index += 1
        }
        return limit
    }

    private func startsDeclaration(at index: Int, limit: Int) -> Bool {
        let token = tokens[index]
        let previous = index > 0 ? tokens[index - 1] : nil
        // What follows these is a name, whatever word it is (`case open`, `var package`).
        if let previous, previous.isPunctuation(",") || ["case", "var", "let", "func", "enum", "struct", "class"].contains(previous.text) && previous.kind == .keyword,
           token.kind == .identifier {
            return false
        }
        switch token.kind {
        case .punctuation where token.text == "@":
            // An attribute on a new line starts a declaration; one inside a type does not
            // (`var f: @Sendable () -> Void`).
            guard let previous else { return true }
            return previous.line < token.line && previous.kind != .operator
                && !previous.isPunctuation(":") && !previous.isPunctuation(",") && !previous.isPunctuation("(")
        case .pound:
            return ["#if", "#elseif", "#else", "#endif"].contains(token.text)
        case .keyword:
            if previous?.isPunctuation(".") == true { return false }
            return Self.introducers.contains(token.text) || isModifier(at: index, limit: limit)
        case .identifier:
            if previous?.isPunctuation(".") == true { return false }
            if token.text == "actor", index + 1 < limit, tokens[index + 1].kind == .identifier, tokens[index + 1].line == token.line { return true }
            return isModifier(at: index, limit: limit)
        default:
            return false
        }
    }

    private func adjacent(_ first: Int, _ second: Int) -> Bool {
        tokens[first].offset + tokens[first].text.utf8.count == tokens[second].offset
    }

    /// How an operator token changes the depth of angle brackets (`->` and `>=`-like tokens
    /// that are not brackets are rare in types and attributes; `->` is skipped).
    private func angleDelta(_ token: SwiftToken) -> Int {
        guard token.kind == .operator, token.text != "->" else { return 0 }
        return token.text.reduce(0) { $0 + ($1 == "<" ? 1 : $1 == ">" ? -1 : 0) }
    }

    /// The ranges between separators (`,` or `=`…) at depth 0 of brackets and angle brackets.
    private func split(from start: Int, to end: Int, at separator: String) -> [(Int, Int)] {
        var ranges: [(Int, Int)] = []
        var rangeStart = start
        var angles = 0
        var index = start
        while index < end {
            let token = tokens[index]
            if Self.opens(token), partner[index] > index {
                index = partner[index] + 1
                continue
            }
            angles = max(0, angles + angleDelta(token))
            if angles == 0, token.kind == .punctuation || token.kind == .operator, token.text == separator {
                ranges.append((rangeStart, index))
                rangeStart = index + 1
            }
            index += 1
        }
        ranges.append((rangeStart, end))
        return ranges
    }

    // MARK: - Kinds of declaration

    private func property(from start: Int, to end: Int, isLet: Bool) -> Property {
        var property = Property(isLet: isLet, name: "", nameOffset: start < end ? tokens[start].offset : 0, type: "",
                                initialValue: "", accessors: .none, hasSeveralBindings: false)
        guard start < end else { return property }
        if tokens[start].kind == .identifier || tokens[start].kind == .keyword { property.name = tokens[start].name }
        var index = start + 1
        var section: (kind: Character, start: Int)? = nil
        var angles = 0
        func close(at position: Int) {
            guard let current = section else { return }
            let value = text(from: current.start, to: position)
            if current.kind == ":" { property.type = value } else { property.initialValue = value }
            section = nil
        }
        while index < end {
            let token = tokens[index]
            if token.isPunctuation(":"), section == nil, property.type.isEmpty {
                section = (":", index + 1)
            } else if token.isOperator("="), angles == 0, section?.kind != "=" {
                close(at: index)
                section = ("=", index + 1)
            } else if token.isPunctuation(","), angles == 0 {
                close(at: index)
                property.hasSeveralBindings = true
                break
            } else if token.isPunctuation("{"), partner[index] > index {
                let first = index + 1 < partner[index] ? tokens[index + 1] : nil
                let observes = first.map { $0.isName("willSet") || $0.isName("didSet") } ?? false
                if section?.kind == "=" && !observes {
                    index = partner[index] + 1 // a closure or trailing closure in the initial value
                    continue
                }
                close(at: index)
                property.accessors = observes ? .observers : .computed
                index = partner[index] + 1
                continue
            } else if Self.opens(token), partner[index] > index {
                index = partner[index] + 1
                continue
            } else if section?.kind == ":" {
                angles = max(0, angles + angleDelta(token))
            }
            index += 1
        }
        close(at: index)
        return property
    }

    private func enumCase(from start: Int, to end: Int) -> [EnumCaseElement] {
        split(from: start, to: end, at: ",").compactMap { elementStart, elementEnd in
            guard elementStart < elementEnd else { return nil }
            var element = EnumCaseElement(name: tokens[elementStart].text, nameOffset: tokens[elementStart].offset, parameters: nil)
            let open = elementStart + 1
            if open < elementEnd, tokens[open].isPunctuation("("), partner[open] > open {
                element.parameters = split(from: open + 1, to: partner[open], at: ",").compactMap { parameter($0, $1) }
            }
            return element
        }
    }

    private func parameter(_ start: Int, _ end: Int) -> CaseParameter? {
        guard start < end else { return nil }
        var typeStart = start
        var label: String? = nil
        if end - start > 2, tokens[start + 1].isPunctuation(":"), tokens[start].kind == .identifier || tokens[start].kind == .keyword {
            label = tokens[start].name
            typeStart = start + 2
        } else if end - start > 3, tokens[start + 2].isPunctuation(":"), tokens[start + 1].kind == .identifier {
            label = tokens[start].name == "_" ? nil : tokens[start].name
            typeStart = start + 3
        }
        let parts = split(from: typeStart, to: end, at: "=")
        let type = text(from: parts[0].0, to: parts[0].1)
        let defaultValue = parts.count > 1 ? text(from: parts[1].0, to: end) : nil
        return CaseParameter(label: label, type: type, defaultValue: defaultValue)
    }

    private func functionName(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        let name = tokens[start].name
        guard let open = (start..<end).first(where: { tokens[$0].isPunctuation("(") }), partner[open] > open else { return name }
        let labels = split(from: open + 1, to: partner[open], at: ",").compactMap { start, end -> String? in
            guard start < end else { return nil }
            return "\(tokens[start].name):"
        }
        return "\(name)(\(labels.joined()))"
    }

    private func typeDeclaration(kind: String, at index: inout Int, limit: Int, attributes: [Attribute], modifiers: [String]) -> TypeDeclaration? {
        var cursor = index + 1
        guard cursor < limit else { return nil }
        let nameOffset = tokens[cursor].offset
        var name = ""
        while cursor < limit, tokens[cursor].kind == .identifier || tokens[cursor].kind == .keyword || tokens[cursor].isPunctuation(".") {
            name += tokens[cursor].name
            cursor += 1
            if !name.hasSuffix("."), cursor < limit, !tokens[cursor].isPunctuation(".") { break }
        }
        var genericParameters = ""
        if cursor < limit, tokens[cursor].kind == .operator, tokens[cursor].text.hasPrefix("<") {
            let start = cursor
            var depth = 0
            repeat {
                depth += angleDelta(tokens[cursor])
                cursor += 1
            } while cursor < limit && depth > 0
            genericParameters = text(from: start, to: cursor)
        }
        guard let open = (cursor..<limit).first(where: { tokens[$0].isPunctuation("{") }), partner[open] > open else { return nil }
        var inheritance: [String] = []
        if cursor < open, tokens[cursor].isPunctuation(":") {
            let whereClause = (cursor..<open).first { tokens[$0].isKeyword("where") } ?? open
            inheritance = split(from: cursor + 1, to: whereClause, at: ",").map { text(from: $0.0, to: $0.1) }.filter { !$0.isEmpty }
        }
        var memberIndex = open + 1
        let members = items(at: &memberIndex, limit: partner[open], stopAtDirective: false)
        index = partner[open] + 1
        return TypeDeclaration(attributes: attributes, modifiers: modifiers, kind: kind, name: name, nameOffset: nameOffset,
                               genericParameters: genericParameters, inheritance: inheritance, members: members)
    }

    // MARK: - Members and #if blocks

    private func items(at index: inout Int, limit: Int, stopAtDirective: Bool) -> [MemberItem] {
        var items: [MemberItem] = []
        while index < limit {
            let token = tokens[index]
            if token.isPunctuation(";") {
                index += 1
            } else if token.kind == .pound, token.text == "#if" {
                items.append(.ifConfig(ifClauses(at: &index, limit: limit)))
            } else if token.kind == .pound, ["#elseif", "#else", "#endif"].contains(token.text) {
                if stopAtDirective { return items }
                index += 1
            } else {
                let before = index
                if let member = declaration(at: &index, limit: limit) { items.append(.member(member)) }
                if index == before { index += 1 }
            }
        }
        return items
    }

    private func ifClauses(at index: inout Int, limit: Int) -> [IfClause] {
        var clauses: [IfClause] = []
        while index < limit {
            let directive = tokens[index]
            if directive.text == "#endif" {
                index += 1
                break
            }
            var end = index + 1
            while end < limit, tokens[end].line == directive.line { end += 1 }
            let text = text(from: index, to: end)
            index = end
            clauses.append(IfClause(directive: text, items: items(at: &index, limit: limit, stopAtDirective: true)))
        }
        return clauses
    }
}
