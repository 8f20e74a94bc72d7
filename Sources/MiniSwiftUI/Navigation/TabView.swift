/// Screens side by side, chosen from a tab bar. SwiftUI's `TabView` with `.tabItem { … }`.
///
/// Each top-level view of the content is a tab, named by its `.tabItem` label and identified by
/// its `.tag` (or its position). The tab bar — every tab's label — is always on screen, with
/// the selected tab's content above it; `ViewHost.selectTab(_:)` taps a tab. As in SwiftUI, a
/// tab's views are created the first time it is selected and then kept, state and all, while
/// other tabs are shown. Simplified: switching away does not run `onDisappear`.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: Never { bodyNever() }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// The modifier behind `.tabItem { … }`: the label of the tab bar button for this view.
public struct _TabItemModifier: ViewModifier {
    public typealias Body = Never
    let label: any View
}

extension _TabItemModifier: PrimitiveModifier {
    var modifierLabel: String? { ".tabItem" }
}

extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: label()))
    }

    /// The number shown on a tab's button. Pixels only.
    public func badge(_ count: Int) -> some View {
        pixels(".badge(\(count))")
    }

    public func badge(_ label: Text?) -> some View {
        pixels(".badge")
    }
}

/// One tab: its content, its tab bar label, its tag.
private struct Tab {
    let content: any View
    let label: any View
    let tag: AnyHashable
}

/// What a `TabView` keeps: the tabs selected so far, and its selection when no binding is given.
@MainActor
final class TabSelection {
    var selected: AnyHashable?
    var visited: Set<AnyHashable> = []
}

extension TabView: PrimitiveView, ChildrenFiltering, TabContainer {
    var displayName: String? { "TabView" }

    func children(in node: RenderNode) -> [ChildView] {
        let tabs = self.tabs
        let state = node.tabSelection
        let selected = node.tracking { selection.map { AnyHashable($0.wrappedValue) } } ?? state.selected ?? tabs.first?.tag
        if let selected { state.visited.insert(selected) }
        var children = tabs.enumerated().map { index, tab in
            ChildView(.index(index), AttachedContent(name: ".tabItem", content: tab.label, iconsOnly: false))
        }
        for tab in tabs where state.visited.contains(tab.tag) {
            children.append(ChildView(.presented(tab.tag), tab.content))
        }
        return children
    }

    /// The selected tab's content, then the tab bar.
    func shownChildren(of node: RenderNode) -> [RenderNode] {
        let selected = currentSelection(in: node).map(ChildKey.presented)
        let content = node.children.filter { $0.key == selected }
        return content + node.children.filter { $0.view is AttachedContent }
    }

    func tabTags(in node: RenderNode) -> [(label: RenderNode, tag: AnyHashable)] {
        let labels = node.children.filter { $0.view is AttachedContent }
        return zip(labels, tabs.map(\.tag)).map { ($0, $1) }
    }

    func select(_ tag: AnyHashable, in node: RenderNode) {
        if let selection, let value = tag.base as? SelectionValue {
            selection.wrappedValue = value
        } else if selection == nil {
            node.tabSelection.selected = tag
            node.invalidate(reason: "selection")
        }
    }

    private func currentSelection(in node: RenderNode) -> AnyHashable? {
        selection.map { AnyHashable($0.wrappedValue) } ?? node.tabSelection.selected ?? tabs.first?.tag
    }

    /// The content's top-level views, each with its `.tabItem` label and its `.tag`.
    private var tabs: [Tab] {
        let views = (content as? any TupleViewElements)?.elementViews ?? [content]
        return views.enumerated().map { index, view in
            let modifiers = modifierChain(of: view)
            let label = modifiers.lazy.compactMap { $0 as? _TabItemModifier }.first?.label ?? EmptyView()
            let tag = modifiers.lazy.compactMap { ($0 as? any TagProviding)?.tagAny as? AnyHashable }.first
            return Tab(content: view, label: label, tag: tag ?? AnyHashable(index))
        }
    }
}

/// The modifiers applied to a view, outermost first.
@MainActor
private func modifierChain(of view: any View) -> [Any] {
    guard let modified = cast(view, to: (any ModifierHolding).self) else { return [] }
    return [modified.heldModifier] + (modified.heldContent.map(modifierChain) ?? [])
}

/// A `TabView` seen without its generic arguments, for `ViewHost.selectTab(_:)`.
@MainActor
protocol TabContainer {
    func tabTags(in node: RenderNode) -> [(label: RenderNode, tag: AnyHashable)]
    func select(_ tag: AnyHashable, in node: RenderNode)
}

/// A `TupleView`'s views, seen without its generic arguments.
@MainActor
protocol TupleViewElements {
    var elementViews: [any View] { get }
}

extension TupleView: TupleViewElements {
    var elementViews: [any View] { elements }
}

extension RenderNode {
    var tabSelection: TabSelection {
        if let state = storage["tabs"] as? TabSelection {
            return state
        }
        let state = TabSelection()
        storage["tabs"] = state
        return state
    }
}
