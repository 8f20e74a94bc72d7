import RenderTrace

/// What a navigation container keeps: the screens pushed over its root, and the
/// `navigationDestination`s declared inside it.
///
/// A screen is pushed either by a link that carries its destination view
/// (`NavigationLink { Detail() } label: { … }`) — the screen then shows that link's latest
/// destination, and goes away if the link does — or by a value (`NavigationLink(value: 3)`, a
/// path binding), shown by the `navigationDestination(for:)` declared for the value's type. With
/// `NavigationStack(path:)`, the values are the binding's: pushing appends to it, popping
/// removes from it, and writing it pushes or pops. The model lives in the container's node, so
/// it lasts as long as the container's identity.
@MainActor
final class NavigationModel {
    enum Entry {
        case value(AnyHashable)
        case link(WeakNode)

        func isLink(_ node: RenderNode) -> Bool {
            if case .link(let link) = self { return link.node === node }
            return false
        }
    }

    private unowned let container: RenderNode
    private(set) var entries: [Entry] = []
    /// The container's path binding as of its last render.
    var path: NavigationPathBinding?
    /// The `navigationDestination(for:)` modifier nodes inside the container, by data type.
    private var destinations: [ObjectIdentifier: WeakNode] = [:]

    init(container: RenderNode) {
        self.container = container
    }

    // MARK: Screens

    /// The root, then one screen per entry. Called while the container renders, with its reads
    /// tracked, so a write to the path re-renders it. Each screen finds its destination when it
    /// renders itself — after the root, so with the root's latest links and destinations.
    func screens(root: any View, rootIsUnchanged: Bool) -> [ChildView] {
        if let path {
            follow(path.values())
        }
        var screens = [ChildView(.index(0), root, isUnchanged: rootIsUnchanged)]
        for (index, entry) in entries.enumerated() {
            let level = index + 1
            let screen = PushedScreen(model: self, entry: entry, dismiss: dismissAction(level: level))
            screens.append(ChildView(.presented(AnyHashable(ScreenKey(level: level, entry: key(of: entry)))), screen))
        }
        return screens
    }

    /// Takes the path's values as the value screens, keeping screens pushed by links in place
    /// while the values below them are unchanged.
    private func follow(_ values: [AnyHashable]) {
        var kept: [Entry] = []
        var next = 0
        for entry in entries {
            if case .value(let value) = entry {
                guard next < values.count, values[next] == value else { break }
                next += 1
            }
            kept.append(entry)
        }
        entries = kept + values[next...].map(Entry.value)
    }

    /// What a pushed screen shows; `nil` when its link is gone or no destination is declared
    /// for its value's type.
    func destination(for entry: Entry) -> (any View)? {
        switch entry {
        case .link(let link):
            return (link.node?.view as? any DestinationCarrying)?.destinationView
        case .value(let value):
            return destinationNode(for: value).flatMap(resolver)?.destination(for: value)
        }
    }

    private func destinationNode(for value: AnyHashable) -> RenderNode? {
        destinations[ObjectIdentifier(type(of: value.base))]?.node
    }

    private func resolver(_ node: RenderNode) -> (any DestinationResolving)? {
        node.viewAs((any ModifierHolding).self)?.heldModifier as? any DestinationResolving
    }

    private func key(of entry: Entry) -> AnyHashable {
        switch entry {
        case .value(let value): value
        case .link(let link): AnyHashable(link.node.map(ObjectIdentifier.init))
        }
    }

    private func dismissAction(level: Int) -> DismissAction {
        DismissAction(action: { [weak self] in self?.pop(to: level - 1) }, target: AnyHashable(ScreenKey(level: level, entry: AnyHashable(ObjectIdentifier(self)))))
    }

    // MARK: Pushing and popping

    /// A link was tapped. Returns `false` when the value cannot be shown: no destination is
    /// declared for its type (SwiftUI's warning is recorded), or the path cannot hold it.
    func push(_ entry: Entry) -> Bool {
        if case .value(let value) = entry {
            guard destinationNode(for: value) != nil else {
                TraceRecorder.record(TraceEvent(
                    .warning, path: container.tracePath,
                    detail: "A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."))
                return false
            }
            if let path {
                guard path.accepts(value) else { return false }
                // Writing the path re-renders the container, which reads it.
                path.write(path.values() + [value])
                return true
            }
        }
        entries.append(entry)
        container.invalidate(reason: "navigation")
        return true
    }

    /// Keeps the first `count` pushed screens, as the back button or `dismiss()` does. Links
    /// driven by a binding hear that their screen went (`isActive` becomes `false`).
    func pop(to count: Int) {
        guard count < entries.count else { return }
        let popped = entries[count...]
        entries.removeLast(entries.count - count)
        for case .link(let link) in popped {
            (link.node?.view as? any DestinationCarrying)?.didPop()
        }
        if let path {
            let values = entries.compactMap { entry -> AnyHashable? in
                if case .value(let value) = entry { return value }
                return nil
            }
            if values != path.values() {
                path.write(values)
            }
        }
        container.invalidate(reason: "navigation")
    }

    // MARK: What the views inside report

    /// A link that pushed a screen was re-rendered: its destination may have changed. (While
    /// the container itself renders, its screens are about to read the link anyway.)
    func linkUpdated(_ link: RenderNode) {
        if !container.isRendering, entries.contains(where: { $0.isLink(link) }) {
            container.invalidate(reason: "navigation")
        }
    }

    /// A link or destination driven by a binding rendered: its screen is pushed while the
    /// binding says so, and popped (with the screens above it) when it no longer does.
    func follow(_ node: RenderNode, isActive: Bool) {
        let index = entries.firstIndex { $0.isLink(node) }
        if isActive, index == nil {
            entries.append(.link(WeakNode(node: node)))
            container.invalidate(reason: "navigation")
        } else if !isActive, let index {
            pop(to: index)
        }
    }

    /// A link that pushed a screen left the tree: its screen, and those above it, go too.
    func linkRemoved(_ link: RenderNode) {
        guard let index = entries.firstIndex(where: { $0.isLink(link) }) else { return }
        pop(to: index)
    }

    func register(destinationFor type: Any.Type, node: RenderNode) {
        destinations[ObjectIdentifier(type)] = WeakNode(node: node)
        destinationsChanged(for: type)
    }

    func unregister(destinationFor type: Any.Type, node: RenderNode) {
        guard destinations[ObjectIdentifier(type)]?.node === node else { return }
        destinations[ObjectIdentifier(type)] = nil
        destinationsChanged(for: type)
    }

    /// Screens showing values of this type are rebuilt from the latest destination. (While the
    /// container itself renders, its screens are about to read the destination anyway.)
    func destinationsChanged(for type: Any.Type) {
        guard !container.isRendering else { return }
        let shows = entries.contains { entry in
            if case .value(let value) = entry { return Swift.type(of: value.base) == type }
            return false
        }
        if shows {
            container.invalidate(reason: "navigation")
        }
    }
}

/// Identifies a pushed screen: its level and what it shows. A different value at a level is a
/// new screen, with new state.
private struct ScreenKey: Hashable {
    let level: Int
    let entry: AnyHashable
}

/// A pushed screen: what it shows, and the `\.dismiss` that pops it.
struct PushedScreen: View {
    let model: NavigationModel
    let entry: NavigationModel.Entry
    let dismiss: DismissAction

    var body: Never { bodyNever() }
}

extension PushedScreen: PrimitiveView {
    /// The destination, or nothing — an empty screen, as SwiftUI shows for a value no
    /// `navigationDestination` handles.
    func children(in node: RenderNode) -> [ChildView] {
        model.destination(for: entry).map { [ChildView(.index(0), $0)] } ?? []
    }

    func childEnvironment(_ environment: EnvironmentValues, node: RenderNode) -> EnvironmentValues {
        node.cachedEnvironment(from: environment, value: dismiss) {
            $0.dismiss = dismiss
            $0.isPresented = true
            $0.editMode = node.screenEditMode
        }
    }
}

/// A `NavigationLink` (or a `navigationDestination(isPresented:)`) seen without its generic
/// arguments: the screen it pushes, and what it does when that screen is popped.
@MainActor
protocol DestinationCarrying {
    var destinationView: (any View)? { get }
    func didPop()
}

extension RenderNode {
    /// Reads a link's binding as this node's dependency — so that writing it re-renders the link,
    /// as SwiftUI's links observe their bindings — and pushes or pops the link's screen to match.
    func followBinding(_ isActive: Binding<Bool>) {
        let active = tracking { isActive.wrappedValue }
        environment.navigation?.follow(self, isActive: active)
    }
}

/// A `navigationDestination(for:)` modifier seen without its generic arguments.
@MainActor
protocol DestinationResolving {
    func destination(for value: AnyHashable) -> (any View)?
}

private struct NavigationKey: EnvironmentKey {
    static var defaultValue: NavigationModel? { nil }
}

extension EnvironmentValues {
    /// The navigation container the view is in.
    var navigation: NavigationModel? {
        get { self[NavigationKey.self] }
        set { self[NavigationKey.self] = newValue }
    }
}

extension RenderNode {
    /// The model of the navigation container at this node, created with the node.
    var navigationModel: NavigationModel {
        if let model = storage["navigation"] as? NavigationModel {
            return model
        }
        let model = NavigationModel(container: self)
        storage["navigation"] = model
        return model
    }
}
