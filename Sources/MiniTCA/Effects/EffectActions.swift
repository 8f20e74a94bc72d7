/// Runs an effect to its end outside a store, handing each action it sends to `send`: the
/// second part of a `.concatenate` in a store, and `Effect.actions`. A `.send` is handed over at
/// once, `.run` and `.publisher` work is awaited, `.merge` runs its parts together and
/// `.concatenate` one after another (stopping when cancelled); `.cancellable` parts can be
/// cancelled by id, as in a store.
@MainActor
enum EffectRunner {
    static func run<Action>(_ effect: Effect<Action>, send: @escaping @MainActor (Action) -> Void) async {
        switch effect.operation {
        case .none:
            break
        case let .send(action):
            send(action)
        case let .run(_, _, body):
            await body.run(Send { send($0) })
        case let .publisher(body):
            let finished = AsyncStream<Never>.makeStream()
            let subscription = UncheckedSendable(body.subscribe({ send($0) }, { finished.continuation.finish() }))
            // Ends when the publisher finishes; cancelling ends the subscription at once, as
            // cancelling a Combine subscription does.
            await withTaskCancellationHandler {
                for await _ in finished.stream {}
            } onCancel: {
                subscription.value.cancel()
            }
            subscription.value.cancel()
        case let .merge(effects):
            let parts = effects.map { effect in
                let effect = UncheckedSendable(effect)
                return Task { await run(effect.value, send: send) }
            }
            await withTaskCancellationHandler {
                for part in parts { await part.value }
            } onCancel: {
                for part in parts { part.cancel() }
            }
        case let .concatenate(effects):
            for effect in effects {
                guard !Task.isCancelled else { return }
                await run(effect, send: send)
            }
        case let .cancellable(id, cancelInFlight, inner):
            let registry = CancellationRegistry.shared
            if cancelInFlight { registry.cancel(id) }
            let inner = UncheckedSendable(inner)
            let part = Task { await run(inner.value, send: send) }
            let token = registry.register(id) { part.cancel() }
            await withTaskCancellationHandler { await part.value } onCancel: { part.cancel() }
            registry.unregister(id, token: token)
        case let .cancel(keys):
            for key in keys { CancellationRegistry.shared.cancel(key) }
        }
    }
}

extension Effect {
    /// The actions the effect sends when run on its own, as an async sequence. TCA's
    /// `Effect.actions`, which TCA's own tests read through `@_spi(Internals)`.
    @_spi(Internals) public var actions: AsyncStream<Action> {
        let effect = UncheckedSendable(self)
        let (stream, continuation) = AsyncStream<UncheckedSendable<Action>>.makeStream()
        let task = Task { @MainActor in
            await EffectRunner.run(effect.value) { continuation.yield(UncheckedSendable($0)) }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        // Actions are only ever read by the task that asked for them.
        let iterator = UncheckedSendable(stream.makeAsyncIterator())
        return AsyncStream {
            var iterator = iterator.value
            return await iterator.next()?.value
        }
    }
}
