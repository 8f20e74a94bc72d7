/// A control that pushes a screen onto the enclosing navigation container. SwiftUI's
/// `NavigationLink`.
///
/// Two kinds, as in SwiftUI: a link with a destination view (`NavigationLink { Detail() }
/// label: { … }`) pushes that view — and keeps it up to date while the link is re-rendered; a
/// link with a value (`NavigationLink("Next", value: 3)`) pushes the value, shown by the
/// `navigationDestination(for:)` declared for its type inside the stack (without one the link
/// does nothing and SwiftUI's warning is recorded). `ViewHost.tap(_:)` taps a link by its label.
public struct NavigationLink<Label: View, Destination: View>: View {
    enum Target {
        case view(Destination)
        case value(AnyHashable?)
    }

    let label: Label
    let target: Target

    public var body: Never { bodyNever() }
}

extension NavigationLink {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination())
    }

    /// The iOS 13–16 form: `NavigationLink(destination: Detail()) { … }`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A `nil` value disables the link.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink: PrimitiveView, LinkControl, DestinationCarrying {
    var displayName: String? { "NavigationLink" }
    var controlKind: ControlKind { .navigationLink }
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), label)] }

    var destinationView: (any View)? {
        if case .view(let destination) = target { return destination }
        return nil
    }

    var isActivatable: Bool {
        if case .value(nil) = target { return false }
        return true
    }

    func activate(in node: RenderNode) {
        guard let model = node.environment.navigation else { return }
        switch target {
        case .view:
            _ = model.push(.link(WeakNode(node: node)))
        case .value(let value?):
            _ = model.push(.value(value))
        case .value(nil):
            break
        }
    }

    func didUpdate(node: RenderNode, from oldView: any View) {
        node.environment.navigation?.linkUpdated(node)
    }

    func willUnmount(node: RenderNode) {
        node.environment.navigation?.linkRemoved(node)
    }
}
