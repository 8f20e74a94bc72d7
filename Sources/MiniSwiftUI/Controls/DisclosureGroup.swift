/// A label that shows or hides its content when tapped. SwiftUI's `DisclosureGroup`.
///
/// Collapsed, the content does not exist; expanding it creates it (new identity), collapsing it
/// removes it. `ViewHost.tap` on the label expands or collapses it, writing `isExpanded` when
/// one is bound.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    public var body: Never { bodyNever() }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
}

extension DisclosureGroup: PrimitiveView, LinkControl {
    var displayName: String? { "DisclosureGroup" }
    var controlKind: ControlKind { .button }
    var isActivatable: Bool { true }

    func children(in node: RenderNode) -> [ChildView] {
        let expanded = node.tracking { isExpanded?.wrappedValue } ?? node.disclosure.isExpanded
        return [ChildView(.index(0), label)] + (expanded ? [ChildView(.index(1), content)] : [])
    }

    func activate(in node: RenderNode) {
        if let isExpanded {
            isExpanded.wrappedValue.toggle()
        } else {
            node.disclosure.isExpanded.toggle()
            node.invalidate(reason: "disclosure")
        }
    }
}

/// Whether an unbound disclosure group is expanded, kept in its node.
@MainActor
final class DisclosureState {
    var isExpanded = false
}

extension RenderNode {
    var disclosure: DisclosureState {
        if let state = storage["disclosure"] as? DisclosureState {
            return state
        }
        let state = DisclosureState()
        storage["disclosure"] = state
        return state
    }
}
