/// A read-write view of a value owned by someone else. SwiftUI's `Binding`.
///
/// A binding is a getter and a setter. `$count` (from `@State`), `$model.value` (from
/// `@ObservedObject`, `@StateObject` or `@Bindable`) and `Binding(get:set:)` all make one;
/// `$binding.field` derives a binding to a part of the value through a `WritableKeyPath`.
/// Reading the value inside a body makes the reader depend on the source, so a child holding a
/// `@Binding` re-runs when the parent's state changes even if the parent's body did not read it.
///
/// As an input, a binding is "unchanged" when it points at the same source and (for object
/// sources) the value the view last saw is the same; bindings made of closures always count as
/// changed. Simplified: no transactions or animations.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void
    /// What the binding points at, when known: used to compare bindings as view inputs.
    let source: BindingSource?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
        source = nil
    }

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, source: BindingSource?) {
        getValue = get
        setValue = set
        self.source = source
    }

    /// A binding to the memory of an installed `@State`.
    init(location: StateLocation<Value>) {
        self.init(
            get: { location.value },
            set: { location.write($0) },
            source: BindingSource(root: ObjectIdentifier(location), path: [], stateLocation: location))
    }

    /// A binding that always reads `value` and ignores writes. Handy in previews and tests.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    public var projectedValue: Binding<Value> {
        self
    }

    /// Lets `@Binding var value: Int` be initialised with `$something`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// `$value.field`: a binding to part of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.getValue()[keyPath: keyPath] },
            set: { newValue in
                var whole = self.getValue()
                whole[keyPath: keyPath] = newValue
                self.setValue(whole)
            },
            source: source?.appending(keyPath))
    }

    /// The same binding, whose writes would animate on a device (`editMode?.animation()`).
    /// Nothing moves here, so it writes exactly as the binding does.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        self
    }

    /// A binding whose setter also receives the write's `Transaction` (always an empty one here).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: { set($0, Transaction()) })
    }

    /// The transaction writes through this binding carry: none here.
    public var transaction: Transaction {
        Transaction()
    }

    /// The same binding, with writes in `transaction`; they happen as without it.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        self
    }

    /// Turns a binding to a value into a binding to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(
            get: { base.wrappedValue },
            set: { newValue in
                if let newValue { base.wrappedValue = newValue }
            },
            source: base.source)
    }

    /// Unwraps a binding to an optional value; `nil` when the value is `nil` now.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(
            get: { base.wrappedValue ?? initial },
            set: { base.wrappedValue = $0 },
            source: base.source)
    }
}

/// What a binding points at: an object (a state location or a model) plus the key paths
/// followed from it.
struct BindingSource: Hashable {
    let root: ObjectIdentifier
    let path: [AnyKeyPath]
    /// Set when the root is a `@State` location: its changes reach readers as dependencies.
    let stateLocation: AnyStateLocation?

    func appending(_ keyPath: AnyKeyPath) -> BindingSource {
        BindingSource(root: root, path: path + [keyPath], stateLocation: stateLocation)
    }

    static func == (lhs: BindingSource, rhs: BindingSource) -> Bool {
        lhs.root == rhs.root && lhs.path == rhs.path
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(root)
        hasher.combine(path)
    }
}

extension Binding: DynamicProperty {}

/// A binding seen without its generic argument: the `@State` memory it writes, if any.
protocol StateBackedBinding {
    var backingLocation: AnyStateLocation? { get }
}

extension Binding: StateBackedBinding {
    var backingLocation: AnyStateLocation? { source?.stateLocation }
}

extension Binding: DynamicPropertyInstalling {
    /// Remembers the value this view saw, and names the source after this view's field, so a
    /// change of the source reads as `_value changed` for this view.
    mutating func install(on node: RenderNode, key: String) {
        if let location = source?.stateLocation {
            node.locationNames[ObjectIdentifier(location)] = reasonName(forKey: key)
        }
        node.storage[key] = BindingSnapshot(value: getValue())
    }

    static func inputsEqual(_ old: Binding, _ new: Binding, node: RenderNode, key: String) -> Bool {
        guard let oldSource = old.source, oldSource == new.source else { return false }
        // A state location tells its readers itself; an object source must be compared by value.
        if oldSource.stateLocation != nil { return true }
        guard let seen = (node.storage[key] as? BindingSnapshot)?.value else { return false }
        return equalIfEquatable(seen, new.getValue()) ?? false
    }
}

/// The value a view last saw through a binding.
final class BindingSnapshot {
    let value: Any
    init(value: Any) { self.value = value }
}
