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

extension Task where Success == Never, Failure == Never {
    /// Yields many times, so that work queued before now (an effect reaching its `sleep`, a
    /// subscription firing) gets to run. ConcurrencyExtras' `Task.megaYield`, which TCA
    /// re-exports. It yields on the caller's actor: on the main actor, each yield goes to the back
    /// of the main queue, behind the effect work a test store runs there.
    public static func megaYield(count: Int = 20, isolation: isolated (any Actor)? = #isolation) async {
        for _ in 0..<count {
            await Task<Never, Never>.yield()
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// When true, every task the program starts on the global executor runs on the main actor
/// instead, one job at a time: tests that start tasks of their own (not effects) see them in
/// a fixed order. ConcurrencyExtras' `uncheckedUseMainSerialExecutor`, set through the Swift
/// runtime's global-enqueue hook, as there. "Unchecked": a task that blocks waiting for another
/// now deadlocks. Prefer `withMainSerialExecutor`.
public var uncheckedUseMainSerialExecutor: Bool {
    get { GlobalEnqueueHook.pointer?.pointee != nil }
    set { GlobalEnqueueHook.pointer?.pointee = newValue ? { job, _ in MainActor.shared.enqueue(job) } : nil }
}

/// Runs `operation` with `uncheckedUseMainSerialExecutor` on, then puts it back.
/// ConcurrencyExtras' `withMainSerialExecutor` (as there, the closure may use `self` freely:
/// `override func invokeTest() { withMainSerialExecutor { super.invokeTest() } }`).
public func withMainSerialExecutor(@_implicitSelfCapture operation: () throws -> Void) rethrows {
    let previous = uncheckedUseMainSerialExecutor
    defer { uncheckedUseMainSerialExecutor = previous }
    uncheckedUseMainSerialExecutor = true
    try operation()
}

/// The asynchronous form of `withMainSerialExecutor(operation:)`.
@MainActor
public func withMainSerialExecutor(
    @_implicitSelfCapture operation: @MainActor () async throws -> Void
) async rethrows {
    let previous = uncheckedUseMainSerialExecutor
    defer { uncheckedUseMainSerialExecutor = previous }
    uncheckedUseMainSerialExecutor = true
    try await operation()
}

private enum GlobalEnqueueHook {
    typealias Original = @convention(thin) (UnownedJob) -> Void
    typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    /// The runtime's `swift_task_enqueueGlobal_hook`, when the platform has it.
    nonisolated(unsafe) static let pointer: UnsafeMutablePointer<Hook?>? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "swift_task_enqueueGlobal_hook") else {
            return nil
        }
        return symbol.assumingMemoryBound(to: Hook?.self)
    }()
}
