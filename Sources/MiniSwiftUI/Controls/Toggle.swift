/// An on/off switch bound to a `Bool`. SwiftUI's `Toggle`.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: Never { bodyNever() }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == MiniSwiftUI.Label<Text, Image> {
    /// iOS 17: `Toggle("Airplane Mode", systemImage: "airplane", isOn: $isOn)`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { MiniSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { MiniSwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Toggle: PrimitiveView, LiveTreeDetail, ToggleControl {
    var displayName: String? { "Toggle" }
    var controlKind: ControlKind { .toggle }
    var treeDetail: String? { isOn.wrappedValue ? "on" : "off" }
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), label)] }

    func flip() {
        isOn.wrappedValue.toggle()
    }
}
