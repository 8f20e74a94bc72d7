/// JSON strings written without Foundation (the runtimes do not link it): the trace's lines
/// (`TraceEvent.jsonLine`), `play`'s records (`PlayRecords`) and the macro plugin's replies
/// (compiled into `Sources/RuntimeMacros` too) quote their text here.
public enum JSONText {
    /// `string` as a JSON string literal, quotes included, appended to `out`.
    public static func appendQuoted(_ string: String, to out: inout String) {
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
    /// values are such, so this runs for every value of every trace event. The runtime is built
    /// without optimization, where `contains(where:)` calls its closure through the generic
    /// machinery for each byte (a third of a store's time once went there); a loop over the
    /// bytes' pointer is all inlined.
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
