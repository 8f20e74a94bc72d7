/// The inline Markdown SwiftUI reads in a `LocalizedStringKey`: emphasis (`**bold**`,
/// `*italic*`, `~~struck~~`, `` `code` ``) and links (`[title](url)`) show only their text, and
/// `^[2 cup](inflect: true)` agrees in number with its count ("2 cups", English rules).
///
/// Only the literal parts of a key are Markdown: interpolated values stand in as placeholders
/// while it is read, so `Text("Hello \(name)")` shows a name with stars in it as it is.
enum InlineMarkdown {
    /// Where the value at `index` goes in a template (a private-use character).
    static func placeholder(_ index: Int) -> Character {
        Character(Unicode.Scalar(0xE000 + index) ?? "\u{FFFD}")
    }

    static func plainText(_ template: String, values: [String] = []) -> String {
        var text = template
        if text.contains(where: markers.contains) {
            text = stripped(text)
        }
        if !values.isEmpty {
            text = filled(text, with: values)
        }
        if text.contains(inflectionStart) {
            text = inflected(text)
        }
        return text
    }

    /// The template with each placeholder replaced by its value, in one pass (so a value is
    /// never searched for placeholders itself).
    private static func filled(_ template: String, with values: [String]) -> String {
        var text = ""
        for scalar in template.unicodeScalars {
            let index = Int(scalar.value) - 0xE000
            if values.indices.contains(index) {
                text += values[index]
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    private static let markers: Set<Character> = ["*", "_", "~", "`", "[", "\\"]

    // `^[…](inflect: true)` is kept apart from links by turning it into these two characters.
    private static let inflectionStart: Character = "\u{F8FE}"
    private static let inflectionEnd: Character = "\u{F8FF}"

    private static func regex(_ pattern: String) -> NSRegularExpression {
        try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
    }

    /// In order: inflections set aside, code, strong, struck, emphasis, links, then escapes.
    private static let rules: [(NSRegularExpression, String)] = [
        (regex(#"\^\[([^\]]*)\]\(inflect:\s*true\)"#), "\u{F8FE}$1\u{F8FF}"),
        (regex(#"`([^`]+)`"#), "$1"),
        (regex(#"\*\*(?=\S)(.+?)(?<=\S)\*\*"#), "$1"),
        (regex(#"(?<!\w)__(?=\S)(.+?)(?<=\S)__(?!\w)"#), "$1"),
        (regex(#"~~(?=\S)(.+?)(?<=\S)~~"#), "$1"),
        (regex(#"(?<![*\w])\*(?=\S)(.+?)(?<=\S)\*(?![*\w])"#), "$1"),
        (regex(#"(?<![_\w])_(?=\S)(.+?)(?<=\S)_(?![_\w])"#), "$1"),
        (regex(#"\[([^\]]*)\]\([^)]*\)"#), "$1"),
        (regex(#"\\([\\`*_{}\[\]()#+\-.!~^])"#), "$1"),
    ]

    private static func stripped(_ text: String) -> String {
        rules.reduce(text) { text, rule in
            rule.0.stringByReplacingMatches(
                in: text, range: NSRange(text.startIndex..., in: text), withTemplate: rule.1)
        }
    }

    private static let inflection = regex("\u{F8FE}([^\u{F8FF}]*)\u{F8FF}")

    /// "2 cup" → "2 cups": the noun after a count other than one takes its plural.
    private static func inflected(_ text: String) -> String {
        var result = text
        for match in inflection.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
            guard let whole = Range(match.range, in: result), let inner = Range(match.range(at: 1), in: result) else { continue }
            result.replaceSubrange(whole, with: agreeing(String(result[inner])))
        }
        return result
    }

    private static func agreeing(_ phrase: String) -> String {
        var words = phrase.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let countIndex = words.firstIndex(where: { Double($0) != nil }), let count = Double(words[countIndex]),
            count != 1, countIndex + 1 < words.count
        else { return phrase }
        words[countIndex + 1] = plural(of: words[countIndex + 1])
        return words.joined(separator: " ")
    }

    private static let irregular = ["person": "people", "child": "children", "man": "men", "woman": "women",
                                    "mouse": "mice", "foot": "feet", "tooth": "teeth", "goose": "geese"]

    private static func plural(of noun: String) -> String {
        if let plural = irregular[noun.lowercased()] { return plural }
        if noun.hasSuffix("y"), let beforeY = noun.dropLast().last, !"aeiou".contains(beforeY) {
            return noun.dropLast() + "ies"
        }
        if ["s", "x", "z", "ch", "sh"].contains(where: noun.hasSuffix) { return noun + "es" }
        return noun + "s"
    }
}
