import Foundation
import RenderTrace

/// The runtime names a place in learner code by `#fileID`, as TCA does in its messages
/// ("binding state defined at `Exercise/Settings.swift:14`"): the module the grader compiled the
/// files into, then the file's name. A learner has no such path; theirs is
/// `workbook/05-binding-reducer/01-unhandled-binding/Settings.swift`. This puts their real path
/// back wherever the program's words are shown, matched by file name, whatever the module is
/// called.
struct LearnerPaths {
    var files: [URL]
    var style: Style

    private var pattern: NSRegularExpression? {
        let names = files.map { NSRegularExpression.escapedPattern(for: $0.lastPathComponent) }
        guard !names.isEmpty else { return nil }
        // `Module/File.swift:14` as a whole word: not part of a longer path or name.
        return try? NSRegularExpression(pattern: #"(?<![\w./-])[A-Za-z_][A-Za-z0-9_]*/("# + names.joined(separator: "|") + #")(?=:\d)"#)
    }

    func rewrite(_ text: String) -> String {
        guard let pattern, text.contains(".swift:") else { return text }
        var result = ""
        var rest = text.startIndex
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let whole = Range(match.range, in: text), let name = Range(match.range(at: 1), in: text),
                let file = files.first(where: { $0.lastPathComponent == text[name] })
            else { continue }
            result += text[rest..<whole.lowerBound] + displayPath(file, from: style.directory)
            rest = whole.upperBound
        }
        return result + text[rest...]
    }

    func rewrite(_ text: String?) -> String? {
        text.map(rewrite)
    }

    /// The events with their console messages and details rewritten.
    func rewrite(_ events: [TraceEvent]) -> [TraceEvent] {
        guard pattern != nil else { return events }
        return events.map { event in
            var event = event
            event.detail = rewrite(event.detail)
            event.oldValue = rewrite(event.oldValue)
            event.newValue = rewrite(event.newValue)
            return event
        }
    }
}
