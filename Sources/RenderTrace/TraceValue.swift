/// How values are written in the trace: short, one line, the way a learner would read them.
public enum TraceValue {
    /// `"Hello"` for strings, `3` for numbers, `Optional(3)` becomes `3`, and long values are cut.
    public static func describe(_ value: Any, limit: Int = 120) -> String {
        var text: String
        if let string = value as? String {
            text = "\"\(string)\""
        } else {
            text = String(describing: value)
            if text.hasPrefix("Optional("), text.hasSuffix(")") {
                text = String(text.dropFirst("Optional(".count).dropLast())
            }
        }
        text = text.replacingNewlines()
        if text.count > limit {
            text = String(text.prefix(limit - 1)) + "…"
        }
        return text
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
    }
}
