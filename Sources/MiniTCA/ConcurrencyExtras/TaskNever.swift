extension Task where Success == Never, Failure == Never {
    /// Suspends until the task is cancelled, then throws `CancellationError`. ConcurrencyExtras'
    /// `Task.never()`, which TCA re-exports: a test's stand-in for a request that never answers.
    public static func never() async throws -> Never {
        // A stream that never yields nor finishes: iterating it waits until cancellation.
        let never = AsyncStream<Never> { _ in }
        for await element in never {
            switch element {}
        }
        throw Swift.CancellationError()
    }
}
