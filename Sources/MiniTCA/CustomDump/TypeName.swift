import RuntimeSupport

/// A type's name the way swift-custom-dump prints it: without the module
/// (`Feature.State`, not `MyApp.Feature.State`), without the invisible contexts of local types,
/// with `X?`, `[X]` and `[K: V]` for the standard generics, and other generic arguments dropped
/// (`IdentifiedArray`, `PresentationAction`).
func typeName(_ type: Any.Type) -> String {
    TypeNameCache.shared.name(of: type)
}

/// Type names, worked out once per type: a dump or a trace event names many values of few types.
final class TypeNameCache: @unchecked Sendable {
    static let shared = TypeNameCache()

    private let lock = Lock()
    private var names: [ObjectIdentifier: String] = [:]
    private var qualifiedNames: [ObjectIdentifier: String] = [:]

    func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = lock.withLock({ names[key] }) { return name }
        let name = readableName(type)
        lock.withLock { names[key] = name }
        return name
    }

    /// `_typeName(type, qualified: true)`, remembered.
    func qualifiedName(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = lock.withLock({ qualifiedNames[key] }) { return name }
        let name = _typeName(type, qualified: true)
        lock.withLock { qualifiedNames[key] = name }
        return name
    }
}

private func readableName(_ type: Any.Type) -> String {
    var name = _typeName(type, qualified: true)
    name = removingUnknownContexts(name)
    name = abbreviatingStandardGenerics(name)
    name = removingModulePrefixes(name)
    if let open = name.firstIndex(of: "<"), let close = name.lastIndex(of: ">"), open < close {
        name.removeSubrange(open...close)
    }
    return name
}

private func removingUnknownContexts(_ name: String) -> String {
    var result = ""
    var rest = Substring(name)
    while let range = rest.firstRange(of: "(unknown context at $") {
        result += rest[..<range.lowerBound]
        rest = rest[range.upperBound...]
        if let close = rest.firstIndex(of: ")") {
            rest = rest[rest.index(after: close)...]
            if rest.first == "." { rest = rest.dropFirst() }
        }
    }
    result += rest
    return result
}

private func abbreviatingStandardGenerics(_ name: String) -> String {
    var name = name
    for (prefix, open, close) in [("Swift.Optional<", "", "?"), ("Swift.Array<", "[", "]"), ("Swift.Dictionary<", "[", "]")] {
        while let range = name.firstRange(of: prefix) {
            // Find the matching ">".
            var depth = 1
            var index = range.upperBound
            while index < name.endIndex, depth > 0 {
                if name[index] == "<" { depth += 1 }
                if name[index] == ">" { depth -= 1 }
                if depth > 0 { index = name.index(after: index) }
            }
            guard index < name.endIndex else { break }
            var inner = String(name[range.upperBound..<index])
            if prefix == "Swift.Dictionary<", let comma = topLevelComma(in: inner) {
                inner = inner[..<comma] + ":" + inner[inner.index(after: comma)...]
            }
            name.replaceSubrange(range.lowerBound...index, with: open + inner + close)
        }
    }
    return name
}

private func topLevelComma(in text: String) -> String.Index? {
    var depth = 0
    for index in text.indices {
        switch text[index] {
        case "<", "[", "(": depth += 1
        case ">", "]", ")": depth -= 1
        case "," where depth == 0: return index
        default: break
        }
    }
    return nil
}

/// Drops the first component of every dotted name: `Swift.Int` → `Int`, `App.Feature.State` → `Feature.State`.
private func removingModulePrefixes(_ name: String) -> String {
    var result = ""
    var word = ""
    func flush() {
        if let dot = word.firstIndex(of: "."), dot != word.startIndex, word.index(after: dot) < word.endIndex {
            result += word[word.index(after: dot)...]
        } else {
            result += word
        }
        word = ""
    }
    for character in name {
        if character.isLetter || character.isNumber || character == "_" || character == "." {
            word.append(character)
        } else {
            flush()
            result.append(character)
        }
    }
    flush()
    return result
}
