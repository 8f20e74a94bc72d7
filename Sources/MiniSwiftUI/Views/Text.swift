/// A line of read-only text. SwiftUI's `Text`.
///
/// `Text("Count: \(count)")` takes a `LocalizedStringKey`, `Text(verbatim:)` and
/// `Text(someString)` take the string as is. Styling methods (`bold()`, `font(_:)`, …) return
/// `Text` as in SwiftUI, so texts can still be joined with `+`; they do not change the text.
public struct Text: View, Equatable, Sendable {
    let content: String

    public init(_ key: LocalizedStringKey) {
        content = key.key
    }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, comment: String? = nil) {
        content = key.key
    }

    public init(verbatim content: String) {
        self.content = content
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// A value shown through a format style: `Text(amount, format: .currency(code: "USD"))`,
    /// `Text(share, format: .percent)`. Foundation formats it for the current locale.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        content = format.format(input)
    }

    /// A string with attributes (only its characters are kept).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        content = String(attributedContent.characters)
    }

    /// A date as a date, a time, or a distance from now: `Text(meeting.start, style: .time)`.
    /// The distance (`.relative`, `.offset`, `.timer`) is worked out when the text is made; on a
    /// device it would keep counting.
    public init(_ date: Date, style: DateStyle) {
        content = style.format(date, Date())
    }

    /// A span of dates: `Text(start...end)`.
    public init(_ dates: ClosedRange<Date>) {
        content = dates.lowerBound.formatted(date: .abbreviated, time: .shortened) + " – "
            + dates.upperBound.formatted(date: .abbreviated, time: .shortened)
    }

    public var body: Never { bodyNever() }

    /// How `Text(_:style:)` shows a date. SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Sendable {
        let format: @Sendable (_ date: Date, _ now: Date) -> String

        /// "June 3, 2024".
        public static let date = DateStyle { date, _ in date.formatted(date: .long, time: .omitted) }
        /// "9:41 AM".
        public static let time = DateStyle { date, _ in date.formatted(date: .omitted, time: .shortened) }
        /// "2 hours, 5 minutes": the distance from now.
        public static let relative = DateStyle { date, now in distance(from: now, to: date, signed: false) }
        /// "+2 hours": the signed distance from now.
        public static let offset = DateStyle { date, now in distance(from: now, to: date, signed: true) }
        /// "2:05": a stopwatch from or to the date.
        public static let timer = DateStyle { date, now in
            let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
            let clock = String(format: "%02d", rest)
            return hours > 0 ? "\(hours):" + String(format: "%02d", minutes) + ":" + clock : "\(minutes):" + clock
        }

        /// The largest unit and the next one, in English as SwiftUI's default locale writes them.
        private static func distance(from now: Date, to date: Date, signed: Bool) -> String {
            let interval = date.timeIntervalSince(now)
            var remaining = Int(abs(interval).rounded(.down))
            let units = [("day", 86_400), ("hour", 3600), ("minute", 60), ("second", 1)].map { unit, seconds in
                defer { remaining %= seconds }
                return (unit, remaining / seconds)
            }
            let first = units.firstIndex { $0.1 > 0 } ?? units.count - 1
            let shown = units[first...].prefix(2).enumerated().filter { $0.offset == 0 || $0.element.1 > 0 }.map(\.element)
            let text = shown.map { "\($0.1) \($0.0)\($0.1 == 1 ? "" : "s")" }.joined(separator: ", ")
            return signed ? (interval < 0 ? "-" : "+") + text : text
        }
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(verbatim: lhs.content + rhs.content)
    }

    public func bold() -> Text { self }
    public func bold(_ isActive: Bool) -> Text { self }
    public func italic() -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func font(_ font: Font?) -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
}

extension Text: PrimitiveView, TextProviding {
    var displayName: String? { "Text" }
    var treeDetail: String? { "\"\(content)\"" }
    var visibleText: String { content }
    func children(in node: RenderNode) -> [ChildView] { [] }
}
