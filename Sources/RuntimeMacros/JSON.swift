/// The plugin protocol's JSON, read into and written from the values Foundation's
/// `JSONSerialization` uses (`[String: Any]`, `[Any]`, `String`, `Int`, `Double`, `Bool`, and
/// `JSON.null`), with the standard library alone. Every compile that uses a macro waits for this
/// program to start and answer, and loading Foundation (with its ICU data) made each start
/// several milliseconds slower.
enum JSON {
    /// JSON's `null`.
    struct Null {}
    static let null = Null()

    /// The value `bytes` hold, or `nil` when they are not one JSON value.
    static func parse(_ bytes: [UInt8]) -> Any? {
        var reader = Reader(bytes: bytes)
        guard let value = reader.value() else { return nil }
        reader.skipSpace()
        return reader.index == bytes.count ? value : nil
    }

    /// `value` as JSON text. Strings are quoted as the runtimes quote theirs
    /// (`Sources/RuntimeSupport/JSONText.swift`, compiled into the plugin too).
    static func serialize(_ value: Any) -> String {
        var output = ""
        write(value, to: &output)
        return output
    }

    private static func write(_ value: Any, to output: inout String) {
        switch value {
        case let object as [String: Any]:
            output += "{"
            for (index, (key, member)) in object.enumerated() {
                if index > 0 { output += "," }
                JSONText.appendQuoted(key, to: &output)
                output += ":"
                write(member, to: &output)
            }
            output += "}"
        case let array as [Any]:
            output += "["
            for (index, element) in array.enumerated() {
                if index > 0 { output += "," }
                write(element, to: &output)
            }
            output += "]"
        case let text as String:
            JSONText.appendQuoted(text, to: &output)
        case let flag as Bool:
            output += flag ? "true" : "false"
        case let number as Int:
            output += String(number)
        case let number as Double:
            output += String(number)
        default:
            output += "null"
        }
    }

    /// A recursive-descent reader over the message's bytes.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
                index += 1
            }
        }

        mutating func value() -> Any? {
            skipSpace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"): return object()
            case UInt8(ascii: "["): return array()
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "t"): return literal("true", true)
            case UInt8(ascii: "f"): return literal("false", false)
            case UInt8(ascii: "n"): return literal("null", JSON.null)
            default: return number()
            }
        }

        private mutating func literal(_ word: String, _ value: Any) -> Any? {
            let spelled = Array(word.utf8)
            guard bytes.count - index >= spelled.count, Array(bytes[index..<index + spelled.count]) == spelled else { return nil }
            index += spelled.count
            return value
        }

        private mutating func object() -> [String: Any]? {
            index += 1
            var object: [String: Any] = [:]
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return object }
            while true {
                skipSpace()
                guard let key = string() else { return nil }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let member = value() else { return nil }
                object[key] = member
                skipSpace()
                guard index < bytes.count else { return nil }
                index += 1
                if bytes[index - 1] == UInt8(ascii: "}") { return object }
                guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
            }
        }

        private mutating func array() -> [Any]? {
            index += 1
            var array: [Any] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return array }
            while true {
                guard let element = value() else { return nil }
                array.append(element)
                skipSpace()
                guard index < bytes.count else { return nil }
                index += 1
                if bytes[index - 1] == UInt8(ascii: "]") { return array }
                guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
            }
        }

        /// A string's UTF-8 is copied a run at a time between escapes and decoded once: requests
        /// carry whole declarations (and the build configuration) as strings, and building them
        /// a scalar at a time once took most of the plugin's time.
        private mutating func string() -> String? {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            index += 1
            var utf8: [UInt8] = []
            while true {
                let run = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
                utf8.append(contentsOf: bytes[run..<index])
                guard index < bytes.count else { return nil }
                index += 1
                if bytes[index - 1] == UInt8(ascii: "\"") { return String(decoding: utf8, as: UTF8.self) }
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "u"):
                    guard let scalar = escapedScalar() else { return nil }
                    utf8.append(contentsOf: Character(scalar).utf8)
                default: utf8.append(escape)
                }
            }
        }

        /// The scalar after `\u`: four hex digits, or a surrogate pair of two escapes.
        private mutating func escapedScalar() -> Unicode.Scalar? {
            guard let high = hexUnit() else { return nil }
            guard (0xD800..<0xDC00).contains(high) else { return Unicode.Scalar(high) }
            guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
            index += 2
            guard let low = hexUnit(), (0xDC00..<0xE000).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        }

        private mutating func hexUnit() -> UInt32? {
            guard bytes.count - index >= 4, let unit = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else { return nil }
            index += 4
            return unit
        }

        private mutating func number() -> Any? {
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            return Int(text) ?? Double(text)
        }
    }
}
