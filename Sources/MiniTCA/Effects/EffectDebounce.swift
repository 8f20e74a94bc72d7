import MiniCombine

extension Effect {
    /// The same work, started only once `dueTime` has passed on `scheduler` without the effect
    /// being returned again with the same `id` (each new one cancels the last). TCA 1.x's
    /// `Effect.debounce(id:for:scheduler:options:)`, the scheduler-era way to wait for typing
    /// to pause.
    public func debounce<ID: Hashable, S: Scheduler>(
        id: ID,
        for dueTime: S.SchedulerTimeType.Stride,
        scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Self {
        if case .none = operation { return .none }
        let wait: () async throws -> Void = { try await scheduler.sleep(for: dueTime, options: options) }
        let waiting = UncheckedSendable(wait)
        return Effect.concatenate(
            .run { _ in try await waiting.value() },
            self
        )
        .cancellable(id: id, cancelInFlight: true)
    }
}
