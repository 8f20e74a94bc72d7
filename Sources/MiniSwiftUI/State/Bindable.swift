/// Bindings to the properties of an `@Observable` object. SwiftUI's `Bindable`.
///
/// `@Observable` classes need no property wrapper to be observed (reading a property in a body
/// is enough), but a `$` is needed to make bindings: `@Bindable var model: Model` gives
/// `$model.value`, and inline `Bindable(model).value` does the same. `projectedValue` is the
/// `Bindable` itself; the dynamic-member subscript turns a `ReferenceWritableKeyPath` into a
/// `Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    public var projectedValue: Bindable<Value> {
        self
    }

    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> where Value: AnyObject {
        let root = wrappedValue
        return Binding(
            get: { root[keyPath: keyPath] },
            set: { root[keyPath: keyPath] = $0 },
            source: BindingSource(root: ObjectIdentifier(root), path: [keyPath], stateLocation: nil))
    }
}

extension Bindable: DynamicProperty {}
