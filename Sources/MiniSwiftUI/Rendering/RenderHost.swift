import RenderTrace

/// The non-generic core of a `ViewHost`: the render tree's root, the set of invalidated nodes,
/// and the queue of lifecycle callbacks.
///
/// Updates are batched as in SwiftUI, where state writes only *mark* views and the render happens
/// once at the end of the run-loop turn: here writes mark nodes dirty and `flush()` re-renders
/// them. The cost of a flush follows what was invalidated, not the size of the tree: only dirty
/// nodes are visited (shallowest first, each at most once per pass), and a re-rendered node's
/// unchanged custom children are skipped without descending into them.
@MainActor
final class RenderHost {
    var root: RenderNode!
    private var dirty: [RenderNode] = []
    private var lifecycle: [() -> Void] = []
    /// Body runs per view type since mount.
    var bodyRuns: [ObjectIdentifier: Int] = [:]
    /// Each `.task` node's current task, cancelled when the view goes away or its id changes.
    var tasks: [ObjectIdentifier: Task<Void, Never>] = [:]
    /// Every `.task` task that has not returned, cancelled ones included: cancelling only asks a
    /// task to stop, and it runs on — its `catch` after a cancelled `Task.sleep`, say — until
    /// it returns. `ViewHost.settle()` waits for all of them.
    var runningTasks: [Int: Task<Void, Never>] = [:]
    private var startedTasks = 0
    /// Ticks at every change of the tree's shape that can change trace paths; nodes note the
    /// tick of the last one under them (`RenderNode.tracePath`).
    var shapeClock = 0
    /// How many presented screens are mounted: with none, the root is the screen, found
    /// without a walk.
    var mountedPresentations = 0
    /// Counts flush passes; a node renders at most once per pass.
    private(set) var pass = 0
    /// A view that keeps invalidating itself would loop forever; SwiftUI would hang or warn.
    static let passLimit = 100
    /// The before/after drawings of steps that change the tree's structure.
    let treeTrace = TreeTrace()
    /// Where the trace stood when the last step ended: what is recorded after it, until the next
    /// step, happened outside the views (`ViewHost.flush()` makes a step of it).
    private(set) var traceAtRest = 0

    /// Starts a `.task` action and keeps it among the running tasks until it returns.
    func startTask(priority: TaskPriority, _ action: @escaping () async -> Void) -> Task<Void, Never> {
        startedTasks += 1
        let number = startedTasks
        let task = Task(priority: priority) { [weak self] in
            await action()
            self?.runningTasks[number] = nil
        }
        runningTasks[number] = task
        return task
    }

    func markDirty(_ node: RenderNode) {
        dirty.append(node)
    }

    /// Queues `onAppear`, `onDisappear`, `onChange` and `task` starts: they run after the pass
    /// that caused them has rendered, as SwiftUI runs them after the update, not inside it.
    func enqueue(_ action: @escaping () -> Void) {
        lifecycle.append(action)
    }

    var hasPendingWork: Bool {
        !dirty.isEmpty || !lifecycle.isEmpty
    }

    /// Marks the start of a step (an interaction, a new root value) before it changes anything,
    /// so the trace can draw the tree as it was. A flush with work to do starts one itself.
    func beginStep() {
        treeTrace.beginStep()
    }

    /// Renders what is pending; the step ends with it.
    func flush() {
        if hasPendingWork { beginStep() }
        defer {
            treeTrace.endStep(root: root)
            traceAtRest = TraceRecorder.count
        }
        var passes = 0
        while hasPendingWork {
            passes += 1
            if passes > Self.passLimit {
                TraceRecorder.record(TraceEvent(.warning, path: root.tracePath, fact: .updateLoop))
                for node in dirty { node.isDirty = false; node.pendingReasons = []; node.pendingDependencyNames = [] }
                dirty = []
                lifecycle = []
                return
            }
            pass += 1
            // Shallower first (a parent's render may bring a dirty child up to date, which then
            // need not render again), and siblings in the order they stand in the tree: one write
            // read by two siblings re-runs them in the same order every time.
            let batch = dirty.sorted { a, b in
                a.depth != b.depth ? a.depth < b.depth : a.treePosition.lexicographicallyPrecedes(b.treePosition)
            }
            dirty = []
            for node in batch where node.isDirty && node.isMounted {
                if node.renderedPass == pass {
                    // Invalidated again after rendering in this pass: next pass.
                    dirty.append(node)
                } else {
                    node.renderPending()
                }
            }
            let actions = lifecycle
            lifecycle = []
            for action in actions {
                action()
            }
        }
    }
}
