/// Code written once per enum case, keeping the enum's `#if` blocks around the cases they hold,
/// as the real macros do, so a case that exists on one platform only is handled only there.
enum CaseRendering {
    /// The lines `render` gives for each case, in order, inside copies of the `#if` blocks. A
    /// block whose clauses give nothing is left out.
    static func lines(_ items: [MemberItem], _ render: (EnumCaseElement, Member) -> [String]) -> [String] {
        var lines: [String] = []
        for item in items {
            switch item {
            case let .member(member):
                for element in member.enumCases { lines += render(element, member) }
            case let .ifConfig(clauses):
                let rendered = clauses.map { ($0.directive, Self.lines($0.items, render)) }
                guard rendered.contains(where: { !$0.1.isEmpty }) else { continue }
                for (directive, clauseLines) in rendered {
                    lines.append(directive)
                    lines += clauseLines
                }
                lines.append("#endif")
            }
        }
        return lines
    }

    /// Every case, `#if` blocks flattened (for checks, not for code).
    static func allCases(_ items: [MemberItem]) -> [EnumCaseElement] {
        items.flatMap(\.allMembers).flatMap(\.enumCases)
    }
}

extension Array where Element == String {
    /// Lines indented by `level` steps of four spaces, joined.
    func indented(_ level: Int) -> String {
        let prefix = String(repeating: "    ", count: level)
        return map { $0.isEmpty ? $0 : prefix + $0 }.joined(separator: "\n")
    }
}

extension String {
    /// The name of a type without generic arguments or module: `Swift.Optional<Int>` is `Optional`.
    var typeBaseName: String {
        let withoutGenerics = split(separator: "<", maxSplits: 1).first.map(String.init) ?? self
        return withoutGenerics.split(separator: ".").last.map { String($0).trimmingWhitespace } ?? withoutGenerics
    }

    /// Whether the text is a plain type name, `Feature`, `Nested.Feature` or `AlertState<Action>`,
    /// and not an optional, a tuple, a function or a composition.
    var isNominalTypeName: Bool {
        guard let first = first, first.isLetter || first == "_" else { return false }
        var depth = 0
        for character in self {
            if character == "<" { depth += 1 } else if character == ">" { depth -= 1 }
            else if depth == 0, !(character.isLetter || character.isNumber || character == "_" || character == ".") { return false }
        }
        return depth == 0
    }
}
