/// A value the compiler cannot prove thread-safe, declared safe to send across concurrency
/// boundaries by the person who knows better. ConcurrencyExtras' `UncheckedSendable`, which
/// TCA re-exports. The runtime uses it for values only ever touched on the main actor (actions,
/// reducer closures) that must ride in a `@Sendable` closure.
@dynamicMemberLookup
@propertyWrapper
public struct UncheckedSendable<Value>: @unchecked Sendable {
    public var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public init(wrappedValue value: Value) {
        self.value = value
    }

    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }

    public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
        value[keyPath: keyPath]
    }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
        get { value[keyPath: keyPath] }
        set { value[keyPath: keyPath] = newValue }
    }
}
