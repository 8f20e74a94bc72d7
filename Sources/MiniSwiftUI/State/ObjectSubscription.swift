import RenderTrace

/// A node's subscription to an `ObservableObject`'s `objectWillChange`, kept in the node's
/// storage so it lives exactly as long as the node (or until the object is replaced).
///
/// Any send invalidates the node, named after the property that holds the object (`_model`):
/// object-level observation, whatever the body read.
@MainActor
final class ObjectSubscription: EnvironmentDependency {
    let object: AnyObject
    private let cancellable: AnyCancellable
    /// For `@EnvironmentObject`: how to find the object again in a new environment.
    var environmentLookup: ((EnvironmentValues) -> AnyObject?)?

    init<O: ObservableObject>(_ object: O, node: RenderNode, key: String) {
        self.object = object
        let reader = WeakNode(node: node)
        let name = reasonName(forKey: key)
        let objectName = "\(O.self)"
        cancellable = object.objectWillChange.sink { _ in
            assumingMainActor {
                guard let node = reader.node, node.isMounted else { return }
                if TraceRecorder.isRecording {
                    TraceRecorder.record(TraceEvent(
                        .objectWillChange, path: node.tracePath, subject: node.typeName,
                        property: propertyName(forKey: key), reasons: [name],
                        detail: "\(objectName).objectWillChange"))
                }
                node.invalidate(reason: name)
            }
        }
    }

    func hasChanged(in environment: EnvironmentValues) -> Bool {
        guard let environmentLookup else { return false }
        return environmentLookup(environment) !== object
    }

    /// The subscription for `object` under `key`, reusing the node's current one when it is for
    /// the same object.
    static func subscription<O: ObservableObject>(to object: O, node: RenderNode, key: String) -> ObjectSubscription {
        if let existing = node.storage[key] as? ObjectSubscription, existing.object === object {
            return existing
        }
        let subscription = ObjectSubscription(object, node: node, key: key)
        node.storage[key] = subscription
        return subscription
    }
}
