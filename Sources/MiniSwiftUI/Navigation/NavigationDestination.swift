/// `.navigationDestination(for: Item.self) { item in … }`: the screen to push for a value of
/// that type, for the value links (and path values) of the enclosing `NavigationStack`.
/// SwiftUI's `navigationDestination(for:destination:)`.
///
/// Declare it inside the stack; the latest closure is used, so a pushed screen is rebuilt when
/// the view declaring it re-renders.
public struct _NavigationDestinationModifier<D: Hashable, C: View>: ViewModifier {
    public typealias Body = Never
    let destination: (D) -> C
}

extension _NavigationDestinationModifier: PrimitiveModifier, DestinationResolving {
    var modifierLabel: String? { ".navigationDestination(for: \(D.self))" }

    func didMount(node: RenderNode) {
        node.environment.navigation?.register(destinationFor: D.self, node: node)
    }

    func didUpdate(node: RenderNode, from oldModifier: _NavigationDestinationModifier) {
        node.environment.navigation?.destinationsChanged(for: D.self)
    }

    func willUnmount(node: RenderNode) {
        node.environment.navigation?.unregister(destinationFor: D.self, node: node)
    }

    func destination(for value: AnyHashable) -> (any View)? {
        (value.base as? D).map(destination)
    }
}

extension View {
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(_NavigationDestinationModifier(destination: destination))
    }
}

/// `.navigationDestination(isPresented: $showing) { Detail() }` (iOS 16): pushes the destination
/// onto the enclosing stack while the binding is `true`; going back sets it to `false`.
/// SwiftUI's `navigationDestination(isPresented:destination:)`.
public struct _NavigationDestinationPresentedModifier<C: View>: ViewModifier {
    public typealias Body = Never
    let isPresented: Binding<Bool>
    let destination: C
}

extension _NavigationDestinationPresentedModifier: PrimitiveModifier {
    var modifierLabel: String? { ".navigationDestination(isPresented:)" }

    /// Called as the modifier renders: where it follows its binding.
    func attachments(in node: RenderNode) -> [ChildView] {
        node.followBinding(isPresented)
        return []
    }

    func didUpdate(node: RenderNode, from oldModifier: _NavigationDestinationPresentedModifier) {
        node.environment.navigation?.linkUpdated(node)
    }

    func willUnmount(node: RenderNode) {
        node.environment.navigation?.linkRemoved(node)
    }
}

extension ModifiedContent: DestinationCarrying where Content: View, Modifier: PresentedDestination {
    var destinationView: (any View)? { modifier.destinationView }
    func didPop() { modifier.didPop() }
}

/// `_NavigationDestinationPresentedModifier` seen without its generic argument.
@MainActor
protocol PresentedDestination: ViewModifier {
    var destinationView: (any View)? { get }
    func didPop()
}

extension _NavigationDestinationPresentedModifier: PresentedDestination {
    var destinationView: (any View)? { destination }

    func didPop() {
        if isPresented.wrappedValue {
            isPresented.wrappedValue = false
        }
    }
}

extension View {
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        modifier(_NavigationDestinationPresentedModifier(isPresented: isPresented, destination: destination()))
    }
}

extension View {
    /// `.navigationDestination(item: $selectedItem) { item in Detail(item) }` (iOS 17): pushes the
    /// destination for the binding's value while it is non-`nil`; going back sets it to `nil`.
    /// SwiftUI's `navigationDestination(item:destination:)`, here built on the `isPresented:` form.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        navigationDestination(
            isPresented: Binding(
                get: { item.wrappedValue != nil },
                set: { isPresented in if !isPresented, item.wrappedValue != nil { item.wrappedValue = nil } }
            )
        ) {
            if let value = item.wrappedValue { destination(value) }
        }
    }
}
