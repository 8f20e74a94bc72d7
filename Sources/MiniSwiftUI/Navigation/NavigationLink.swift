/// A control that pushes a screen onto the enclosing navigation container. SwiftUI's
/// `NavigationLink`.
///
/// Two kinds, as in SwiftUI: a link with a destination view (`NavigationLink { Detail() }
/// label: { … }`) pushes that view — and keeps it up to date while the link is re-rendered; a
/// link with a value (`NavigationLink("Next", value: 3)`) pushes the value, shown by the
/// `navigationDestination(for:)` declared for its type inside the stack (without one the link
/// does nothing and SwiftUI's warning is recorded). `ViewHost.tap(_:)` taps a link by its label.
///
/// The iOS 13–15 forms driven by a binding — `NavigationLink(isActive: $showing)` and
/// `NavigationLink(tag: 2, selection: $selected)` — push their destination while the binding
/// says so: tapping the link writes it, writing it elsewhere pushes or pops, and going back
/// writes it back (`false`, `nil`).
public struct NavigationLink<Label: View, Destination: View>: View {
    enum Target {
        case view(Destination)
        case value(AnyHashable?)
        /// A destination shown while `isActive` reads `true`.
        case bound(Destination, isActive: Binding<Bool>)
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

extension NavigationLink {
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .bound(destination(), isActive: isActive)
    }

    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .bound(destination, isActive: isActive)
    }

    public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        target = .bound(destination(), isActive: Binding(
            get: { selection.wrappedValue == tag },
            set: { isActive in
                if isActive {
                    selection.wrappedValue = tag
                } else if selection.wrappedValue == tag {
                    selection.wrappedValue = nil
                }
            }))
    }

    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(tag: tag, selection: selection, destination: { destination }, label: label)
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// `NavigationLink("Load", isActive: $isActive) { Detail() }`: the destination as a trailing
    /// closure, as SwiftUI has it beside the `destination:isActive:` form.
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(isActive: isActive, destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(isActive: isActive, destination: destination) { Text(title) }
    }

    /// `NavigationLink("Row 3", tag: 3, selection: $selected) { Detail() }`: the destination as a
    /// trailing closure, as SwiftUI has it beside the `destination:tag:selection:` form.
    public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(tag: tag, selection: selection, destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(tag: tag, selection: selection, destination: destination) { Text(title) }
    }

    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }

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
    func children(in node: RenderNode) -> [ChildView] {
        if case .bound(_, let isActive) = target {
            node.followBinding(isActive)
        }
        return [ChildView(.index(0), label)]
    }

    var destinationView: (any View)? {
        switch target {
        case .view(let destination), .bound(let destination, _): destination
        case .value: nil
        }
    }

    func didPop() {
        if case .bound(_, let isActive) = target, isActive.wrappedValue {
            isActive.wrappedValue = false
        }
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
        case .bound(_, let isActive):
            // The link re-renders, as it reads the binding, and pushes its screen then.
            isActive.wrappedValue = true
        }
    }

    func didUpdate(node: RenderNode, from oldView: any View) {
        node.environment.navigation?.linkUpdated(node)
    }

    func willUnmount(node: RenderNode) {
        node.environment.navigation?.linkRemoved(node)
    }
}
