/// One trace event as one line of JSON, written without Foundation (the runtimes do not link it).
///
/// The keys are those `Codable` synthesizes for `TraceEvent`, so the engine reads these lines back
/// with `JSONDecoder`; a test in `TCALearnCoreTests` keeps the two in step.
extension TraceEvent {
    public var jsonLine: String {
        var fields = ["\"kind\":\(Self.quoted(kind.rawValue))", "\"path\":\(Self.quoted(path))"]
        let optionals: [(String, String?)] = [
            ("subject", subject), ("property", property), ("oldValue", oldValue),
            ("newValue", newValue), ("fact", fact?.rawValue), ("detail", detail),
        ]
        for (key, value) in optionals {
            if let value { fields.append("\"\(key)\":\(Self.quoted(value))") }
        }
        fields.append("\"reasons\":[\(reasons.map(Self.quoted).joined(separator: ","))]")
        return "{" + fields.joined(separator: ",") + "}"
    }

    static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
