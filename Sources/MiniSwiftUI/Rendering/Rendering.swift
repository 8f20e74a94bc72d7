#if os(Linux)
// SwiftUI's own entry point: it says which key path a change wrote, and calls back before and
// after the write. Apple's SDKs do not ship it; there, only `onChange` is used.
@_spi(SwiftUI) import Observation
#else
import Observation
#endif
import RenderTrace

/// The update algorithm: how a node brings itself and its subtree up to date.
///
/// Top-down, as SwiftUI does it: a node whose body runs produces new view values for its
/// children; each child keeps its node when its identity (position + type) is unchanged, and is
/// created or removed otherwise. A custom child that received a new value runs its body only if
/// its inputs changed (`@self`) or it was invalidated itself; otherwise it is skipped, and so is
/// its whole subtree.
extension RenderNode {
    /// Renders a node that was just created: its first body run, with `@identity`.
    func mount() {
        record(.nodeCreated)
        if displayName != nil { host.treeTrace.noteStructureChange() }
        host.treeTrace.nodeMounted(self)
        if isPresentation { host.mountedPresentations += 1 }
        primitive?.didMount(node: self)
        var reasons = ["@self"]
        if kind != .primitive {
            let names = dynamicNames
            if !names.isEmpty {
                reasons.append("@identity")
                reasons += names
            }
        }
        render(reasons: reasons)
    }

    /// Takes a new view value from the parent (and the environment the parent passes down).
    func update(with newView: any View, environment newEnvironment: EnvironmentValues) {
        let environmentChanged = !environment.isIdentical(to: newEnvironment)
        environment = newEnvironment
        let oldView = view
        switch kind {
        case .primitive:
            view = newView
            render(reasons: [])
            primitive?.didUpdate(node: self, from: oldView)
        case .custom, .customModifier:
            var reasons = pendingReasons
            if !inputsEqual(oldView, newView) {
                reasons.insert("@self", at: 0)
            }
            view = newView
            if environmentChanged {
                for name in environmentReasons() where !reasons.contains(name) {
                    reasons.append(name)
                }
            }
            if reasons.isEmpty {
                record(.bodySkipped, fact: .inputsUnchanged)
                if environmentChanged {
                    for child in children {
                        child.propagate(environment: environment)
                    }
                }
            } else {
                render(reasons: reasons)
            }
        }
    }

    /// Re-renders a node invalidated by its own dependencies (`RenderHost.flush`).
    func renderPending() {
        render(reasons: pendingReasons)
    }

    /// Runs the body (custom views) or lists the children (primitives), then reconciles.
    func render(reasons: [String]) {
        pendingReasons = []
        let dependencyNames = pendingDependencyNames
        pendingDependencyNames = []
        isDirty = false
        renderedPass = host.pass
        isRendering = true
        defer { isRendering = false }
        switch kind {
        case .primitive:
            guard let primitive else { return }
            currentReasons = reasons
            defer { currentReasons = [] }
            let childEnvironment = primitive.childEnvironment(environment, node: self)
            reconcile(primitive.children(in: self), environment: childEnvironment)
        case .custom, .customModifier:
            currentReasons = ordered(reasons)
            bodyRunCount += 1
            host.bodyRuns[viewType, default: 0] += 1
            record(.bodyRan, reasons: Self.naming(currentReasons, dependencies: dependencyNames))
            let body = kind == .custom
                ? runBody(of: view)
                : (view as! any ModifiedContentProtocol).runModifierBody(node: self)
            currentReasons = []
            reconcile([ChildView(.index(0), body)], environment: environment)
        }
    }

    /// Evaluates `body` on a copy of `view` with its dynamic properties installed on this node.
    private func runBody<V: View>(of view: V) -> any View {
        var installed = view
        PropertyLayout.of(valueOf: view).install(into: &installed, node: self)
        return tracking { installed.body }
    }

    /// Runs `evaluate` as this node's body evaluation: `@State` reads and `@Observable` accesses
    /// made inside become this node's dependencies (replacing those of the previous run).
    func tracking<T>(_ evaluate: () -> T) -> T {
        clearStateReads()
        observationGeneration += 1
        let callback = ObservationCallback(node: self, generation: observationGeneration)
        let previous = RenderContext.current
        RenderContext.current = self
        defer { RenderContext.current = previous }
        #if os(Linux)
        return withObservationTracking(
            evaluate,
            willSet: { tracking in callback.willSet(rootType: tracking.changed.map { type(of: $0).rootType }) },
            didSet: { tracking in
                // One change is all a body run waits for, as with `onChange`.
                tracking.cancel()
                callback.didSet()
            })
        #else
        return withObservationTracking(evaluate, onChange: { callback.fire() })
        #endif
    }

    /// The reasons as the trace gives them: `@dependencies` replaced by the names of the changes,
    /// when every change was named.
    private static func naming(_ reasons: [String], dependencies names: [String]) -> [String] {
        guard !names.isEmpty, let index = reasons.firstIndex(of: "@dependencies") else { return reasons }
        var named = reasons
        named.replaceSubrange(index...index, with: names)
        return named
    }

    /// Matches new child views to existing nodes by identity; creates, updates and removes.
    private func reconcile(_ newChildren: [ChildView], environment childEnvironment: EnvironmentValues) {
        var existing: [ChildIdentity: RenderNode] = [:]
        for child in children {
            existing[ChildIdentity(key: child.key, type: child.viewType)] = child
        }
        var next: [RenderNode] = []
        var created: Set<ObjectIdentifier> = []
        next.reserveCapacity(newChildren.count)
        for child in newChildren {
            let identity = ChildIdentity(key: child.key, type: ObjectIdentifier(type(of: child.view)))
            if let node = existing.removeValue(forKey: identity) {
                next.append(node)
            } else {
                let node = RenderNode(
                    host: host, parent: self, key: child.key, view: child.view, environment: childEnvironment)
                created.insert(ObjectIdentifier(node))
                next.append(node)
            }
        }
        let kept = Set(next.map(ObjectIdentifier.init))
        if TraceRecorder.isRecording, isReordered(keeping: kept, next: next, created: created) {
            host.treeTrace.noteStructureChange()
        }
        for old in children where !kept.contains(ObjectIdentifier(old)) {
            old.unmount()
        }
        children = next
        for (node, child) in zip(next, newChildren) {
            if created.contains(ObjectIdentifier(node)) {
                node.mount()
            } else if !child.isUnchanged {
                node.update(with: child.view, environment: childEnvironment)
            } else if let fact = child.skipFact {
                node.record(.bodySkipped, fact: fact)
            }
        }
    }

    /// Whether the children this node keeps come in a new order (`ForEach` rows moved).
    private func isReordered(keeping kept: Set<ObjectIdentifier>, next: [RenderNode], created: Set<ObjectIdentifier>) -> Bool {
        guard children.count > 1, next.count - created.count > 1 else { return false }
        let oldOrder = children.lazy.filter { kept.contains(ObjectIdentifier($0)) }
        let newOrder = next.lazy.filter { !created.contains(ObjectIdentifier($0)) }
        return !oldOrder.elementsEqual(newOrder, by: ===)
    }

    /// Removes this subtree: its state is gone, its subscriptions cancelled, `onDisappear` queued.
    func unmount() {
        record(.nodeRemoved)
        if displayName != nil { host.treeTrace.noteStructureChange() }
        isMounted = false
        host.treeTrace.nodeUnmounted(self)
        if isPresentation { host.mountedPresentations -= 1 }
        primitive?.willUnmount(node: self)
        for child in children {
            child.unmount()
        }
        children = []
        clearStateReads()
        observationGeneration += 1
        storage.removeAll()
    }

    /// Hands a changed environment down a subtree whose bodies need not run, re-running only the
    /// views whose `@Environment` values actually changed.
    func propagate(environment newEnvironment: EnvironmentValues) {
        guard !environment.isIdentical(to: newEnvironment) else { return }
        environment = newEnvironment
        switch kind {
        case .primitive:
            guard let primitive else { return }
            let childEnvironment = primitive.childEnvironment(environment, node: self)
            for child in children {
                child.propagate(environment: childEnvironment)
            }
        case .custom, .customModifier:
            let reasons = environmentReasons()
            if reasons.isEmpty {
                for child in children {
                    child.propagate(environment: environment)
                }
            } else {
                render(reasons: pendingReasons + reasons)
            }
        }
    }

    private func inputsEqual(_ old: any View, _ new: any View) -> Bool {
        func compare<V: View>(_ old: V) -> Bool {
            guard let new = new as? V else { return false }
            return PropertyLayout.of(valueOf: old).inputsEqual(old, new, node: self)
        }
        return compare(old)
    }

    private var dynamicNames: [String] {
        func names<V: View>(_ view: V) -> [String] {
            if let modified = cast(view, to: (any ModifiedContentProtocol).self) {
                return modified.modifierDynamicNames
            }
            return PropertyLayout.of(valueOf: view).dynamicNames
        }
        return names(view)
    }

    /// The names of `@Environment` properties whose value differs in the current environment.
    private func environmentReasons() -> [String] {
        storage.compactMap { key, box in
            guard let dependency = box as? EnvironmentDependency, dependency.hasChanged(in: environment) else {
                return nil
            }
            return String(key.prefix { $0 != "." })
        }.sorted()
    }

    /// `@self`, `@identity`, then storage names in declaration order, then `@dependencies`.
    private func ordered(_ reasons: [String]) -> [String] {
        let names = dynamicNames
        func rank(_ reason: String) -> Int {
            switch reason {
            case "@self": return 0
            case "@identity": return 1
            case "@dependencies": return Int.max
            default: return 2 + (names.firstIndex(of: reason) ?? names.count)
            }
        }
        return reasons.enumerated()
            .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
            .map(\.element)
    }

    func record(_ kind: TraceEvent.Kind, reasons: [String] = [], fact: TraceEvent.Fact? = nil) {
        guard TraceRecorder.isRecording else { return }
        if kind == .nodeCreated || kind == .nodeRemoved, displayName == nil { return }
        TraceRecorder.record(TraceEvent(kind, path: tracePath, subject: typeName, reasons: reasons, fact: fact))
    }
}

/// Identity of a child within its parent: structural position plus view type.
struct ChildIdentity: Hashable {
    let key: ChildKey
    let type: ObjectIdentifier
}

/// What `withObservationTracking` calls back when a property a body read changes. It is
/// `@Sendable` and answers one change; it only marks the node, the body runs at the next flush. A
/// callback from an older body run (the node has re-run since) is ignored. Where Observation says
/// which key path changed (Linux), the node is marked after the write, and the write is traced
/// first (`ObservableWrites`).
final class ObservationCallback: Sendable {
    private nonisolated(unsafe) weak var node: RenderNode?
    private let generation: Int

    @MainActor
    init(node: RenderNode, generation: Int) {
        self.node = node
        self.generation = generation
    }

    func willSet(rootType: Any.Type?) {
        MainActor.assumeIsolated {
            // A change the runtime announces by name (a TCA store's state) is traced by it.
            guard let rootType, ObservedChange.property == nil, let node = currentNode else { return }
            ObservableWrites.willSet(rootType: rootType, reachableFrom: node)
        }
    }

    func didSet() {
        MainActor.assumeIsolated { ObservableWrites.didSet() }
        fire()
    }

    @MainActor
    private var currentNode: RenderNode? {
        guard let node, node.observationGeneration == generation, node.isMounted else { return nil }
        return node
    }

    func fire() {
        MainActor.assumeIsolated {
            guard let node = currentNode else { return }
            let name = ObservedChange.property.map(node.dependencyName(for:))
            if TraceRecorder.isRecording {
                TraceRecorder.record(node.contentOwner.map { owner in
                    TraceEvent(
                        .objectWillChange, path: node.contentPath, subject: owner, reasons: ["@dependencies"],
                        fact: .contentClosure, detail: name)
                } ?? TraceEvent(
                    .objectWillChange, path: node.tracePath, subject: node.typeName, reasons: ["@dependencies"],
                    detail: name))
            }
            // Named only when every change since the last render was: an unnamed one (an
            // `@Observable` model's) keeps the plain `@dependencies`.
            let alreadyPending = node.pendingReasons.contains("@dependencies")
            if let name, !alreadyPending || !node.pendingDependencyNames.isEmpty {
                if !node.pendingDependencyNames.contains(name) { node.pendingDependencyNames.append(name) }
            } else {
                node.pendingDependencyNames = []
            }
            node.invalidate(reason: "@dependencies")
        }
    }
}
