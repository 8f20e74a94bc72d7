/// A closure type as written, `@Sendable (_ id: Int) async throws -> String`, taken apart.
struct FunctionType {
    /// Leading attributes, `@Sendable @MainActor `, as written, with a trailing space.
    var attributes: String
    /// Each parameter: its label (`_ id:` gives `id`) and type.
    var parameters: [(label: String?, type: String)]
    var isAsync: Bool
    var isThrowing: Bool
    var result: String

    init?(_ text: String) {
        var rest = Substring(text.trimmingWhitespace)
        var attributes = ""
        while rest.hasPrefix("@") {
            let end = rest.firstIndex(where: { $0 == " " || $0 == "(" }) ?? rest.endIndex
            attributes += rest[..<end] + " "
            rest = rest[end...].drop { $0 == " " }
        }
        guard rest.first == "(", let close = Self.matchingParenthesis(in: rest) else { return nil }
        let effects = rest[rest.index(after: close)...]
        guard let arrowOffset = String(effects).byteOffset(of: "->") else { return nil }
        let arrow = effects.utf8.index(effects.startIndex, offsetBy: arrowOffset)
        let effectWords = effects[..<arrow].split(separator: " ")
        self.attributes = attributes
        isAsync = effectWords.contains("async")
        isThrowing = effectWords.contains { $0.hasPrefix("throws") }
        result = String(effects[effects.utf8.index(arrow, offsetBy: 2)...]).trimmingWhitespace
        let list = String(rest[rest.index(after: rest.startIndex)..<close])
        parameters = Self.splitTopLevel(list).map { parameter in
            // `_ id: Int` or `id: Int` is labelled; a colon inside brackets is not a label.
            let parts = Self.splitTopLevel(parameter, at: ":")
            guard parts.count == 2 else { return (nil, parameter) }
            let names = parts[0].split(separator: " ")
            return (names.last.map(String.init), parts[1])
        }
        if parameters.count == 1, parameters[0].type.isEmpty { parameters = [] }
    }

    var returnsVoid: Bool { ["Void", "()", "Swift.Void"].contains(result) }

    private static func matchingParenthesis(in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private static func splitTopLevel(_ text: String, at separator: Character = ",") -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if "([<".contains(character) { depth += 1 } else if ")]>".contains(character) { depth -= 1 }
            if character == separator, depth == 0 {
                parts.append(current.trimmingWhitespace)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingWhitespace)
        return parts
    }
}
