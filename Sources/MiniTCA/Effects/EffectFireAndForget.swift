extension Effect {
    /// The same work with every action it would send dropped, typed for any domain: how an
    /// `Effect<Never>` (a cancellation, an analytics call) is returned from a reducer whose
    /// actions are something else. TCA 1.x's `fireAndForget()` (deprecated in favour of a `.run`
    /// that sends nothing, as in the case studies' lifecycle reducer:
    /// `return onDisappear.fireAndForget()`).
    public func fireAndForget<NewAction>(
        outputType: NewAction.Type = NewAction.self
    ) -> Effect<NewAction> {
        switch operation {
        case .none, .send:
            return .none
        case let .run(priority, origin, body):
            return Effect<NewAction>(.run(priority: priority, origin: origin, body: Effect<NewAction>.RunBody { _ in
                await body.run(Send { _ in })
            }))
        case let .publisher(body):
            return Effect<NewAction>(.publisher(Effect<NewAction>.PublisherBody { _, finished in
                body.subscribe({ _ in }, finished)
            }))
        case let .merge(effects):
            return Effect<NewAction>(.merge(effects.map { $0.fireAndForget() }))
        case let .concatenate(effects):
            return Effect<NewAction>(.concatenate(effects.map { $0.fireAndForget() }))
        case let .cancellable(id, cancelInFlight, effect):
            return Effect<NewAction>(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.fireAndForget()))
        case let .cancel(ids):
            return Effect<NewAction>(.cancel(ids: ids))
        }
    }
}
