/// State that lives only while a gesture is under way. SwiftUI's `@GestureState`.
///
/// Kept in the render node like `@State`, but read-only to the view: only the closure of
/// `gesture.updating($state) { value, state, transaction in … }` changes it, and it goes back
/// to its initial value when the gesture ends, so a view never has to reset it.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initialValue: Value
    var location: StateLocation<Value>?

    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.initialValue = initialValue
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
    }

    public var wrappedValue: Value {
        location?.value ?? initialValue
    }

    /// `$state`, what `updating` takes.
    public var projectedValue: GestureState<Value> {
        self
    }

    func set(_ value: Value) {
        location?.write(value)
    }

    func reset() {
        location?.write(initialValue)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init() {
        initialValue = nil
    }
}

extension GestureState: DynamicPropertyInstalling {
    mutating func install(on node: RenderNode, key: String) {
        location = StateLocation.installed(on: node, key: key, initialValue: initialValue)
    }

    static func inputsEqual(_ old: GestureState, _ new: GestureState, node: RenderNode, key: String) -> Bool {
        isSameValue(old.initialValue, new.initialValue)
    }
}
