/// A control for choosing one of several tagged options. SwiftUI's `Picker`.
///
/// Options are the content's views; each is identified by its `.tag(value)`, or — inside a
/// `ForEach` without tags — by the element's id, as in SwiftUI. The tag's type must match the
/// selection's. Only the selected option's text counts as visible (`ViewHost.texts`), as a
/// menu-style picker shows its current choice.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    public var body: Never { bodyNever() }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker: PrimitiveView, LiveTreeDetail, PickerControl, ChildrenFiltering {
    var displayName: String? { "Picker" }
    var controlKind: ControlKind { .picker }
    var treeDetail: String? { "selection: \(selection.wrappedValue)" }

    func children(in node: RenderNode) -> [ChildView] {
        [ChildView(.index(0), label), ChildView(.index(1), content)]
    }

    func options(in node: RenderNode) -> [AnyHashable] {
        optionNodes(in: node).map(\.tag)
    }

    func select(_ tag: AnyHashable) {
        if let value = tag.base as? SelectionValue {
            selection.wrappedValue = value
        }
    }

    func shownChildren(of node: RenderNode) -> [RenderNode] {
        let selected = AnyHashable(selection.wrappedValue)
        let chosen = optionNodes(in: node).filter { $0.tag == selected }.map(\.node)
        return Array(node.children.prefix(1)) + chosen
    }

    /// The option views under the content, with their tags.
    private func optionNodes(in node: RenderNode) -> [(node: RenderNode, tag: AnyHashable)] {
        guard node.children.count > 1 else { return [] }
        var found: [(RenderNode, AnyHashable)] = []
        collectOptions(node.children[1], implicitTag: nil, into: &found)
        return found
    }

    private func collectOptions(_ node: RenderNode, implicitTag: AnyHashable?, into found: inout [(RenderNode, AnyHashable)]) {
        if let tag = node.viewAs((any TagCarrying).self)?.tagValue as? SelectionValue {
            found.append((node, AnyHashable(tag)))
            return
        }
        if node.displayName != nil {
            if let implicitTag, implicitTag.base is SelectionValue {
                found.append((node, implicitTag))
            }
            return
        }
        let isForEach = node.viewAs((any ElementIdentifying).self) != nil
        for child in node.children {
            var childTag = implicitTag
            if isForEach, case .element(let id) = child.key { childTag = id }
            collectOptions(child, implicitTag: childTag, into: &found)
        }
    }
}

/// `ForEach`, seen without its generic arguments.
@MainActor
protocol ElementIdentifying {}
extension ForEach: ElementIdentifying where Content: View {}

/// `.tag(value)`: names an option of a `Picker`. SwiftUI's `_TraitWritingModifier<TagValueTraitKey>`.
public struct _TagModifier<V: Hashable>: ViewModifier {
    public typealias Body = Never
    let tag: V
}

extension _TagModifier: PrimitiveModifier {
    var modifierLabel: String? { ".tag(\(tag))" }
}

/// A tagged view, seen without its generic arguments.
@MainActor
protocol TagCarrying {
    /// The `.tag` value, or `nil` for any other modifier.
    var tagValue: Any? { get }
}

extension ModifiedContent: TagCarrying where Content: View, Modifier: ViewModifier {
    var tagValue: Any? {
        (modifier as? any TagProviding)?.tagAny
    }
}

@MainActor
protocol TagProviding {
    var tagAny: Any { get }
}

extension _TagModifier: TagProviding {
    var tagAny: Any { tag }
}

extension View {
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_TagModifier(tag: tag))
    }
}
