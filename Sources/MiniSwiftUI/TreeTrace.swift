import RenderTrace

/// The render tree's part of the trace: a drawing of the tree before and after each step that
/// changed its structure (`renderTree` events).
///
/// Identity is easiest to see in the tree itself: when an `if` flips, an `.id` changes or a
/// `ForEach` row comes or goes, nodes (and their state) are removed and others created. The host
/// notes such changes as they happen and, once the step's updates are done, records the tree as
/// it was when the step began and as it is now, marking the nodes that went and came. Steps that
/// only changed values record nothing: their story is in the body runs.
///
/// The "before" drawing is taken when a step begins, so it shows that moment's values too. It
/// costs a walk of the tree per step, paid only while the trace is recording.
@MainActor
struct TreeTrace {
    /// The tree as the current step found it; nil between steps, and at mount (nothing before).
    private var before: [TreeDump.Line]?
    /// Whether a named view was created, removed or reordered since the step began.
    private var structureChanged = false

    /// Called as a named node is created or removed, or children are reordered.
    mutating func noteStructureChange() {
        structureChanged = true
    }

    /// Draws the tree as the step found it. Once the structure has changed (a root just mounted)
    /// there is no "before" to draw.
    mutating func beginStep(root: RenderNode) {
        guard TraceRecorder.isEnabled, before == nil, !structureChanged else { return }
        before = TreeDump.lines(root, compact: true)
    }

    /// Records the tree before and after the step if its structure changed, and closes the step.
    mutating func endStep(root: RenderNode) {
        defer {
            before = nil
            structureChanged = false
        }
        guard structureChanged, TraceRecorder.isEnabled else { return }
        let after = TreeDump.lines(root, compact: true)
        var drawnBefore: String?
        var drawnAfter = after.map { "  " + $0.text }
        if let before {
            // The lines hold their nodes, so identities are compared, not names: a removed node
            // is unmounted, a created one was not in the tree before.
            drawnBefore = before.map { ($0.node.isMounted ? "  " : "- ") + $0.text }.joined(separator: "\n")
            let kept = Set(before.map { ObjectIdentifier($0.node) })
            drawnAfter = after.map { (kept.contains(ObjectIdentifier($0.node)) ? "  " : "+ ") + $0.text }
        }
        TraceRecorder.record(TraceEvent(
            .renderTree, path: root.tracePath, subject: root.typeName,
            oldValue: drawnBefore, newValue: drawnAfter.joined(separator: "\n")))
    }
}
