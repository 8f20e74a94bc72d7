import RuntimeSupport

/// One trace event as one line of JSON, written without Foundation (the runtimes do not link it).
///
/// The keys are those `Codable` synthesizes for `TraceEvent`, so the engine reads these lines back
/// with `JSONDecoder`; a test in `TCALearnCoreTests` keeps the two in step.
extension TraceEvent {
    public var jsonLine: String {
        var line = "{\"kind\":"
        line.reserveCapacity(160)
        Self.appendQuoted(kind.rawValue, to: &line)
        Self.append("path", path, to: &line)
        Self.append("subject", subject, to: &line)
        Self.append("property", property, to: &line)
        Self.append("oldValue", oldValue, to: &line)
        Self.append("newValue", newValue, to: &line)
        Self.append("fact", fact?.rawValue, to: &line)
        Self.append("detail", detail, to: &line)
        line += ",\"reasons\":["
        for (index, reason) in reasons.enumerated() {
            if index > 0 { line += "," }
            Self.appendQuoted(reason, to: &line)
        }
        line += "]}"
        return line
    }

    /// `,"key":"value"`, or nothing for a nil value.
    private static func append(_ key: String, _ value: String?, to line: inout String) {
        guard let value else { return }
        line += ",\""
        line += key
        line += "\":"
        appendQuoted(value, to: &line)
    }

    private static func appendQuoted(_ string: String, to out: inout String) {
        JSONText.appendQuoted(string, to: &out)
    }
}
