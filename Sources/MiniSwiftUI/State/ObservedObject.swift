/// An `ObservableObject` a view is given and watches. SwiftUI's `@ObservedObject`.
///
/// It holds no storage and does not keep the object alive beyond the view value: the parent
/// owns it. The view subscribes to `objectWillChange`, and any send re-runs its body — every
/// view holding the object re-runs, whatever properties its body read. That object-level
/// granularity is what `@Observable` replaced with property-level tracking.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// `$model`: turns the object's writable properties into bindings (`$model.value`).
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            let root = root
            return Binding(
                get: { root[keyPath: keyPath] },
                set: { root[keyPath: keyPath] = $0 },
                source: BindingSource(root: ObjectIdentifier(root), path: [keyPath], stateLocation: nil))
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    public var projectedValue: Wrapper {
        Wrapper(root: wrappedValue)
    }
}

extension ObservedObject: DynamicPropertyInstalling {
    mutating func install(on node: RenderNode, key: String) {
        _ = ObjectSubscription.subscription(to: wrappedValue, node: node, key: key)
    }

    static func inputsEqual(_ old: ObservedObject, _ new: ObservedObject, node: RenderNode, key: String) -> Bool {
        old.wrappedValue === new.wrappedValue
    }
}
