/// The key a string literal becomes in `Text("…")`, `Button("…")` and other titles. SwiftUI's
/// `LocalizedStringKey`.
///
/// There is no localization here: the key is simply the resolved text. As in SwiftUI, the
/// literal parts are read as inline Markdown — `Text("**Bold** move")` shows "Bold move", and
/// `"^[\(cups) cup](inflect: true)"` agrees in number ("2 cups") — while interpolated values are
/// shown as they are. Interpolation follows SwiftUI's format specifiers, so `Text("\(3.5)")`
/// shows `3.500000` (`%lf`), as on a device; use `specifier:` (`"\(value, specifier: "%.1f")"`)
/// to choose. Simplified: besides numbers, strings and `Text`, any `CustomStringConvertible`
/// value is accepted and shown with its description (real SwiftUI is stricter).
public struct LocalizedStringKey: Equatable, Hashable, ExpressibleByStringInterpolation, Sendable {
    let key: String

    public init(_ value: String) {
        key = InlineMarkdown.plainText(value)
    }

    public init(stringLiteral value: String) {
        key = InlineMarkdown.plainText(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        key = InlineMarkdown.plainText(stringInterpolation.template, values: stringInterpolation.values)
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        /// The literal parts, with a placeholder where each value goes.
        var template = ""
        var values: [String] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            template.reserveCapacity(literalCapacity + interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            template += literal
        }

        private mutating func append(value: String) {
            template.append(InlineMarkdown.placeholder(values.count))
            values.append(value)
        }

        public mutating func appendInterpolation(_ string: String) {
            append(value: string)
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            append(value: "\(value)")
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            append(value: FormatSpecifier.format(Double(value), integer: value.description, specifier: specifier))
        }

        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            append(value: FormatSpecifier.fixed(Double(value), decimals: 6))
        }

        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            append(value: FormatSpecifier.format(Double(value), integer: nil, specifier: specifier))
        }

        /// `"Total: \(total, format: .currency(code: "USD"))"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            append(value: format.format(input))
        }

        public mutating func appendInterpolation(_ text: Text) {
            append(value: text.content)
        }

        @_disfavoredOverload
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            append(value: value.description)
        }
    }
}

/// The `%d` / `%.2f` family, as SwiftUI applies them to interpolated numbers.
enum FormatSpecifier {
    static func format(_ value: Double, integer: String?, specifier: String) -> String {
        guard specifier.hasPrefix("%") else { return specifier }
        let body = specifier.dropFirst()
        if body.hasSuffix("d") || body.hasSuffix("i") || body.hasSuffix("lld") || body.hasSuffix("ld") {
            return integer ?? "\(Int(value.rounded(.towardZero)))"
        }
        if body.hasSuffix("f") {
            var decimals = 6
            if let dot = body.firstIndex(of: ".") {
                let digits = body[body.index(after: dot)...].prefix { $0.isNumber }
                decimals = Int(digits) ?? 0
            }
            return fixed(value, decimals: decimals)
        }
        return integer ?? "\(value)"
    }

    /// `value` rounded to `decimals` places, always showing them (`3.500000`).
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = (scaled / scale).rounded(.towardZero)
        let fraction = scaled - whole * scale
        var text = String(Int(whole))
        if decimals > 0 {
            let digits = String(Int(fraction))
            text += "." + String(repeating: "0", count: max(0, decimals - digits.count)) + digits
        }
        return value < 0 && scaled != 0 ? "-" + text : text
    }
}
