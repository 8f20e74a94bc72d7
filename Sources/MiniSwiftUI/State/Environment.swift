/// Reads a value from the view's environment. SwiftUI's `@Environment`.
///
/// Two forms: `@Environment(\.isEnabled) var isEnabled` reads an `EnvironmentValues` key path;
/// `@Environment(Model.self) var model` (iOS 17) reads an `@Observable` object placed with
/// `.environment(model)`. The view re-runs when the value it reads changes; for an object, the
/// properties its body reads are tracked by Observation as usual.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object((EnvironmentValues) -> Value?, typeName: String)
    }

    private let source: Source
    private var resolved: Value?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        source = .object({ $0.objects[ObjectIdentifier(objectType)] as? Value }, typeName: "\(Value.self)")
    }

    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object({ .some($0.objects[ObjectIdentifier(objectType)] as? T) }, typeName: "\(T.self)")
    }

    public var wrappedValue: Value {
        if let resolved {
            return resolved
        }
        switch source {
        case .keyPath(let keyPath):
            return EnvironmentValues()[keyPath: keyPath]
        case .object(_, let typeName):
            fatalError("No Observable object of type \(typeName) found. A View.environment(_:) for \(typeName) may be missing as an ancestor of this view.")
        }
    }

    fileprivate func resolve(in environment: EnvironmentValues) -> Value? {
        switch source {
        case .keyPath(let keyPath): environment[keyPath: keyPath]
        case .object(let lookup, _): lookup(environment)
        }
    }
}

extension Environment: DynamicPropertyInstalling {
    mutating func install(on node: RenderNode, key: String) {
        resolved = resolve(in: node.environment)
        // A binding from the environment (`\.editMode`) names its memory after this field, so
        // a change reads as `_editMode changed` for this view.
        if let resolved, let location = (resolved as? any StateBackedBinding)?.backingLocation {
            node.locationNames[ObjectIdentifier(location)] = reasonName(forKey: key)
        }
        let source = self
        node.storage[key] = EnvironmentSnapshot(value: resolved, resolve: { source.resolve(in: $0) })
    }

    /// The key path or object type never changes between two values of the same property.
    static func inputsEqual(_ old: Environment, _ new: Environment, node: RenderNode, key: String) -> Bool {
        true
    }
}

/// What an `@Environment` property read last time, to tell whether a new environment changes it.
@MainActor
private final class EnvironmentSnapshot: EnvironmentDependency {
    let value: Any?
    let resolve: (EnvironmentValues) -> Any?

    init(value: Any?, resolve: @escaping (EnvironmentValues) -> Any?) {
        self.value = value
        self.resolve = resolve
    }

    func hasChanged(in environment: EnvironmentValues) -> Bool {
        let new = resolve(environment)
        switch (value, new) {
        case (nil, nil): return false
        case (let old?, let new?):
            if let equal = equalIfEquatable(old, new) { return !equal }
            if type(of: old) is AnyClass { return (old as AnyObject) !== (new as AnyObject) }
            return true
        default: return true
        }
    }
}

/// An `ObservableObject` placed in the environment by an ancestor. SwiftUI's `@EnvironmentObject`.
///
/// Like `@ObservedObject`, any `objectWillChange` re-runs the view. Reading it when no ancestor
/// called `.environmentObject(_:)` stops the program with SwiftUI's message.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private var object: ObjectType?

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(root: wrappedValue)
    }
}

extension EnvironmentObject: DynamicPropertyInstalling {
    mutating func install(on node: RenderNode, key: String) {
        guard let found = node.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            object = nil
            node.storage[key] = nil
            return
        }
        object = found
        let subscription = ObjectSubscription.subscription(to: found, node: node, key: key)
        subscription.environmentLookup = { $0.objects[ObjectIdentifier(ObjectType.self)] }
    }

    static func inputsEqual(_ old: EnvironmentObject, _ new: EnvironmentObject, node: RenderNode, key: String) -> Bool {
        true
    }
}
