import Foundation

/// A starter file's comments in both languages. The course gives a learner one copy of each
/// starter, whatever their language, so a comment that tells them something (the task, a `TODO`,
/// what a view is for) says it in English and then in Korean, in the same comment: English
/// paragraph, then its Korean, or a trailing comment `// the server / 서버`. `lesson check` reports
/// a paragraph of English prose with no Korean in it or right after it, and Korean with no
/// English before it; and the Korean's particles as `KoreanProse` reads them in the texts.
///
/// A paragraph is a run of comment lines up to a blank `//` line or a line of code; a trailing
/// comment is a paragraph of its own. English prose is three words or more outside code spans and
/// quoted labels, so `// TODO`, `// MARK: - Views` and `// ①` need no translation.
enum StarterComments {
    struct Paragraph: Equatable {
        /// 1-based line of the paragraph's first line.
        var line: Int
        var lines: [String]
    }

    /// Where the comments of `source` lack one of the languages, by line, in words an author acts on.
    static func problems(in source: String) -> [(line: Int, message: String)] {
        var problems: [(line: Int, message: String)] = []
        let paragraphs = paragraphs(in: source)
        for (index, paragraph) in paragraphs.enumerated() {
            let english = paragraph.lines.contains { isEnglishProse($0) && !hasHangul($0) }
            let korean = paragraph.lines.contains(where: hasHangul)
            let next = index + 1 < paragraphs.count ? paragraphs[index + 1] : nil
            let koreanFollows = next.map { $0.line == paragraph.line + paragraph.lines.count + 1 && $0.lines.allSatisfy(hasHangul) } ?? false
            if english && !korean && !koreanFollows {
                problems.append((paragraph.line, "This comment is in English only: add its Korean right after the English, in the same comment (AUTHORING.md, starter comments)."))
            }
            let previous = index > 0 ? paragraphs[index - 1] : nil
            let englishPrecedes = previous.map { $0.line + $0.lines.count + 1 == paragraph.line && $0.lines.contains(where: isEnglishProse) } ?? false
            if korean && !paragraph.lines.contains(where: { englishWords(in: $0) > 0 }) && !englishPrecedes {
                problems.append((paragraph.line, "This comment is in Korean only: put its English before it, in the same comment."))
            }
            let particles = KoreanProse.misreadParticles(in: paragraph.lines.filter(hasHangul).joined(separator: "\n"))
            if !particles.isEmpty {
                problems.append((paragraph.line, "A particle after code does not follow its last sound as read: \(particles.joined(separator: ", ")) (AUTHORING.md, 조사)."))
            }
        }
        return problems
    }

    static func problems(in course: Course) -> [CourseProblem] {
        course.exercises.flatMap { exercise in
            (exercise.files + exercise.given).flatMap { name -> [CourseProblem] in
                let file = exercise.folder.appendingPathComponent(name)
                guard let source = try? String(contentsOf: file, encoding: .utf8) else { return [] }
                return problems(in: source).map { CourseProblem(file: file.path, field: "line \($0.line)", message: $0.message) }
            }
        }
    }

    /// The comments of `source`, paragraph by paragraph, without their slashes.
    static func paragraphs(in source: String) -> [Paragraph] {
        var paragraphs: [Paragraph] = []
        var current: Paragraph?
        func close() {
            if let paragraph = current, !paragraph.lines.isEmpty { paragraphs.append(paragraph) }
            current = nil
        }
        for (offset, line) in source.components(separatedBy: "\n").enumerated() {
            let number = offset + 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("//") {
                let text = String(trimmed.drop { $0 == "/" }).trimmingCharacters(in: .whitespaces)
                if text.isEmpty {
                    close()
                } else if current == nil {
                    current = Paragraph(line: number, lines: [text])
                } else {
                    current?.lines.append(text)
                }
                continue
            }
            close()
            if let trailing = trailingComment(of: line) {
                paragraphs.append(Paragraph(line: number, lines: [trailing]))
            }
        }
        close()
        return paragraphs
    }

    /// The comment after code on a line, outside string literals (`"https://…"` is not one).
    private static func trailingComment(of line: String) -> String? {
        var inString = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" {
                let text = String(line[line.index(after: index)...]).trimmingCharacters(in: .whitespaces)
                return text.isEmpty ? nil : text
            }
            previous = character
        }
        return nil
    }

    private static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// Three English words or more, outside code spans and quoted labels; a `MARK:` heading is a
    /// name, and a line of code in a comment (the pre-1.0 reducer an exercise translates) is code.
    private static func isEnglishProse(_ text: String) -> Bool {
        !text.hasPrefix("MARK:") && Prose.matches(of: codeLine, in: text as NSString).isEmpty && englishWords(in: text) >= 3
    }

    /// A line that reads as Swift: a declaration or statement, braces, an assignment, an arrow, a
    /// key path or case path, a method call or a call left open.
    private static let codeLine = try! NSRegularExpression(
        pattern: #"^(?:(?:let|var|case|return|func|struct|enum|await|import|switch|try)\b|[.@}])|[{}]|\s=\s|->|\\\.|/[A-Z]|[A-Za-z]\.[A-Za-z]+\(|\($"#)

    private static func englishWords(in text: String) -> Int {
        let prose = Prose.matches(of: quoted, in: text as NSString).reversed().reduce(text as NSString) { text, match in
            text.replacingCharacters(in: match.range, with: " ") as NSString
        }
        return Prose.matches(of: word, in: prose).count
    }

    private static let quoted = try! NSRegularExpression(pattern: #"`[^`]*`|"[^"]*""#)
    private static let word = try! NSRegularExpression(pattern: #"[A-Za-z]{2,}"#)
}
