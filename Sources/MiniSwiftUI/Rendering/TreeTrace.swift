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
/// The "before" drawing shows the tree as the step found it, values included, but it is not
/// drawn when the step begins: that would cost a walk of the whole tree on every tap, however
/// little the tap changed. Instead the step keeps what it is about to overwrite — copy on write:
/// a node's view, children, environment and storage before their first change in the step, a
/// `@State` value before its first write — and only a step that did change the structure puts
/// those back for a moment to draw the tree as it was. The one thing nothing announces is a
/// model changing behind a binding, so the few controls that draw a bound value (a toggle's
/// on/off) have it read when the step begins. A step thus costs what it changed, plus one read
/// per such control; only a step that changes the structure draws the whole tree.
@MainActor
final class TreeTrace {
    /// What the step in progress overwrote; nil between steps, and at mount (nothing before).
    private var stepStart: StepStart?
    /// Whether a named view was created, removed or reordered since the step began.
    private var structureChanged = false
    /// The mounted nodes whose drawing reads a bound value (`LiveTreeDetail`), kept whether or
    /// not the trace records, so that turning it on finds them all.
    private var liveDetailNodes: [ObjectIdentifier: RenderNode] = [:]

    /// Called as a named node is created or removed, or children are reordered.
    func noteStructureChange() {
        structureChanged = true
    }

    /// Opens a step. Once the structure has changed (a root just mounted) there is no "before".
    func beginStep() {
        guard TraceRecorder.isRecording, stepStart == nil, !structureChanged else { return }
        stepStart = StepStart(details: liveDetailNodes.mapValues { $0.primitive?.treeDetail })
    }

    /// Keeps a node's drawing as the step found it, before the node's first change in the step.
    func willChange(_ node: RenderNode) {
        guard stepStart != nil else { return }
        let id = ObjectIdentifier(node)
        if stepStart!.nodes[id] == nil {
            stepStart!.nodes[id] = (node, node.drawing)
        }
    }

    /// Keeps a `@State` value as the step found it, before its first write in the step.
    func willWrite(_ location: AnyStateLocation) {
        guard stepStart != nil else { return }
        let id = ObjectIdentifier(location)
        if stepStart!.values[id] == nil {
            stepStart!.values[id] = location.describeValue()
        }
    }

    func nodeMounted(_ node: RenderNode) {
        if node.primitive is any LiveTreeDetail {
            liveDetailNodes[ObjectIdentifier(node)] = node
        }
    }

    func nodeUnmounted(_ node: RenderNode) {
        liveDetailNodes[ObjectIdentifier(node)] = nil
    }

    /// Records the tree before and after the step if its structure changed, and closes the step.
    func endStep(root: RenderNode) {
        let start = stepStart
        let changed = structureChanged
        stepStart = nil
        structureChanged = false
        guard changed, TraceRecorder.isRecording else { return }
        let after = TreeDump.lines(root, compact: true)
        var drawnBefore: String?
        var drawnAfter = after.map { "  " + $0.text }
        if let start {
            let before = start.draw(root)
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

/// What a step overwrote, to draw the tree as the step found it.
@MainActor
struct StepStart {
    /// Nodes changed in the step, with their drawing before the first change.
    var nodes: [ObjectIdentifier: (node: RenderNode, drawing: RenderNode.Drawing)] = [:]
    /// `@State` locations written in the step, with their value before the first write.
    var values: [ObjectIdentifier: String] = [:]
    /// The bound values drawn by `LiveTreeDetail` controls when the step began.
    var details: [ObjectIdentifier: String?]

    /// The tree as it was: the changed nodes are put back as they were, drawn, and restored.
    /// (The step is closed by then, so these writes are not kept as changes.)
    func draw(_ root: RenderNode) -> [TreeDump.Line] {
        let now = nodes.values.map { ($0.node, $0.node.drawing) }
        for (node, drawing) in nodes.values { node.drawing = drawing }
        defer { for (node, drawing) in now { node.drawing = drawing } }
        return TreeDump.lines(root, compact: true, stepStart: self)
    }
}

/// A primitive whose drawing shows a value it reads through a binding (a toggle's on/off, a
/// stepper's value), which can change with no render: the trace reads it as each step begins.
@MainActor
protocol LiveTreeDetail: PrimitiveView {}

extension RenderNode {
    /// What the tree drawing reads of a node.
    struct Drawing {
        var view: any View
        var children: [RenderNode]
        var environment: EnvironmentValues
        var storage: [String: AnyObject]
    }

    var drawing: Drawing {
        get { Drawing(view: view, children: children, environment: environment, storage: storage) }
        set {
            view = newValue.view
            children = newValue.children
            environment = newValue.environment
            storage = newValue.storage
        }
    }
}
