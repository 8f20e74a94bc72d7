/// A spinner, or a bar filled to a fraction. SwiftUI's `ProgressView`. Its label (when given)
/// is shown; the spinner itself shows no text.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label
    let fraction: Double?

    public var body: Never { bodyNever() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init() where Label == EmptyView {
        label = EmptyView()
        fraction = nil
    }

    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = nil
    }

    public init(_ titleKey: LocalizedStringKey) where Label == Text {
        label = Text(titleKey)
        fraction = nil
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Label == Text {
        label = Text(title)
        fraction = nil
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        label = EmptyView()
        fraction = value.map { Double($0 / total) }
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text {
        label = Text(titleKey)
        fraction = value.map { Double($0 / total) }
    }
}

extension ProgressView: PrimitiveView {
    var displayName: String? { "ProgressView" }
    var treeDetail: String? { fraction.map { "\(Int(($0 * 100).rounded()))%" } }
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), label)] }
}
