import Foundation
import RenderTrace

/// The runtime names a place in learner code by `#fileID`, as TCA does in its messages
/// ("binding state defined at `Exercise/Settings.swift:14`"): the module the grader compiled the
/// files into, then the file's name. A learner has no such path; theirs is
/// `workbook/05-binding-reducer/01-unhandled-binding/Settings.swift`. This puts their real path
/// back wherever the program's words are shown, matched by file name, whatever the module is
/// called.
struct LearnerPaths {
    let files: [URL]
    let style: Style
    /// Made once: a trace is rewritten event by event.
    private let pattern: NSRegularExpression?

    init(files: [URL], style: Style) {
        self.files = files
        self.style = style
        let names = files.map { NSRegularExpression.escapedPattern(for: $0.lastPathComponent) }
        // `Module/File.swift:14` as a whole word: not part of a longer path or name.
        pattern = names.isEmpty ? nil : try? NSRegularExpression(pattern: #"(?<![\w./-])[A-Za-z_][A-Za-z0-9_]*/("# + names.joined(separator: "|") + #")(?=:\d)"#)
    }

    func rewrite(_ text: String) -> String {
        guard text.contains(".swift:"), let pattern else { return text }
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
