/// Runs a test store's effects one job at a time on the main actor, so a test sees them in the
/// same order every run. TCA 1.x test stores do the same (`useMainSerialExecutor`); without it
/// an effect's work runs on other threads, and whether it reached `clock.sleep` before the test
/// advanced the clock would be a matter of luck.
///
/// How: an effect task is given this executor as its *task executor preference*, so the
/// nonisolated code it runs (the `.run` closure, a dependency's endpoint, a clock's `sleep`)
/// is enqueued on the main actor instead of the global pool. A `Task.yield()` on the main actor
/// then lets every effect job queued before it run first; `megaYield()` does that a number of
/// times, which is how the test store and `TestClock` "let effects catch up".
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, *)
final class MainSerialExecutor: TaskExecutor {
    static let shared = MainSerialExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        MainActor.shared.enqueue(UnownedJob(job))
    }

    /// A task whose nonisolated work runs on the main actor, where the platform allows it.
    static func task(
        priority: TaskPriority?, operation: sending @escaping @isolated(any) () async -> Void
    ) -> Task<Void, Never> {
        Task(executorPreference: shared, priority: priority, operation: operation)
    }
}

/// Lets work queued on the main actor run: each `Task.yield()` goes to the back of the queue.
/// ConcurrencyExtras' `Task.megaYield`, in the form that suits a main-actor executor.
@MainActor
func megaYield(count: Int = 20) async {
    for _ in 0..<count {
        await Task.yield()
    }
}
