import MiniSwiftUI
import RenderTrace
import RuntimeSupport

/// The one place a store tree keeps its state, its action buffer, its dependencies and its
/// running effects. The root `Store` sends through it, and scoped stores through their parents.
/// (TCA 1.x keeps the same things in the root `Store` itself, with `RootStore` appearing in 1.5+.)
/// Numbers store trees for the trace, in the order they are made.
@MainActor private var storeTraceIDs = 0
@MainActor private func nextStoreTraceID() -> Int {
    storeTraceIDs += 1
    return storeTraceIDs
}

@MainActor
final class RootStoreCore<State, Action> {
    private(set) var state: State
    private let reducer: (inout State, Action) -> Effect<Action>
    /// The feature's name in the trace, e.g. `Counter`.
    let name: String
    /// What `@Dependency` reads while this store reduces (and in the effects created then).
    var dependencies: DependencyValues
    /// A test store runs its effects' work serially on the main actor (see `MainSerialExecutor`).
    var runsEffectsOnMainActor: Bool
    /// Told once the buffer has drained: the root store publishes the new state.
    var didDrain: (@MainActor () -> Void)?
    /// This store tree's number on the trace's events (`TraceEvent.store`).
    let traceID = nextStoreTraceID()

    /// Actions waiting to be reduced; `next` is the first one not reduced yet. Drained in order,
    /// and emptied once drained, so each action costs the same however many came before.
    private var buffer: [(action: Action, origin: EffectOrigin?)] = []
    private var next = 0
    private var isSending = false
    private var nextEffectID = 0
    /// Running effect tasks, with the action that returned them and the place that sent it.
    private(set) var inFlight: [Int: InFlightEffect] = [:]
    /// Effects a test skipped: no longer awaited or reported, still running (they may still send
    /// actions the test then receives), and stopped with the rest when the store goes away.
    private var forgotten: [Task<Void, Never>] = []

    struct InFlightEffect {
        let task: Task<Void, Never>
        let action: Action
        let origin: EffectOrigin?
    }

    convenience init<R: Reducer>(initialState: State, reducer: R, name: String, dependencies: DependencyValues)
    where R.State == State, R.Action == Action {
        self.init(
            initialState: initialState, name: name, dependencies: dependencies, runsEffectsOnMainActor: false,
            reduce: RootStoreCore.traced(reducer))
    }

    /// The root reducer as the store runs it. A reducer written with `reduce(into:action:)` has
    /// no body whose parts record themselves, so its run is recorded under its own name.
    static func traced<R: Reducer>(_ reducer: R) -> (inout State, Action) -> Effect<Action>
    where R.State == State, R.Action == Action {
        guard R.Body.self == Never.self else { return { reducer.reduce(into: &$0, action: $1) } }
        let name = typeName(R.self)
        return { state, action in
            ReducerTrace.run(name, state: &state, action: action) { reducer.reduce(into: &$0, action: action) }
        }
    }

    init(
        initialState: State, name: String, dependencies: DependencyValues, runsEffectsOnMainActor: Bool,
        reduce: @escaping (inout State, Action) -> Effect<Action>
    ) {
        self.state = initialState
        self.reducer = reduce
        self.name = name
        self.dependencies = dependencies
        self.runsEffectsOnMainActor = runsEffectsOnMainActor
    }

    /// Reduces `action` and everything it feeds back synchronously. The effects started go into
    /// `tasks`, as do those of the actions the effects send later: cancelling the `send`'s task
    /// cancels them all, as in TCA. A send made while the store is already sending (from a
    /// reducer's view store, say) is buffered and reduced by the send in progress.
    func send(_ action: Action, origin: EffectOrigin?, tasks: EffectTasks) {
        buffer.append((action, origin))
        guard !isSending else { return }
        isSending = true
        // What the reducers, the view stores and the effects started here record is this store's.
        TraceRecorder.$store.withValue(traceID) {
            // The new state is published while the store is still sending, as TCA's `Store.send`
            // sets its state before clearing `isSending`: an observer that sends (a view store
            // publisher's sink, say) has its action buffered and reduced after every observer
            // has seen this state, then the state it leads to is published in turn.
            repeat {
                while next < buffer.count {
                    let (action, origin) = buffer[next]
                    next += 1
                    reduce(action, origin: origin, tasks: tasks)
                }
                didDrain?()
            } while next < buffer.count
            // The reduced actions are released last, once the store can take a new send: an
            // action holding an object that sends on its deinit then starts a send of its own,
            // instead of appending to the buffer while it is being emptied.
            var reduced: [(action: Action, origin: EffectOrigin?)] = []
            swap(&reduced, &buffer)
            next = 0
            isSending = false
            reduced.removeAll()
        }
    }

    private func reduce(_ action: Action, origin: EffectOrigin?, tasks: EffectTasks) {
        let recording = TraceRecorder.isRecording
        if recording {
            // A binding action names its field from the state (key paths print no names here),
            // before it is written down.
            BindingFieldNames.learn(from: action, state: state)
            TraceRecorder.record(TraceEvent(
                .actionSent, path: name, subject: typeName(Action.self),
                detail: ReducerTrace.clip(Evidence.describeAction(action))
            ))
        }
        let before = recording ? state : nil
        let effect = DependencyValues.$_current.withValue(dependencies) { reducer(&state, action) }
        if let before, let difference = Evidence.diff(before, state) {
            TraceRecorder.record(TraceEvent(.stateDiff, path: name, subject: typeName(State.self), detail: difference))
        }
        start(effect, action: action, origin: origin, cancellationIDs: [], tasks: tasks)
    }

    private func start(
        _ effect: Effect<Action>, action: Action, origin: EffectOrigin?, cancellationIDs ids: [CancelKey],
        tasks: EffectTasks
    ) {
        switch effect.operation {
        case .none:
            break
        case let .send(fed):
            buffer.append((fed, origin))
        case let .run(priority, location, body):
            let isCompleted = LockIsolated(false)
            let send = Send<Action> { effectAction in
                if isCompleted.value {
                    RuntimeWarning.report(
                        """
                        \(TargetVersion.plainSentence("An action was sent from a completed effect"))

                          Action:
                            \(debugCaseOutput(effectAction))

                          Effect returned from:
                            \(debugCaseOutput(action))

                        Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
                        completed. This can happen if you escape the 'send' argument in an unstructured context.

                        To fix this, make sure that your 'run' closure does not return until you're done \
                        calling 'send'.
                        """
                    )
                }
                self.send(effectAction, origin: origin, tasks: tasks)
            }
            tasks.append(spawn(priority: priority, action: action, origin: origin, ids: ids, label: ".run (\(location))") {
                await body.run(send)
                isCompleted.setValue(true)
            }.task)
        case let .publisher(body):
            tasks.append(subscribe(body, action: action, origin: origin, ids: ids, tasks: tasks))
        case let .merge(effects):
            for effect in effects {
                start(effect, action: action, origin: origin, cancellationIDs: ids, tasks: tasks)
            }
        case let .concatenate(effects):
            // Leading synchronous parts happen now, like a Combine `Just` would; the rest waits
            // for each previous part to finish, and stops when the whole is cancelled.
            var rest = effects[...]
            while let first = rest.first, first.isSynchronous {
                start(first, action: action, origin: origin, cancellationIDs: ids, tasks: tasks)
                rest = rest.dropFirst()
            }
            if !rest.isEmpty {
                let remaining = UncheckedSendable(Array(rest))
                tasks.append(spawn(priority: nil, action: action, origin: origin, ids: ids, label: ".concatenate") {
                    for effect in remaining.value {
                        guard !Task.isCancelled else { return }
                        await self.runToEnd(effect, action: action, origin: origin, tasks: tasks)
                    }
                }.task)
            }
        case let .cancellable(id, cancelInFlight, inner):
            if cancelInFlight { CancellationRegistry.shared.cancel(id) }
            start(inner, action: action, origin: origin, cancellationIDs: ids + [id], tasks: tasks)
        case let .cancel(keys):
            for key in keys { CancellationRegistry.shared.cancel(key) }
        }
    }

    /// Runs an effect that is part of a `.concatenate` and returns when it has finished.
    private func runToEnd(_ effect: Effect<Action>, action: Action, origin: EffectOrigin?, tasks: EffectTasks) async {
        await EffectRunner.run(effect) { self.send($0, origin: origin, tasks: tasks) }
    }

    /// Subscribes to an effect's publisher. Its values are sent now or later; until it finishes,
    /// it is a running effect whose task, when cancelled, ends the subscription.
    ///
    /// A publisher that finishes while the caller runs (`subject.send(completion: .finished)` as
    /// a test's last line) is no longer running from that moment, as with TCA's Combine
    /// subscription, not only once its task next gets to run.
    private func subscribe(
        _ body: Effect<Action>.PublisherBody, action: Action, origin: EffectOrigin?, ids: [CancelKey],
        tasks: EffectTasks
    ) -> Task<Void, Never> {
        let finished = AsyncStream<Never>.makeStream()
        let completion = PublisherCompletion()
        let subscription = UncheckedSendable(body.subscribe(
            { value in self.send(value, origin: origin, tasks: tasks) },
            {
                finished.continuation.finish()
                completion.isFinished = true
                if let id = completion.effectID { self.inFlight[id] = nil }
            }
        ))
        let effect = spawn(priority: nil, action: action, origin: origin, ids: ids, label: ".publisher") {
            // Ends when the publisher finishes; cancelling ends the subscription at once, as
            // cancelling a Combine subscription does.
            await withTaskCancellationHandler {
                for await _ in finished.stream {}
            } onCancel: {
                subscription.value.cancel()
            }
            subscription.value.cancel()
        }
        completion.effectID = effect.id
        if completion.isFinished { inFlight[effect.id] = nil }
        return effect.task
    }

    private func spawn(
        priority: TaskPriority?, action: Action, origin: EffectOrigin?, ids: [CancelKey], label: String,
        _ body: @escaping @MainActor @Sendable () async -> Void
    ) -> (id: Int, task: Task<Void, Never>) {
        let id = nextEffectID
        nextEffectID += 1
        let name = self.name
        TraceRecorder.record(TraceEvent(.effect, path: name, fact: .started, detail: label))
        let registry = CancellationRegistry.shared
        // Registered before the task exists, so a cancellation that comes first is not lost.
        let handle = TaskHandle()
        let tokens = UncheckedSendable(ids.map { key in (key, registry.register(key) { handle.cancel() }) })
        // A `ViewHost`'s `settle()` waits for running effects too.
        PendingWork.begin()
        let task = task(priority: priority) {
            await body()
            TraceRecorder.record(TraceEvent(
                .effect, path: name, fact: Task.isCancelled ? .cancelled : .finished, detail: label))
            self.inFlight[id] = nil
            for (key, token) in tokens.value { registry.unregister(key, token: token) }
            PendingWork.end()
        }
        handle.set(task)
        inFlight[id] = InFlightEffect(task: task, action: action, origin: origin)
        return (id, task)
    }

    /// A task for effect work: on the main serial executor for a test store, where available.
    private func task(
        priority: TaskPriority?, _ body: @escaping @MainActor @Sendable () async -> Void
    ) -> Task<Void, Never> {
        if runsEffectsOnMainActor, #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, *) {
            return MainSerialExecutor.task(priority: priority) { await body() }
        }
        return Task(priority: priority) { await body() }
    }

    /// Stops every running effect (a test store going away does this after reporting them).
    func cancelAll() {
        for effect in inFlight.values { effect.task.cancel() }
        for task in forgotten { task.cancel() }
    }

    /// Stops tracking the running effects without stopping them, as TCA 1.x's
    /// `TestStore.skipInFlightEffects` does: what they send later is still received.
    func forgetInFlightEffects() {
        forgotten += inFlight.values.map(\.task)
        inFlight = [:]
    }
}

/// A task that may be cancelled before it is known: the cancellation waits for it.
final class TaskHandle: @unchecked Sendable {
    private let lock = Lock()
    private var task: Task<Void, Never>?
    private var isCancelled = false

    func set(_ task: Task<Void, Never>) {
        let cancelled = lock.withLock { () -> Bool in
            self.task = task
            return isCancelled
        }
        if cancelled { task.cancel() }
    }

    func cancel() {
        let current = lock.withLock { () -> Task<Void, Never>? in
            isCancelled = true
            return task
        }
        current?.cancel()
    }
}

/// The tasks of the effects one `send` started, and of the actions those effects sent back
/// later: what the `StoreTask` it returns waits for and cancels. Tasks added after the whole was
/// cancelled are cancelled at once.
final class EffectTasks: @unchecked Sendable {
    private let lock = Lock()
    private var tasks: [Task<Void, Never>] = []
    private var isCancelled = false

    var isEmpty: Bool {
        lock.withLock { tasks.isEmpty }
    }

    func append(_ task: Task<Void, Never>) {
        let cancelled = lock.withLock { () -> Bool in
            tasks.append(task)
            return isCancelled
        }
        if cancelled { task.cancel() }
    }

    func task(at index: Int) -> Task<Void, Never>? {
        lock.withLock { index < tasks.count ? tasks[index] : nil }
    }

    func cancel() {
        let current = lock.withLock { () -> [Task<Void, Never>] in
            isCancelled = true
            return tasks
        }
        for task in current { task.cancel() }
    }

    /// Waits for every task, including those added while waiting.
    func wait() async {
        var index = 0
        while let task = task(at: index) {
            await task.value
            index += 1
        }
    }
}

extension String {
    var replacingNewlinesWithSpaces: String {
        if isSingleLine && !hasPrefix(" ") { return self }
        return split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
    }
}

/// What a publisher effect's completion and its start tell each other: it may finish before its
/// task is registered (a `Just`), or after (a subject completed later).
private final class PublisherCompletion {
    var effectID: Int?
    var isFinished = false
}
