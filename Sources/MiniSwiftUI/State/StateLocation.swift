import RenderTrace

/// The memory a render node allocates for one `@State` property. SwiftUI's (private)
/// `StoredLocation`.
///
/// An installed `State` points here. The location remembers which nodes' last body read it; a
/// write invalidates exactly those nodes (an unread state can change without re-running anything).
/// Writing a value equal to the current one changes nothing, as in SwiftUI.
class AnyStateLocation: @unchecked Sendable {
    /// The storage name in the owning view (`_count`).
    let key: String
    @MainActor weak var owner: RenderNode?
    @MainActor var readers: [ObjectIdentifier: WeakNode] = [:]

    @MainActor
    init(key: String, owner: RenderNode) {
        self.key = key
        self.owner = owner
    }

    /// Called on every read: inside a body evaluation, the node evaluating becomes a reader.
    @MainActor
    func recordRead() {
        guard let node = RenderContext.current else { return }
        readers[ObjectIdentifier(node)] = WeakNode(node: node)
        node.stateReads[ObjectIdentifier(self)] = self
    }

    /// The value as the trace writes values, without making anyone a reader.
    @MainActor
    func describeValue() -> String {
        fatalError("overridden by StateLocation")
    }

    @MainActor
    func invalidateReaders() {
        for (id, reader) in readers {
            guard let node = reader.node, node.stateReads[ObjectIdentifier(self)] != nil else {
                readers[id] = nil
                continue
            }
            node.invalidate(reason: node.locationNames[ObjectIdentifier(self)] ?? reasonName(forKey: key))
        }
    }
}

final class StateLocation<Value>: AnyStateLocation, @unchecked Sendable {
    private var storedValue: Value

    @MainActor
    init(key: String, owner: RenderNode, value: Value) {
        storedValue = value
        super.init(key: key, owner: owner)
    }

    /// The location `node` keeps under `key`, made with `initialValue` the first time: what
    /// installing a `@State` (or `@GestureState`) does.
    @MainActor
    static func installed(on node: RenderNode, key: String, initialValue: Value) -> StateLocation {
        if let existing = node.storage[key] as? StateLocation<Value> {
            return existing
        }
        let created = StateLocation(key: key, owner: node, value: initialValue)
        node.storage[key] = created
        return created
    }

    /// The current value; inside a body evaluation, the evaluating node becomes a reader.
    var value: Value {
        assumingMainActor { self.recordRead() }
        return storedValue
    }

    /// Writes from actions, bindings and tasks. A write while a body is being evaluated is
    /// dropped with SwiftUI's warning; a write of an equal value invalidates nothing.
    func write(_ newValue: Value) {
        let key = key
        let traced = TraceRecorder.isRecording
        let (isUpdating, path, subject) = assumingMainActor {
            (RenderContext.current != nil, traced ? self.owner?.tracePath ?? "" : "", self.owner?.typeName)
        }
        if isUpdating {
            let shown = TraceValue.describe(newValue)
            assumingMainActor { StateWarnings.modifiedDuringUpdate(path: path, key: key, newValue: shown) }
            return
        }
        let unchanged = isSameValue(storedValue, newValue)
        if traced {
            TraceRecorder.record(TraceEvent(
                .stateWrite, path: path, subject: subject, property: propertyName(forKey: key),
                oldValue: TraceValue.describe(storedValue), newValue: TraceValue.describe(newValue),
                reasons: [reasonName(forKey: key)], fact: unchanged ? .sameValue : nil))
        }
        guard !unchanged else { return }
        assumingMainActor { self.owner?.host.treeTrace.willWrite(self) }
        storedValue = newValue
        assumingMainActor { self.invalidateReaders() }
    }

    @MainActor
    override func describeValue() -> String {
        TraceValue.describe(storedValue)
    }
}

/// The runtime warnings SwiftUI prints about state, word for word where SwiftUI has words.
@MainActor
enum StateWarnings {
    /// `newValue` is the dropped value, already described, for a write; `nil` for a read.
    /// SwiftUI drops a write silently — its console message is about reading the value (or `$x`)
    /// outside a view — so a write only leaves its trace event.
    static func notInstalled(_ wrapper: String, newValue: String?) {
        guard TraceRecorder.isRecording else { return }
        if let newValue {
            TraceRecorder.record(TraceEvent(.stateWriteIgnored, subject: wrapper, newValue: newValue, fact: .notInstalled))
            return
        }
        TraceRecorder.record(TraceEvent(
            .warning, subject: wrapper, fact: .notInstalled,
            detail: "Accessing \(wrapper)'s value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."))
    }

    static func modifiedDuringUpdate(path: String, key: String, newValue: String) {
        guard TraceRecorder.isRecording else { return }
        TraceRecorder.record(TraceEvent(
            .stateWriteIgnored, path: path, property: propertyName(forKey: key),
            newValue: newValue, reasons: [reasonName(forKey: key)], fact: .duringBodyUpdate))
        TraceRecorder.record(TraceEvent(
            .warning, path: path, fact: .duringBodyUpdate, detail: "Modifying state during view update, this will cause undefined behavior."))
    }
}

