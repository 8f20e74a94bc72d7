/// A root view with screens pushed over it. SwiftUI's `NavigationStack` (iOS 16).
///
/// A `NavigationLink` inside pushes a screen; the back button (`ViewHost.goBack()`) or a
/// pushed view's `dismiss()` pops it. Only the top screen is on screen; the screens under it
/// keep their nodes and state, as they do on a device. With `path:`, the stack shows one
/// screen per value of the bound collection (see `NavigationModel`).
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: NavigationPathBinding?

    public var body: Never { bodyNever() }
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathBinding(path)
    }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathBinding(path)
    }
}

extension NavigationStack: NavigationContainer {
    var displayName: String? { "NavigationStack" }
    var rootView: any View { root }
}

/// What `NavigationStack`, `NavigationSplitView` (collapsed, as on iPhone) and `NavigationView`
/// share: a root, screens pushed over it, and only the top one shown.
@MainActor
protocol NavigationContainer: PrimitiveView, ChildrenFiltering {
    var rootView: any View { get }
    var path: NavigationPathBinding? { get }
}

extension NavigationContainer {
    /// When the container renders because it changed itself (a push, a pop, its path), its
    /// parent gave it no new root: the root is left alone, as SwiftUI leaves the screens under a
    /// pushed one.
    func children(in node: RenderNode) -> [ChildView] {
        let model = node.navigationModel
        model.path = path
        let rootIsUnchanged = !node.currentReasons.isEmpty
        return node.tracking { model.screens(root: rootView, rootIsUnchanged: rootIsUnchanged) }
    }

    func childEnvironment(_ environment: EnvironmentValues, node: RenderNode) -> EnvironmentValues {
        let model = node.navigationModel
        return node.cachedEnvironment(from: environment, value: model) { $0.navigation = model }
    }

    func shownChildren(of node: RenderNode) -> [RenderNode] {
        Array(node.children.suffix(1))
    }
}

extension RenderNode {
    /// The navigation container on screen with screens pushed, innermost last.
    var containerWithPushedScreens: RenderNode? {
        var found: RenderNode?
        forEachShownNode { node in
            if node.viewAs((any NavigationContainer).self) != nil, !node.navigationModel.entries.isEmpty {
                found = node
            }
        }
        return found
    }
}
