/// What an empty screen shows: a label, a description and actions. SwiftUI's
/// `ContentUnavailableView` (iOS 17).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: Never { bodyNever() }
}

extension ContentUnavailableView where Label == MiniSwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        label = MiniSwiftUI.Label(title, systemImage: name)
        self.description = description
        actions = EmptyView()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        label = MiniSwiftUI.Label(title, systemImage: name)
        self.description = description
        actions = EmptyView()
    }
}

extension ContentUnavailableView: PrimitiveView {
    var displayName: String? { "ContentUnavailableView" }
    func children(in node: RenderNode) -> [ChildView] {
        [ChildView(.index(0), label), ChildView(.index(1), description), ChildView(.index(2), actions)]
    }
}
