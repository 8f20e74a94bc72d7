import RenderTrace

/// `onAppear` / `onDisappear`. SwiftUI's `_AppearanceActionModifier`.
///
/// `onAppear` runs when the view's node is created (a new identity), `onDisappear` when it is
/// removed — not when its body re-runs. Both run after the update that caused them, so state
/// they write triggers a further update, as in SwiftUI.
public struct _AppearanceActionModifier: ViewModifier {
    public typealias Body = Never
    var appear: (() -> Void)?
    var disappear: (() -> Void)?
}

extension _AppearanceActionModifier: PrimitiveModifier {
    var modifierLabel: String? { appear != nil ? ".onAppear" : ".onDisappear" }

    func didMount(node: RenderNode) {
        guard let appear else { return }
        node.enqueueLifecycle("onAppear", appear)
    }

    func willUnmount(node: RenderNode) {
        // The latest closure the parent gave, not the one from the first render.
        let latest = node.viewAs((any ModifierHolding).self)?.heldModifier as? Self ?? self
        guard let disappear = latest.disappear else { return }
        node.enqueueLifecycle("onDisappear", disappear)
    }
}

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action ?? {}, disappear: nil))
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action ?? {}))
    }
}

/// Reads a `ModifiedContent`'s modifier (and the view it modifies) without knowing their types.
protocol ModifierHolding {
    var heldModifier: Any { get }
    var heldContent: (any View)? { get }
}

extension ModifiedContent: ModifierHolding {
    var heldModifier: Any { modifier }
    var heldContent: (any View)? { content as? any View }
}

extension RenderNode {
    /// Queues a lifecycle callback and records it in the trace under the modified view's path.
    /// The view is named when the callback runs if it does not exist yet (`onAppear` and `task`
    /// are queued as the modifier mounts, before the view below it), and now otherwise
    /// (`onDisappear` runs after it is gone).
    func enqueueLifecycle(_ name: String, _ action: @escaping () -> Void) {
        let traced = TraceRecorder.isRecording
        let namedNow = traced && !children.isEmpty ? (path: modifiedViewPath, subject: modifiedViewName) : nil
        host.enqueue { [weak self] in
            if traced {
                let named = namedNow ?? (path: self?.modifiedViewPath ?? "", subject: self?.modifiedViewName)
                TraceRecorder.record(TraceEvent(.lifecycle, path: named.path, subject: named.subject, detail: name))
            }
            action()
        }
    }

    /// The view a structural modifier node applies to: its first named descendant.
    private var modifiedView: RenderNode? {
        var node: RenderNode? = self
        while let current = node, current.displayName == nil {
            node = current.children.first
        }
        return node
    }

    var modifiedViewPath: String { (modifiedView ?? self).tracePath }
    var modifiedViewName: String? { modifiedView?.displayName }
}

/// `.task { … }`: starts an async action when the view appears and cancels it when the view
/// disappears. SwiftUI's `_TaskModifier`. With `id:`, a new id cancels and restarts it.
public struct _TaskModifier: ViewModifier {
    public typealias Body = Never
    let priority: TaskPriority
    let id: AnyHashable?
    let action: @isolated(any) () async -> Void
}

extension _TaskModifier: PrimitiveModifier {
    var modifierLabel: String? { ".task" }

    func didMount(node: RenderNode) {
        start(on: node)
    }

    func didUpdate(node: RenderNode, from oldModifier: _TaskModifier) {
        guard let id, id != oldModifier.id else { return }
        node.host.tasks[ObjectIdentifier(node)]?.cancel()
        start(on: node)
    }

    func willUnmount(node: RenderNode) {
        node.host.tasks.removeValue(forKey: ObjectIdentifier(node))?.cancel()
    }

    private func start(on node: RenderNode) {
        let action = UncheckedAction(run: action)
        let priority = priority
        node.enqueueLifecycle("task") { [weak node] in
            guard let node, node.isMounted else { return }
            node.host.tasks[ObjectIdentifier(node)] = node.host.startTask(priority: priority) { await action.run() }
        }
    }
}

/// Carries the `.task` action into its `Task`. The closure was handed over with `sending` and
/// keeps its own isolation (`@isolated(any)`: usually the main actor of the body that wrote it),
/// so calling it from the task is safe; the compiler cannot see that through the stored property.
private struct UncheckedAction: @unchecked Sendable {
    let run: @isolated(any) () async -> Void
}

extension View {
    /// The action is written in `body`, so it runs on the main actor (it inherits the actor
    /// context, as `Task { }` does) and can write state directly.
    public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        modifier(_TaskModifier(priority: priority, id: nil, action: action))
    }

    public func task<T: Equatable>(
        id value: T,
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        modifier(_TaskModifier(priority: priority, id: AnyHashable(EquatableBox(value)), action: action))
    }
}

/// Makes any `Equatable` value usable where a `Hashable` one is needed (`task(id:)` only
/// compares ids).
struct EquatableBox<Value: Equatable>: Hashable {
    let value: Value
    init(_ value: Value) { self.value = value }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) {}
}

/// `.onChange(of:)`: runs an action after an update in which the value changed. SwiftUI's
/// `_ValueActionModifier`. The value is compared with `==` each time the modified view is
/// updated by its parent; `initial: true` also runs it when the view appears.
public struct _ValueActionModifier<Value: Equatable>: ViewModifier {
    public typealias Body = Never
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
}

extension _ValueActionModifier: PrimitiveModifier {
    var modifierLabel: String? { ".onChange" }

    func didMount(node: RenderNode) {
        guard initial else { return }
        let value = value
        let action = action
        node.enqueueLifecycle("onChange(of: \(TraceValue.describe(value)))") { action(value, value) }
    }

    func didUpdate(node: RenderNode, from oldModifier: _ValueActionModifier) {
        let old = oldModifier.value
        let new = value
        guard old != new else { return }
        let action = action
        node.enqueueLifecycle("onChange(of:) \(TraceValue.describe(old)) → \(TraceValue.describe(new))") {
            action(old, new)
        }
    }
}

extension View {
    /// The iOS 14–16 form: the action gets the new value.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: false, action: { _, new in action(new) }))
    }

    /// The iOS 17 form: the action gets the old and the new value.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// The iOS 17 form without arguments.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: { _, _ in action() }))
    }
}
