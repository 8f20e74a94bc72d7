import RenderTrace

/// A value a view owns, kept in the render tree. SwiftUI's `@State`.
///
/// The struct holds only the *initial* value plus, once installed, a reference to the memory
/// the view's render node allocated (`StateLocation`). That is why:
/// - `self.count = 5` in `init` does nothing: the property is not installed yet, so the write is
///   dropped silently (the trace records `stateWriteIgnored`; SwiftUI prints nothing — its
///   "outside of being installed" warning is for reading the value or `$count` there);
/// - `_count = State(initialValue: 5)` only matters when the node is first created: later, the
///   node's memory already has a value and the new initial value is ignored;
/// - two places that show the same view value (`counter; counter`) get two nodes, two states.
///
/// A write re-runs only the bodies that read the value in their last run. Writing a value equal
/// to the current one re-runs nothing (SwiftUI compares before committing).
///
/// Simplified: no transactions or animations; writes must happen on the main actor.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    var initialValue: Value
    var location: StateLocation<Value>?

    public init(wrappedValue value: Value) {
        initialValue = value
    }

    public init(initialValue value: Value) {
        initialValue = value
    }

    public var wrappedValue: Value {
        get {
            guard let location else {
                assumingMainActor { StateWarnings.notInstalled("State", newValue: nil) }
                return initialValue
            }
            return location.value
        }
        nonmutating set {
            guard let location else {
                let dropped = TraceValue.describe(newValue)
                assumingMainActor { StateWarnings.notInstalled("State", newValue: dropped) }
                return
            }
            location.write(newValue)
        }
    }

    /// `$count`: a `Binding` that reads and writes the node's memory. Before installation it is
    /// a constant binding of the initial value, as SwiftUI warns.
    public var projectedValue: Binding<Value> {
        guard let location else {
            assumingMainActor { StateWarnings.notInstalled("State", newValue: nil) }
            return .constant(initialValue)
        }
        return Binding(location: location)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        initialValue = nil
    }
}

extension State: DynamicPropertyInstalling {
    mutating func install(on node: RenderNode, key: String) {
        location = StateLocation.installed(on: node, key: key, initialValue: initialValue)
    }

    /// A parent building `Counter()` again gives the same initial value: unchanged input. A new
    /// object as initial value (`@State var model = Model()`) counts as a change, even though the
    /// node keeps its first object.
    static func inputsEqual(_ old: State, _ new: State, node: RenderNode, key: String) -> Bool {
        isSameValue(old.initialValue, new.initialValue)
    }
}
