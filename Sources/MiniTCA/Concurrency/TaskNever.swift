extension Task where Success == Never, Failure == Never {
    /// Suspends until the task is cancelled, then throws `CancellationError`. ConcurrencyExtras'
    /// `Task.never()`, which TCA re-exports: a test's stand-in for a request that never answers.
    public static func never() async throws -> Never {
        for await element in AsyncStream<Never> { _ in } {
            switch element {}
        }
        throw CancellationError()
    }
}
