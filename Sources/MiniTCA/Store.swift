import MiniCombine
import MiniSwiftUI
import RenderTrace

/// The runtime of a feature: it holds the state, runs the reducer for each action, and runs the
/// effects. TCA 1.x's `Store`.
///
/// ```swift
/// let store = Store(initialState: Feature.State()) { Feature() }
/// store.send(.incrementButtonTapped)
/// ```
///
/// How `send` works (as in TCA 1.x): actions go into a buffer that is drained first in, first
/// out. Each action runs the whole reducer; `.send` effects are appended to the buffer, so they
/// are reduced after the current action and before `send` returns; `.run` effects start tasks
/// whose `await send(…)` calls are new top-level sends later. The state is published to view
/// stores once, after the buffer is drained.
///
/// Scoping (as in TCA 1.0–1.4): `scope(state:action:)` makes a store that keeps its own copy of
/// the child state. It computes `toChildState` once when made, and once each time its parent's
/// state changes — one call per level per change, however long the chain of scopes — then
/// tells its own view stores and children.
///
/// Dependencies: the store captures the dependencies in effect when it is created (changed by
/// `withDependencies:`), and every action is reduced with them, so `@Dependency` in the reducer
/// and in the effects it returns reads those.
///
/// Simplified: no thread checks.
@MainActor @preconcurrency @dynamicMemberLookup
public final class Store<State, Action> {
    /// The state as this store last saw it. TCA's `currentState`. A new identity of observable
    /// state (another child presented, the state replaced) tells every view that read this store.
    private(set) var snapshot: State {
        didSet { noteIdentityChange(from: oldValue) }
    }
    /// Tells the views that read `store.state` (and so `store.count`) about a new identity; changes
    /// inside the same state are told by the state's own registrar, property by property.
    /// TCA's `_$observationRegistrar`.
    let _$observationRegistrar = ObservationRegistrar()
    /// Child stores made by key-path `scope`, kept so that a view gets the same store each time.
    var children: [ScopeID: AnyObject] = [:]
    /// Sends to the root: directly for the root store, through the parent for a scoped one.
    private var sendAction: @MainActor (Action, EffectOrigin?, EffectTasks) -> Void = { _, _, _ in }
    /// View stores and child stores, told after each change.
    let observers = StoreObservers()
    private var parentSubscription: ObservationToken?
    /// The number the trace gives this store tree's events (`TraceEvent.store`): the hidden checks
    /// read the evidence of the store they made.
    package private(set) var traceStoreID = 0
    /// False for a store made by a closure `scope(state:action:)` and every store below it: TCA
    /// 1.7+ cannot cache and observe their key-path scopes, and says so (`uncachedStoreWarning`).
    var canCacheChildren = true
    /// True while this scoped store's own action is going up to the root: the parent's change
    /// notice is then skipped, and the child state computed once when the send returns.
    private var isSending = false

    private init(state: State) {
        self.snapshot = state
    }

    /// `Store(initialState: Feature.State()) { Feature() }`, the TCA 1.0+ form, optionally with
    /// `withDependencies: { $0.continuousClock = ImmediateClock() }` (for previews, say).
    public convenience init<R: Reducer>(
        initialState: @autoclosure () -> R.State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
    ) where R.State == State, R.Action == Action {
        var dependencies = DependencyValues._current.updated { prepareDependencies?(&$0) }
        dependencies.isolateRootStoreCancellation()
        // The state and reducer are made with the store's dependencies too, as in TCA.
        let (initialState, reducer) = DependencyValues.$_current.withValue(dependencies) {
            (initialState(), reducer())
        }
        self.init(root: RootStoreCore(
            initialState: initialState, reducer: reducer, name: typeName(R.self), dependencies: dependencies))
    }

    /// `Store(initialState:reducer: Feature())`, the pre-1.0 form TCA 1.0 still accepted.
    @available(*, deprecated, message: "Use 'Store(initialState:reducer:)' with a trailing closure.")
    public convenience init<R: Reducer>(initialState: R.State, reducer: R)
    where R.State == State, R.Action == Action {
        self.init(root: RootStoreCore(
            initialState: initialState, reducer: reducer, name: typeName(R.self),
            dependencies: DependencyValues._current))
    }

    convenience init(root: RootStoreCore<State, Action>) {
        self.init(state: root.state)
        traceStoreID = root.traceID
        sendAction = { root.send($0, origin: $1, tasks: $2) }
        root.didDrain = { [weak self] in
            guard let self else { return }
            self.snapshot = root.state
            self.observers.publish()
        }
    }

    /// Sends an action: the reducer runs now, synchronously, and so do the `.send` effects it
    /// returns. The returned task covers the asynchronous effects started by it and by the
    /// actions those effects send back; cancelling it cancels them.
    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        let tasks = EffectTasks()
        sendAction(action, nil, tasks)
        return StoreTask(tasks)
    }

    /// `store.send(.tapped, animation: .default)` (the animation does nothing here).
    @discardableResult
    public func send(_ action: Action, animation: Animation?) -> StoreTask {
        send(action)
    }

    /// Sends through the parent chain with a known origin and task list (test stores, effects).
    func send(_ action: Action, origin: EffectOrigin?, tasks: EffectTasks) {
        sendAction(action, origin, tasks)
    }

    /// Reads the current state. TCA 1.x's `withState`.
    public func withState<R>(_ body: (_ state: State) -> R) -> R {
        body(snapshot)
    }

    /// A store for a part of the feature: its state is read from this store's state, its actions
    /// are wrapped and sent to this store. TCA 1.0–1.4's closure form:
    ///
    /// ```swift
    /// store.scope(state: \.counter1, action: { .counter1($0) })
    /// store.scope(state: \.amountControl, action: Feature.Action.amountControl)
    /// ```
    public func scope<ChildState, ChildAction>(
        state toChildState: @escaping (_ state: State) -> ChildState,
        action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        let child = scoped(state: toChildState, action: fromChildAction)
        child.canCacheChildren = false
        return child
    }

    /// The child store of every scope, closure or key path: the key-path scopes keep the parent's
    /// `canCacheChildren`.
    func scoped<ChildState, ChildAction>(
        state toChildState: @escaping (_ state: State) -> ChildState,
        action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        let child = Store<ChildState, ChildAction>(state: toChildState(snapshot))
        child.canCacheChildren = canCacheChildren
        child.traceStoreID = traceStoreID
        child.sendAction = { [weak child] action, origin, tasks in
            child?.isSending = true
            self.sendAction(fromChildAction(action), origin, tasks)
            guard let child else { return }
            child.isSending = false
            child.snapshot = toChildState(self.snapshot)
            child.observers.publish()
        }
        child.parentSubscription = observers.observe { [weak child, unowned self] in
            guard let child, !child.isSending else { return }
            child.snapshot = toChildState(self.snapshot)
            child.observers.publish()
        }
        return child
    }

    /// The pre-1.0 `store.scope(state:)` for a store whose view sends no actions.
    public func scope<ChildState>(state toChildState: @escaping (_ state: State) -> ChildState) -> Store<ChildState, Action> {
        scope(state: toChildState, action: { $0 })
    }

    /// A store of the same state that cannot send (for views that only read).
    public var stateless: Store<State, Never> {
        scope(state: { $0 }, action: { (never: Never) -> Action in })
    }

    /// A store of the same actions with no state to read (for views that only send).
    public var actionless: Store<Void, Action> {
        scope(state: { _ in () }, action: { $0 })
    }
}

extension Store {
    /// The state now (as `withState` reads it), for view stores and containers in this module.
    var currentState: State {
        snapshot
    }

    /// UIKit's way to follow optional state: `then` gets a store of the unwrapped state each time
    /// the state becomes non-`nil`, `else` runs each time it becomes `nil`. TCA 1.x's
    /// `Store.ifLet(then:else:)`. Keep the returned cancellable for as long as you follow; it
    /// keeps this store, which may be a scope made on the spot (`parent.scope(…).ifLet { … }`).
    public func ifLet<Wrapped>(
        then unwrap: @escaping (_ store: Store<Wrapped, Action>) -> Void,
        else: @escaping () -> Void = {}
    ) -> any Cancellable where State == Wrapped? {
        var wasPresent: Bool?
        let follow: @MainActor () -> Void = { [unowned self] in
            let isPresent = self.snapshot != nil
            guard isPresent != wasPresent else { return }
            wasPresent = isPresent
            guard isPresent, var last = self.snapshot else {
                `else`()
                return
            }
            unwrap(self.scoped(
                state: { state in
                    if let state { last = state }
                    return last
                },
                action: { $0 }
            ))
        }
        follow()
        let token = observers.observe(follow)
        return AnyCancellable { _ = (token, self) }
    }
}

/// The asynchronous effects started by one `send`, and by the actions they sent back. TCA's
/// `StoreTask`.
///
/// `await store.send(.onAppear).finish()` waits for them; `cancel()` stops them.
public struct StoreTask: Hashable, Sendable {
    let rawValue: Task<Void, Never>?

    init(_ tasks: EffectTasks) {
        guard !tasks.isEmpty else {
            rawValue = nil
            return
        }
        rawValue = Task {
            await withTaskCancellationHandler {
                await tasks.wait()
            } onCancel: {
                tasks.cancel()
            }
        }
    }

    init(rawValue: Task<Void, Never>?) {
        self.rawValue = rawValue
    }

    public func cancel() {
        rawValue?.cancel()
    }

    public func finish() async {
        await rawValue?.value
    }

    public var isCancelled: Bool {
        rawValue?.isCancelled ?? true
    }
}

/// Where an action came from, for test failures that point at the line that caused an effect.
final class EffectOrigin: Sendable {
    let file: StaticString
    let line: UInt

    init(file: StaticString, line: UInt) {
        self.file = file
        self.line = line
    }
}

/// Who hears about a store's changes: its view stores and its child stores.
@MainActor
final class StoreObservers {
    private var observers: [(id: Int, callback: @MainActor () -> Void)] = []
    private var nextObserverID = 0

    /// Calls `callback` each time the store publishes, until the returned token is released.
    func observe(_ callback: @escaping @MainActor () -> Void) -> ObservationToken {
        let id = nextObserverID
        nextObserverID += 1
        observers.append((id, callback))
        return ObservationToken { [weak self] in
            self?.observers.removeAll { $0.id == id }
        }
    }

    func publish() {
        for observer in observers {
            observer.callback()
        }
    }
}

/// Keeps a subscription alive; releasing it unsubscribes.
@MainActor
final class ObservationToken {
    private let onCancel: @MainActor () -> Void

    init(_ onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    isolated deinit {
        onCancel()
    }
}
