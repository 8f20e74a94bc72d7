import Foundation

/// Text a graded program (or the compiler quoting learner code) produced, made safe to show.
///
/// Learner code decides every byte it prints, and a report puts that text on a teacher's or a
/// student's terminal, in CI logs and in result files: an escape sequence there could clear the
/// screen, draw a fake "Points 4/4", hide the real report in a scroll region, set the window title
/// or write the clipboard; a carriage return or a backspace could overwrite a line already shown.
/// Every control character except tab and newline (C0, DEL and C1, which some terminals also obey)
/// is shown instead as a Swift escape (`\u{1B}`), so what the program did stays readable and
/// nothing of it is obeyed. So are the characters that change how text around them reads without
/// showing themselves ("Trojan Source", CVE-2021-42574): bidirectional controls, which can show a
/// line in another order than it was written, and invisible ones (zero-width spaces, the word
/// joiner, invisible operators, the Hangul filler, tag characters), which can make two different
/// names look the same. Only the zero-width joiner and variation selectors stay, since emoji and
/// some scripts need them and they only change the look of the characters beside them.
enum VisibleText {
    static func of(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var visible = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                visible.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                visible.append(scalar)
            }
        }
        return String(visible)
    }

    /// Whether `scalar` is shown as an escape: a control character, or one that reorders or
    /// hides text.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x20...0x7E: return false
        default:
            let properties = scalar.properties
            if properties.isBidiControl { return true }
            return properties.isDefaultIgnorableCodePoint && !properties.isVariationSelector && scalar.value != 0x200D
        }
    }

    /// Every string inside a JSON document made visible, the rest as it was: the records a program
    /// sends carry its output, its values' descriptions and the texts it rendered, all written by
    /// learner code. Returns the document unchanged when it has no such character in any form
    /// JSON may write one (escaped, or as it is).
    static func inJSON(_ document: Data) -> Data {
        guard mayHoldControl(document),
              let value = try? JSONSerialization.jsonObject(with: document, options: [.fragmentsAllowed]),
              let made = try? JSONSerialization.data(withJSONObject: visible(value), options: [.fragmentsAllowed])
        else { return document }
        return made
    }

    private static func mayHoldControl(_ document: Data) -> Bool {
        var previous: UInt8 = 0
        var beyondASCII = false
        for byte in document {
            // `\u…`, `\b`, `\f`, `\r` escapes; DEL.
            if previous == UInt8(ascii: "\\"), [UInt8(ascii: "u"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "r")].contains(byte) {
                return true
            }
            if byte == 0x7F { return true }
            if byte >= 0x80 { beyondASCII = true }
            previous = previous == UInt8(ascii: "\\") && byte == UInt8(ascii: "\\") ? 0 : byte
        }
        // C1, bidirectional and invisible characters as they are, in UTF-8.
        return beyondASCII && String(decoding: document, as: UTF8.self).unicodeScalars.contains(where: isControl)
    }

    private static func visible(_ value: Any) -> Any {
        switch value {
        case let text as String: of(text)
        case let array as [Any]: array.map(visible)
        case let object as [String: Any]: Dictionary(uniqueKeysWithValues: object.map { (of($0.key), visible($0.value)) })
        default: value
        }
    }
}
