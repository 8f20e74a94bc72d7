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

    static func quoted(_ string: String) -> String {
        var out = ""
        appendQuoted(string, to: &out)
        return out
    }

    private static func appendQuoted(_ string: String, to out: inout String) {
        out += "\""
        if needsNoEscaping(string) {
            out += string
        } else {
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
        }
        out += "\""
    }

    /// Whether the string can be copied as it is: no quote, backslash or control character. Most
    /// values are such, so this runs for every value of every event. The runtime is built without
    /// optimization, where `contains(where:)` calls its closure through the generic machinery for
    /// each byte (a third of a store's time once went there); a loop over the bytes' pointer is
    /// all inlined.
    private static func needsNoEscaping(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { bytes in
            guard var byte = bytes.baseAddress else { return true }
            let end = byte + bytes.count
            while byte < end {
                let value = byte.pointee
                if value < 0x20 || value == UInt8(ascii: "\"") || value == UInt8(ascii: "\\") { return false }
                byte += 1
            }
            return true
        }
    }
}
