/// The key a string literal becomes in `Text("…")`, `Button("…")` and other titles. SwiftUI's
/// `LocalizedStringKey`.
///
/// There is no localization here: the key is simply the resolved text. Interpolation follows
/// SwiftUI's format specifiers, so `Text("\(3.5)")` shows `3.500000` (`%lf`), as on a device;
/// use `specifier:` (`"\(value, specifier: "%.1f")"`) to choose. Simplified: besides numbers,
/// strings and `Text`, any `CustomStringConvertible` value is accepted and shown with its
/// description (real SwiftUI is stricter).
public struct LocalizedStringKey: Equatable, Hashable, ExpressibleByStringInterpolation, Sendable {
    let key: String

    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.text
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            text += string
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            text += "\(value)"
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            text += FormatSpecifier.format(Double(value), integer: value.description, specifier: specifier)
        }

        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            text += FormatSpecifier.fixed(Double(value), decimals: 6)
        }

        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            text += FormatSpecifier.format(Double(value), integer: nil, specifier: specifier)
        }

        public mutating func appendInterpolation(_ text: Text) {
            self.text += text.content
        }

        @_disfavoredOverload
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            text += value.description
        }
    }
}

/// The `%d` / `%.2f` family, without Foundation.
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
