import MiniCombine

extension Scheduler {
    /// Suspends for `duration` of this scheduler's time: `try await mainQueue.sleep(for: .seconds(1))`.
    /// Throws `CancellationError` when the task is cancelled. combine-schedulers' `sleep(for:)`.
    public func sleep(
        for duration: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride? = nil,
        options: SchedulerOptions? = nil
    ) async throws {
        try await sleep(until: now.advanced(by: duration), tolerance: tolerance, options: options)
    }

    /// Suspends until `deadline` in this scheduler's time.
    public func sleep(
        until deadline: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride? = nil,
        options: SchedulerOptions? = nil
    ) async throws {
        try Task.checkCancellation()
        let wake = AsyncStream<Never>.makeStream()
        let continuation = UncheckedSendable(wake.continuation)
        schedule(after: deadline, tolerance: tolerance ?? minimumTolerance, options: options) {
            continuation.value.finish()
        }
        // Ends when the work runs, or (the stream ends on cancellation too) when cancelled.
        for await _ in wake.stream {}
        try Task.checkCancellation()
    }

    /// This scheduler's time at each tick, every `interval`, until the task is cancelled:
    /// `for await _ in mainQueue.timer(interval: .seconds(1)) { … }`.
    public func timer(
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride? = nil,
        options: SchedulerOptions? = nil
    ) -> AsyncStream<SchedulerTimeType> {
        let (stream, continuation) = AsyncStream<SchedulerTimeType>.makeStream()
        let ticker = SchedulerTicker(scheduler: self, continuation: continuation)
        // The scheduled work and the stream's end see the ticker only as `any Ticking`, so they
        // carry no generic type across the concurrency boundary.
        let ticking: any Ticking = ticker
        ticker.subscription = schedule(
            after: now.advanced(by: interval), interval: interval, tolerance: tolerance ?? minimumTolerance,
            options: options
        ) {
            ticking.tick()
        }
        return stream
    }
}

/// What a scheduler's `timer` stream runs on each tick, seen without its scheduler's type.
private protocol Ticking: AnyObject, Sendable {
    func tick()
}

/// Yields the scheduler's time to the timer's stream at each tick; at the first tick after the
/// stream ended (its task cancelled), cancels the repeating work. The stream is read only by the
/// task that asked for it.
private final class SchedulerTicker<S: Scheduler>: Ticking, @unchecked Sendable {
    let scheduler: S
    let continuation: AsyncStream<S.SchedulerTimeType>.Continuation
    var subscription: (any Cancellable)?

    init(scheduler: S, continuation: AsyncStream<S.SchedulerTimeType>.Continuation) {
        self.scheduler = scheduler
        self.continuation = continuation
    }

    func tick() {
        nonisolated(unsafe) let now = scheduler.now
        if case .terminated = continuation.yield(now) {
            subscription?.cancel()
            subscription = nil
        }
    }
}
