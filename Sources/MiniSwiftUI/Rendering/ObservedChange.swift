/// Which observed property a change is about, so that the trace can say why a body ran in the
/// terms the body read it: `↻ CounterView.body ran — store.count changed`.
///
/// Observation tells a tracked body only *that* something it read will change. A runtime that
/// knows more (TCA's store, whose state names its properties) announces the property's name
/// around the change; a body invalidated meanwhile records it, qualified by the view's own
/// property that holds the observed object (`store`). SwiftUI has no such thing: its
/// `_printChanges` still says `@dependencies`, and so does ours.
public enum ObservedChange {
    /// The property being changed, while its change is announced.
    @TaskLocal public static var property: String?

    /// Runs `change` (which fires the observers) with `name` announced as the changing property
    /// (`""` for the observed object as a whole; `nil` announces nothing).
    public static func announcing<R>(_ name: String?, _ change: () throws -> R) rethrows -> R {
        try $property.withValue(name, operation: change)
    }
}

/// An object whose observed state views read through it: TCA's `Store`. A view property holding
/// one (`let store`, `@Bindable var store`) gives its name to the changes the trace reports.
public protocol ObservedStateOwner: AnyObject {}

extension RenderNode {
    /// `store.count` for a change of `count` read through the view's `store` (`store` for the
    /// store's state as a whole); the bare name when the view holds no owner.
    func dependencyName(for property: String) -> String {
        for child in Mirror(reflecting: view).children {
            guard let label = child.label else { continue }
            var holder: String?
            if child.value is any ObservedStateOwner {
                holder = label
            } else if Mirror(reflecting: child.value).children.contains(where: { $0.value is any ObservedStateOwner }) {
                // A wrapper around the owner (`@Bindable var store` is stored as `_store`).
                holder = label.hasPrefix("_") ? String(label.dropFirst()) : label
            }
            if let holder {
                return property.isEmpty ? holder : "\(holder).\(property)"
            }
        }
        return property.isEmpty ? "@dependencies" : property
    }
}
