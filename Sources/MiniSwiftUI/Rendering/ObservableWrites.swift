import RenderTrace

/// Names the `@Observable` property a write changed, for the trace, as `@State` and
/// `@Published` writes are named.
///
/// Observation tells an observer only the key path written (`\Book.title`, which prints without
/// its name on Linux), not the object. So when a view's tracked property is about to change, the
/// objects of the key path's root type that the view holds (its fields, its `@State` storage, a
/// `ForEach` row's element) are read field by field; once the write is done they are read again,
/// and the stored field that changed (`_title`) names the property and gives its old and new
/// values. Several views observing one write record it once. An object the view cannot reach
/// (captured only by a closure) leaves no write event; the invalidation is still traced.
@MainActor
enum ObservableWrites {
    private struct Snapshot {
        let object: AnyObject
        let fields: [(label: String, value: String)]
    }

    private enum Phase { case idle, pending([Snapshot]), recorded }
    private static var phase = Phase.idle

    /// Before a write: reads the objects of `rootType` held by `node`, unless another observer
    /// of the same write already did.
    static func willSet(rootType: Any.Type, reachableFrom node: RenderNode) {
        guard TraceRecorder.isRecording else { return }
        var snapshots: [Snapshot] = []
        if case .pending(let earlier) = phase { snapshots = earlier }
        for object in node.heldObjects(of: rootType) where !snapshots.contains(where: { $0.object === object }) {
            snapshots.append(Snapshot(object: object, fields: fields(of: object)))
        }
        phase = .pending(snapshots)
    }

    /// After the write: records the field that changed, once for the write.
    static func didSet() {
        guard case .pending(let snapshots) = phase else { return }
        phase = .recorded
        for snapshot in snapshots {
            let now = fields(of: snapshot.object)
            guard let changed = zip(snapshot.fields, now).first(where: { $0.0.value != $0.1.value }) else { continue }
            TraceRecorder.record(TraceEvent(
                .stateWrite,
                subject: "\(type(of: snapshot.object))",
                property: String(changed.0.label.dropFirst()),
                oldValue: changed.0.value,
                newValue: changed.1.value,
                detail: "@Observable"))
            return
        }
    }

    /// The tracked stored fields (`_title`), as the trace writes values; not the registrar.
    private static func fields(of object: AnyObject) -> [(label: String, value: String)] {
        RuntimeReflection.children(of: object).compactMap { child in
            guard let label = child.label, label.hasPrefix("_"), !label.hasPrefix("_$") else { return nil }
            return (label, TraceValue.describe(child.value))
        }
    }
}

extension RenderNode {
    /// The objects of `type` this node's view holds in its fields (a few levels deep) or in its
    /// dynamic-property storage.
    func heldObjects(of type: Any.Type) -> [AnyObject] {
        var found: [AnyObject] = []
        func visit(_ value: Any, depth: Int) {
            guard !(value is RenderNode) else { return }
            if Swift.type(of: value) == type, RuntimeReflection.style(of: value) == .class {
                let object = value as AnyObject
                if !found.contains(where: { $0 === object }) { found.append(object) }
                return
            }
            guard depth < 4 else { return }
            for child in RuntimeReflection.children(of: value) {
                visit(child.value, depth: depth + 1)
            }
        }
        visit(view, depth: 0)
        for box in storage.values {
            visit(box, depth: 1)
        }
        return found
    }
}
