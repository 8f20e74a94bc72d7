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

    public var body: Never { bodyNever() }

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
