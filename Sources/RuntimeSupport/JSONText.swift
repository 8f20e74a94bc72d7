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
            // Runs between the characters that need escaping are copied whole: the macro plugin
            // quotes whole expansions, one line break in every few dozen characters. They are cut
            // as scalars, not characters: "\r\n" is one character but two escapes.
            var run = string.startIndex
            for index in string.utf8.indices {
                let byte = string.utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                out += Substring(string.unicodeScalars[run..<index])
                switch byte {
                case UInt8(ascii: "\""): out += "\\\""
                case UInt8(ascii: "\\"): out += "\\\\"
                case 0x0A: out += "\\n"
                case 0x0D: out += "\\r"
                case 0x09: out += "\\t"
                default:
                    let hex = String(byte, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
                run = string.utf8.index(after: index)
            }
            out += Substring(string.unicodeScalars[run...])
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
