import RenderTrace

/// An `ObservableObject` a view owns, created once per view identity. SwiftUI's `@StateObject`.
///
/// The initial value is an `@autoclosure`: building the view struct (which parents do on every
/// body run) does not create the object. The closure runs once, when the node is created, and
/// the object lives as long as the node. The view subscribes to the object's `objectWillChange`,
/// so any change re-runs its body, whichever properties the body read.
///
/// Compare `@State var model = Model()`: there `Model()` runs every time the struct is built,
/// and the node keeps only the first instance.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let makeObject: () -> ObjectType
    private var object: ObjectType?

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    public var wrappedValue: ObjectType {
        if let object {
            return object
        }
        assumingMainActor {
            TraceRecorder.record(TraceEvent(
                .warning, subject: "StateObject<\(ObjectType.self)>", fact: .notInstalled,
                detail: "Accessing StateObject's object without being installed on a View. This will create a new instance each time."))
        }
        return makeObject()
    }

    /// `$model.value`: bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(root: wrappedValue)
    }
}

extension StateObject: DynamicPropertyInstalling {
    mutating func install(on node: RenderNode, key: String) {
        if let existing = node.storage[key] as? ObjectSubscription, let kept = existing.object as? ObjectType {
            object = kept
            return
        }
        let created = makeObject()
        _ = ObjectSubscription.subscription(to: created, node: node, key: key)
        object = created
    }

    /// The closure cannot be compared and is ignored once the node has its object, so a new
    /// `StateObject` value from the parent is not a new input.
    static func inputsEqual(_ old: StateObject, _ new: StateObject, node: RenderNode, key: String) -> Bool {
        true
    }
}
