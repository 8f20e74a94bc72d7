import RenderTrace

/// The one place a store tree keeps its state, its action buffer, its dependencies and its
/// running effects. Every scoped `Store` reads and sends through the root. (TCA 1.x keeps the
/// same things in the root `Store` itself, with `RootStore` appearing in 1.5+.)
@MainActor
final class RootStoreCore<State, Action>: StoreObservation {
    private(set) var state: State
    private let reducer: (inout State, Action) -> Effect<Action>
    /// The feature's name in the trace, e.g. `Counter`.
    let name: String
    /// What `@Dependency` reads while this store reduces (and in the effects created then).
    var dependencies: DependencyValues
    /// A test store runs its effects' work serially on the main actor (see `MainSerialExecutor`).
    let runsEffectsOnMainActor: Bool

    private var buffer: [(action: Action, origin: EffectOrigin?)] = []
    private var isSending = false
    private var nextEffectID = 0
    /// Running effect tasks, with the action that returned them and the place that sent it.
    private(set) var inFlight: [Int: InFlightEffect] = [:]
    private var cancellationIDs: [AnyHashable: Set<Int>] = [:]

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

    /// Reduces `action` and everything it feeds back synchronously; returns the tasks started.
    func send(_ action: Action, origin: EffectOrigin?) -> [Task<Void, Never>] {
        buffer.append((action, origin))
        guard !isSending else { return [] }
        isSending = true
        var tasks: [Task<Void, Never>] = []
        while !buffer.isEmpty {
            let (action, origin) = buffer.removeFirst()
            TraceRecorder.record(TraceEvent(
                .actionSent, path: name, subject: typeName(Action.self),
                detail: ReducerTrace.clip(String(customDumping: action).replacingNewlinesWithSpaces)
            ))
            let before = state
            let effect = DependencyValues.$_current.withValue(dependencies) { reducer(&state, action) }
            if let difference = diff(before, state) {
                TraceRecorder.record(TraceEvent(.stateDiff, path: name, subject: typeName(State.self), detail: difference))
            }
            start(effect, action: action, origin: origin, cancellationIDs: [], tasks: &tasks)
        }
        isSending = false
        publish()
        return tasks
    }

    private func start(
        _ effect: Effect<Action>, action: Action, origin: EffectOrigin?, cancellationIDs ids: [AnyHashable],
        tasks: inout [Task<Void, Never>]
    ) {
        switch effect.operation {
        case .none:
            break
        case let .send(fed):
            buffer.append((fed, origin))
        case let .run(priority, location, body):
            let send = sender(origin: origin)
            tasks.append(spawn(priority: priority, action: action, origin: origin, ids: ids, label: ".run (\(location))") {
                await body.run(send)
            })
        case let .merge(effects):
            for effect in effects {
                start(effect, action: action, origin: origin, cancellationIDs: ids, tasks: &tasks)
            }
        case let .concatenate(effects):
            // Leading synchronous parts happen now, like a Combine `Just` would; the rest waits
            // for each previous part to finish.
            var rest = effects[...]
            while let first = rest.first, first.isSynchronous {
                start(first, action: action, origin: origin, cancellationIDs: ids, tasks: &tasks)
                rest = rest.dropFirst()
            }
            if !rest.isEmpty {
                let remaining = UncheckedSendable(Array(rest))
                tasks.append(spawn(priority: nil, action: action, origin: origin, ids: ids, label: ".concatenate") {
                    for effect in remaining.value {
                        await self.runToEnd(effect, action: action, origin: origin)
                    }
                })
            }
        case let .cancellable(id, cancelInFlight, inner):
            if cancelInFlight { cancel(id: id) }
            start(inner, action: action, origin: origin, cancellationIDs: ids + [id], tasks: &tasks)
        case let .cancel(id):
            cancel(id: id)
        }
    }

    /// Runs an effect that is part of a `.concatenate` and returns when it has finished.
    private func runToEnd(_ effect: Effect<Action>, action: Action, origin: EffectOrigin?) async {
        switch effect.operation {
        case .none:
            break
        case let .send(fed):
            _ = send(fed, origin: origin)
        case let .run(_, _, body):
            await body.run(sender(origin: origin))
        case let .merge(effects):
            let tasks = effects.map { effect in
                let effect = UncheckedSendable(effect)
                return task(priority: nil) { await self.runToEnd(effect.value, action: action, origin: origin) }
            }
            await withTaskCancellationHandler {
                for task in tasks { await task.value }
            } onCancel: {
                for task in tasks { task.cancel() }
            }
        case let .concatenate(effects):
            for effect in effects {
                await runToEnd(effect, action: action, origin: origin)
            }
        case let .cancellable(id, cancelInFlight, inner):
            if cancelInFlight { cancel(id: id) }
            let inner = UncheckedSendable(inner)
            let task = spawn(priority: nil, action: action, origin: origin, ids: [id], label: ".cancellable") {
                await self.runToEnd(inner.value, action: action, origin: origin)
            }
            await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
        case let .cancel(id):
            cancel(id: id)
        }
    }

    private func sender(origin: EffectOrigin?) -> Send<Action> {
        Send { action in _ = self.send(action, origin: origin) }
    }

    private func spawn(
        priority: TaskPriority?, action: Action, origin: EffectOrigin?, ids: [AnyHashable], label: String,
        _ body: @escaping @MainActor @Sendable () async -> Void
    ) -> Task<Void, Never> {
        let id = nextEffectID
        nextEffectID += 1
        let name = self.name
        TraceRecorder.record(TraceEvent(.effect, path: name, fact: .started, detail: label))
        let task = task(priority: priority) {
            await body()
            TraceRecorder.record(TraceEvent(
                .effect, path: name, fact: Task.isCancelled ? .cancelled : .finished, detail: label))
            self.inFlight[id] = nil
            for key in ids { self.cancellationIDs[key]?.remove(id) }
        }
        inFlight[id] = InFlightEffect(task: task, action: action, origin: origin)
        for key in ids { cancellationIDs[key, default: []].insert(id) }
        return task
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

    func cancel(id: AnyHashable) {
        for effectID in cancellationIDs[id] ?? [] {
            inFlight[effectID]?.task.cancel()
        }
    }

    /// Stops every running effect (a test store going away does this after reporting them).
    func cancelAll() {
        for effect in inFlight.values { effect.task.cancel() }
    }

    /// Cancels the running effects and stops tracking them (`TestStore.skipInFlightEffects`).
    func forgetInFlightEffects() {
        cancelAll()
        inFlight = [:]
    }
}

extension String {
    var replacingNewlinesWithSpaces: String {
        split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
    }
}
