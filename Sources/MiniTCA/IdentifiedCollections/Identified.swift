/// A value paired with an id, for a list of values that are not `Identifiable` themselves.
/// TCA's `Identified`.
@dynamicMemberLookup
public struct Identified<ID: Hashable, Value>: Identifiable {
    public let id: ID
    public var value: Value

    public init(_ value: Value, id: ID) {
        self.id = id
        self.value = value
    }

    public init(_ value: Value, id: (Value) -> ID) {
        self.init(value, id: id(value))
    }

    public subscript<LocalValue>(dynamicMember keyPath: WritableKeyPath<Value, LocalValue>) -> LocalValue {
        get { value[keyPath: keyPath] }
        set { value[keyPath: keyPath] = newValue }
    }
}

extension Identified: Equatable where Value: Equatable {}
extension Identified: Hashable where Value: Hashable {}
extension Identified: Sendable where ID: Sendable, Value: Sendable {}
