import Foundation
import MiniCombine
import RuntimeSupport

/// A scheduler whose time moves only when the test says so. combine-schedulers'
/// `TestScheduler`, which TCA 1.x re-exports and which `DispatchQueue.test` makes:
///
/// ```swift
/// let mainQueue = DispatchQueue.test
/// let store = TestStore(initialState: Feature.State()) {
///   Feature()
/// } withDependencies: {
///   $0.mainQueue = mainQueue.eraseToAnyScheduler()
/// }
/// await store.send(.startTapped)
/// await mainQueue.advance(by: .seconds(1))
/// await store.receive(.tick) { … }
/// ```
///
/// Work scheduled for later runs when `advance` moves time past it, in time order (and in the
/// order it was scheduled, for equal times: a repeating job keeps its first place in line). The
/// `async` forms let effects catch up between each piece of work, as the test store's effects
/// run on the main actor; the plain forms run the work at once, for Combine-only code.
public final class TestScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler, @unchecked Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
    private struct Work {
        let sequence: Int
        let date: SchedulerTimeType
        let action: () -> Void
    }

    private let lock = Lock()
    private var lastSequence = 0
    private var currentTime: SchedulerTimeType
    private var scheduled: [Work] = []

    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    public var now: SchedulerTimeType {
        lock.withLock { currentTime }
    }

    public init(now: SchedulerTimeType) {
        currentTime = now
    }

    /// Moves time forward by `duration`, running the work that comes due, letting effects catch up
    /// before each.
    @MainActor
    public func advance(by duration: SchedulerTimeType.Stride = .zero) async {
        await advance(to: now.advanced(by: duration))
    }

    /// Moves time forward to `instant`, running the work that comes due.
    @MainActor
    public func advance(to instant: SchedulerTimeType) async {
        while now <= instant {
            await Task.megaYield()
            guard let work = nextWork(until: instant) else { return }
            work.action()
        }
    }

    /// Runs everything scheduled, moving time as far as it takes.
    @MainActor
    public func run() async {
        while let date = lock.withLock({ scheduled.map(\.date).min() }) {
            await advance(to: max(date, now))
        }
    }

    /// The synchronous forms, for code that only uses Combine.
    public func advance(by duration: SchedulerTimeType.Stride = .zero) {
        advance(to: now.advanced(by: duration))
    }

    public func advance(to instant: SchedulerTimeType) {
        while now <= instant, let work = nextWork(until: instant) {
            work.action()
        }
    }

    public func run() {
        while let date = lock.withLock({ scheduled.map(\.date).min() }) {
            advance(to: max(date, now))
        }
    }

    /// Takes the next piece of work due by `instant` and moves time to it; with none, moves time
    /// to `instant`.
    private func nextWork(until instant: SchedulerTimeType) -> Work? {
        lock.withLock {
            scheduled.sort { ($0.date, $0.sequence) < ($1.date, $1.sequence) }
            guard let next = scheduled.first, next.date <= instant else {
                currentTime = instant
                return nil
            }
            currentTime = next.date
            scheduled.removeFirst()
            return next
        }
    }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        enqueue(at: now, action)
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        enqueue(at: date, action)
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let isCancelled = LockIsolated(false)
        // Every repetition keeps the place in line the work took when first scheduled, as in
        // combine-schedulers: at an instant when several repeating jobs are due, they run in the
        // order they were scheduled, not in the order their previous repetitions ran.
        let sequence = lock.withLock { nextSequence() }
        func tick(_ date: SchedulerTimeType) {
            enqueue(at: date, sequence: sequence) { [weak self] in
                guard !isCancelled.value else { return }
                action()
                tick(date.advanced(by: interval))
                _ = self
            }
        }
        tick(date)
        return AnyCancellable { isCancelled.setValue(true) }
    }

    private func enqueue(at date: SchedulerTimeType, sequence: Int? = nil, _ action: @escaping () -> Void) {
        lock.withLock {
            scheduled.append(Work(sequence: sequence ?? nextSequence(), date: date, action: action))
        }
    }

    /// The next place in line; called with the lock held.
    private func nextSequence() -> Int {
        lastSequence += 1
        return lastSequence
    }
}

/// `TestSchedulerOf<DispatchQueue>`.
public typealias TestSchedulerOf<S: Scheduler> = TestScheduler<S.SchedulerTimeType, S.SchedulerOptions>

extension DispatchQueue {
    /// A test scheduler with dispatch-queue time: `let mainQueue = DispatchQueue.test`.
    public static var test: TestSchedulerOf<DispatchQueue> {
        TestScheduler(now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
    }
}

extension RunLoop {
    /// A test scheduler with run-loop time: `let mainRunLoop = RunLoop.test`.
    public static var test: TestSchedulerOf<RunLoop> {
        TestScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
    }
}
