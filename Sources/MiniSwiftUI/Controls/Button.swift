/// A control that runs an action when tapped. SwiftUI's `Button`.
///
/// The label is an ordinary child view (a `Text` for `Button("Title") { … }`), so its text is
/// what `ViewHost.tap(_:)` matches. Inside `.disabled(true)` the button cannot be tapped.
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public var body: Never { bodyNever() }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == MiniSwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { MiniSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { MiniSwiftUI.Label(title, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { MiniSwiftUI.Label(titleKey, systemImage: systemImage) }
    }
}

/// What a button is for. SwiftUI's `ButtonRole`.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button: PrimitiveView, ButtonControl {
    var displayName: String? { "Button" }
    var controlKind: ControlKind { .button }

    /// The label, or — under `.buttonStyle(MyStyle())` — the style's `makeBody` around it.
    func children(in node: RenderNode) -> [ChildView] {
        guard let style = node.environment.buttonStyle else { return [ChildView(.index(0), label)] }
        let configuration = ButtonStyleConfiguration(label: .init(content: label), isPressed: false, role: role)
        return [ChildView(.index(0), style.makeBody(configuration: configuration))]
    }

    func perform() {
        action()
    }
}
