/// A stored property of a view that the runtime connects to the render tree before `body` runs.
/// SwiftUI's `DynamicProperty`.
///
/// `@State`, `@StateObject`, `@ObservedObject`, `@Binding`, `@Environment`, `@EnvironmentObject`
/// and `@Bindable` are dynamic properties. You can write your own by grouping them in a struct
/// that conforms to this protocol; the runtime installs what it contains and then calls
/// `update()`, as SwiftUI does before each body evaluation.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// How the runtime's own property wrappers attach to a node. Internal: SwiftUI's equivalent
/// (`_makeProperty(in:container:fieldOffset:inputs:)`) is private API as well.
@MainActor
protocol DynamicPropertyInstalling: DynamicProperty {
    /// Binds this copy of the property to the storage `node` keeps under `key` (`_count`),
    /// creating that storage the first time.
    mutating func install(on node: RenderNode, key: String)

    /// Whether a new value from the parent counts as the same input as the old one (`@self`).
    static func inputsEqual(_ old: Self, _ new: Self, node: RenderNode, key: String) -> Bool
}

/// Storage that depends on the environment (`@Environment`, `@EnvironmentObject`): when the
/// environment a node receives changes, these say whether the view must re-run.
@MainActor
protocol EnvironmentDependency: AnyObject {
    func hasChanged(in environment: EnvironmentValues) -> Bool
}

/// `_count` → `count`: the name a learner wrote, for the trace's `property` field.
func propertyName(forKey key: String) -> String {
    key.split(separator: ".").map { $0.hasPrefix("_") ? String($0.dropFirst()) : String($0) }
        .joined(separator: ".")
}

/// The top-level storage name, the one `_printChanges` shows (`_prop` for `_prop._count`).
func reasonName(forKey key: String) -> String {
    String(key.prefix { $0 != "." })
}

/// Whether two values are the same for the purpose of skipping an update: `==` when the type
/// is `Equatable`, identity for objects, equal bytes for plain data. Anything else is "changed",
/// as SwiftUI's own value comparison would say.
func isSameValue<Value>(_ old: Value, _ new: Value) -> Bool {
    if let equal = equalIfEquatable(old, new) {
        return equal
    }
    if Value.self is AnyClass {
        return (old as AnyObject) === (new as AnyObject)
    }
    guard _isPOD(Value.self) else { return false }
    return withUnsafeBytes(of: old) { oldBytes in
        withUnsafeBytes(of: new) { newBytes in oldBytes.elementsEqual(newBytes) }
    }
}
