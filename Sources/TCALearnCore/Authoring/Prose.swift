import Foundation

/// The prose of a course text: what lies between its code blocks, code spans, link targets and
/// bare URLs, which are code already. The rules about a text's wording (`KoreanProse`,
/// `CrossReferences`) read only this.
enum Prose {
    private static let code = try! NSRegularExpression(
        pattern: #"```[\s\S]*?```|`[^`\n]*`|\]\([^)]*\)|https?://\S+"#)

    /// The text between the code in it, in order.
    static func segments(of text: String) -> [NSString] {
        let whole = text as NSString
        var segments: [NSString] = []
        var start = 0
        for match in matches(of: code, in: whole) {
            segments.append(whole.substring(with: NSRange(location: start, length: match.range.location - start)) as NSString)
            start = match.range.location + match.range.length
        }
        segments.append(whole.substring(from: start) as NSString)
        return segments
    }

    static func matches(of pattern: NSRegularExpression, in text: NSString) -> [NSTextCheckingResult] {
        pattern.matches(in: text as String, range: NSRange(location: 0, length: text.length))
    }
}
