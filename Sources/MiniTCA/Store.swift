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
/// Dependencies: the store captures the dependencies in effect when it is created (changed by
/// `withDependencies:`), and every action is reduced with them, so `@Dependency` in the reducer
/// and in the effects it returns reads those.
///
/// Simplified: no thread checks, and the state lives in one shared core that scoped stores read
/// through closures.
@MainActor @preconcurrency
public final class Store<State, Action> {
    let core: StoreObservation
    let readState: @MainActor () -> State
    let sendAction: @MainActor (Action, EffectOrigin?) -> [Task<Void, Never>]

    init(
        core: StoreObservation,
        readState: @escaping @MainActor () -> State,
        sendAction: @escaping @MainActor (Action, EffectOrigin?) -> [Task<Void, Never>]
    ) {
        self.core = core
        self.readState = readState
        self.sendAction = sendAction
    }

    /// `Store(initialState: Feature.State()) { Feature() }`, the TCA 1.0+ form, optionally with
    /// `withDependencies: { $0.continuousClock = ImmediateClock() }` (for previews, say).
    public convenience init<R: Reducer>(
        initialState: @autoclosure () -> R.State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
    ) where R.State == State, R.Action == Action {
        let dependencies = DependencyValues._current.updated { prepareDependencies?(&$0) }
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
        self.init(
            core: root,
            readState: { root.state },
            sendAction: { root.send($0, origin: $1) }
        )
    }

    /// Sends an action: the reducer runs now, synchronously, and so do the `.send` effects it
    /// returns. The returned task covers the asynchronous effects started by it.
    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        StoreTask(tasks: sendAction(action, nil))
    }

    /// Reads the current state. TCA 1.x's `withState`.
    public func withState<R>(_ body: (_ state: State) -> R) -> R {
        body(readState())
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
        let readState = self.readState
        let sendAction = self.sendAction
        return Store<ChildState, ChildAction>(
            core: core,
            readState: { toChildState(readState()) },
            sendAction: { sendAction(fromChildAction($0), $1) }
        )
    }

    /// The current state, for view stores and tests in this module.
    var currentState: State {
        readState()
    }
}

/// The asynchronous effects started by one `send`. TCA's `StoreTask`.
///
/// `await store.send(.onAppear).finish()` waits for them; `cancel()` stops them.
public struct StoreTask: Hashable, Sendable {
    let rawValue: Task<Void, Never>?

    init(tasks: [Task<Void, Never>]) {
        guard !tasks.isEmpty else {
            rawValue = nil
            return
        }
        rawValue = Task {
            await withTaskCancellationHandler {
                for task in tasks { await task.value }
            } onCancel: {
                for task in tasks { task.cancel() }
            }
        }
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

/// The part of a store that view stores subscribe to: "the state may have changed".
@MainActor
class StoreObservation {
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
