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
