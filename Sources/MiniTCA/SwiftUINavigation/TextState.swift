import MiniSwiftUI
import RenderTrace

/// Text kept as data, so that state holding it stays `Equatable` and testable: the title and
/// message of an `AlertState`, the label of a `ButtonState`. swiftui-navigation's `TextState`,
/// which TCA 1.x re-exports.
///
/// ```swift
/// TextState("Are you sure?")
/// TextState("Delete ") + TextState("\(name)").bold()
/// ```
///
/// Simplified: styling modifiers are remembered only as the marks dumps show (`**bold**`,
/// `_italic_`, `~~struck~~`); `Text(state)` shows the plain words.
public struct TextState: Equatable, Hashable, Sendable {
    /// The words, with their marks, in order.
    fileprivate var runs: [Run]

    fileprivate struct Run: Equatable, Hashable, Sendable {
        var text: String
        var isBold = false
        var isItalic = false
        var isStruck = false

        var marked: String {
            var result = text
            if isBold { result = "**\(result)**" }
            if isItalic { result = "_\(result)_" }
            if isStruck { result = "~~\(result)~~" }
            return result
        }
    }

    public init(verbatim content: String) {
        runs = [Run(text: content)]
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(verbatim: String(content))
    }

    /// A literal, as `Text("…")` reads it (inline Markdown in the literal, values as they are).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, comment: StaticString? = nil) {
        self.init(verbatim: Self.text(of: key))
    }

    public static func + (lhs: Self, rhs: Self) -> Self {
        var joined = lhs
        joined.runs += rhs.runs
        return joined
    }

    public func bold() -> Self { marking { $0.isBold = true } }
    public func bold(isActive: Bool) -> Self { isActive ? bold() : self }
    public func italic() -> Self { marking { $0.isItalic = true } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Self {
        isActive ? marking { $0.isStruck = true } : self
    }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Self { self }
    public func font(_ font: Font?) -> Self { self }
    public func fontWeight(_ weight: Font.Weight?) -> Self { self }
    public func foregroundColor(_ color: Color?) -> Self { self }
    public func kerning(_ kerning: CGFloat) -> Self { self }
    public func tracking(_ tracking: CGFloat) -> Self { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Self { self }
    public func monospacedDigit() -> Self { self }
    public func accessibilityLabel(_ label: TextState) -> Self { self }

    /// The words as the user reads them.
    var plainText: String {
        runs.map(\.text).joined()
    }

    private func marking(_ mark: (inout Run) -> Void) -> Self {
        var marked = self
        for index in marked.runs.indices { mark(&marked.runs[index]) }
        return marked
    }

    /// The text `Text(key)` would show: SwiftUI keeps a key's string to itself, so it is read
    /// the way a debugger would.
    private static func text(of key: LocalizedStringKey) -> String {
        Mirror(reflecting: key).children.first { $0.label == "key" }?.value as? String ?? ""
    }
}

extension TextState: CustomDumpRepresentable, EvidenceTrusted {
    /// Dumps as its words in quotes, with Markdown-like marks for styling, as swiftui-navigation's.
    public var customDumpValue: Any {
        runs.map(\.marked).joined()
    }
}

extension TextState: CustomStringConvertible, TraceDescribesItself {
    public var description: String {
        plainText
    }
}

extension Text {
    /// `Text(alert.title)`: the words of a `TextState`.
    public init(_ state: TextState) {
        self.init(verbatim: state.plainText)
    }
}

extension String {
    /// The words of a `TextState`.
    public init(state: TextState, locale: Locale? = nil) {
        self = state.plainText
    }
}
