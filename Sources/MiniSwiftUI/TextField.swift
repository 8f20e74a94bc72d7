/// An editable line of text bound to a `String`. SwiftUI's `TextField`.
///
/// `ViewHost.type(_:into:)` finds it by its title (the placeholder) and replaces the whole text
/// in one write; a real keyboard would write once per keystroke.
public struct TextField<Label: View>: View {
    let title: String
    let text: Binding<String>
    let label: Label

    public var body: Never { bodyNever() }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = titleKey.key
        self.text = text
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
        label = Text(title)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey, text: text)
    }
}

extension TextField: PrimitiveView, TextFieldControl, TextProviding {
    var displayName: String? { "TextField" }
    var controlKind: ControlKind { .textField }
    var visibleText: String { text.wrappedValue }
    func children(in node: RenderNode) -> [ChildView] { [] }
    func label(in node: RenderNode) -> String { title }

    func replaceText(with newText: String) {
        text.wrappedValue = newText
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
