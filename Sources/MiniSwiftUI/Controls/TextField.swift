/// An editable line of text. SwiftUI's `TextField`.
///
/// Bound to a `String`, or — with `format:` — to a value shown through a `FormatStyle`
/// (`TextField("Amount", value: $amount, format: .currency(code: "USD"))`).
/// `ViewHost.type(_:into:)` finds it by its title (the placeholder), focuses it, and replaces
/// the whole text in one write, where a real keyboard would write once per keystroke. Typed
/// text that the format cannot read leaves the value unchanged, as the real field reverts it.
public struct TextField<Label: View>: View {
    let title: String
    let label: Label
    let currentText: () -> String
    let replaceText: (String) -> Void

    public var body: Never { bodyNever() }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(title: titleKey.key, label: Text(titleKey), text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: String(title), label: Text(title), text: text)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey, text: text)
    }

    /// iOS 16: a field that grows to several lines along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }

    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(title: titleKey.key, label: Text(titleKey), value: value, format: format)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(title: String(title), label: Text(title), value: value, format: format)
    }
}

extension TextField {
    init(title: String, label: Label, text: Binding<String>) {
        self.title = title
        self.label = label
        currentText = { text.wrappedValue }
        replaceText = { text.wrappedValue = $0 }
    }

    init<F: ParseableFormatStyle>(title: String, label: Label, value: Binding<F.FormatInput>, format: F)
    where F.FormatOutput == String {
        self.title = title
        self.label = label
        currentText = { format.format(value.wrappedValue) }
        replaceText = { typed in
            if let parsed = try? format.parseStrategy.parse(typed) {
                value.wrappedValue = parsed
            }
        }
    }
}

extension TextField: PrimitiveView, TextFieldControl, TextProviding {
    var displayName: String? { "TextField" }
    var controlKind: ControlKind { .textField }
    var visibleText: String { currentText() }
    func children(in node: RenderNode) -> [ChildView] { [] }
    func label(in node: RenderNode) -> String { title }

    func replaceText(with newText: String) {
        replaceText(newText)
    }
}

/// A `TextField` whose text is hidden. SwiftUI's `SecureField`.
public struct SecureField: View {
    let title: String
    let text: Binding<String>

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = titleKey.key
        self.text = text
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }

    public var body: Never { bodyNever() }
}

extension SecureField: PrimitiveView, TextFieldControl {
    var displayName: String? { "SecureField" }
    var controlKind: ControlKind { .textField }
    func children(in node: RenderNode) -> [ChildView] { [] }
    func label(in node: RenderNode) -> String { title }

    func replaceText(with newText: String) {
        text.wrappedValue = newText
    }
}

/// A multi-line text editor. SwiftUI's `TextEditor`. It has no title, so
/// `ViewHost.type(_:into:)` finds it by `""`.
public struct TextEditor: View {
    let text: Binding<String>

    public init(text: Binding<String>) {
        self.text = text
    }

    public var body: Never { bodyNever() }
}

extension TextEditor: PrimitiveView, TextFieldControl, TextProviding {
    var displayName: String? { "TextEditor" }
    var controlKind: ControlKind { .textField }
    var visibleText: String { text.wrappedValue }
    func children(in node: RenderNode) -> [ChildView] { [] }
    func label(in node: RenderNode) -> String { "" }

    func replaceText(with newText: String) {
        text.wrappedValue = newText
    }
}
