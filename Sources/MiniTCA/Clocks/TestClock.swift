import RuntimeSupport

/// A clock whose time moves only when the test says so. swift-clocks' `TestClock`, which TCA
/// re-exports.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: Timers.State()) {
///   Timers()
/// } withDependencies: {
///   $0.continuousClock = clock
/// }
/// await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
/// await clock.advance(by: .seconds(1))
/// await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
/// ```
///
/// `sleep` suspends until the clock is advanced to the sleep's deadline. `advance(by:)` wakes
/// the sleepers one deadline at a time, in order, letting the woken effects run (and sleep
/// again) before moving on, so `advance(by: .seconds(5))` on a one-second timer gives five
/// ticks. Deterministic for a test store's effects, which run serially on the main actor; the
/// waiting is done there, as `advance` is main-actor isolated here.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock, @unchecked Sendable {
    public struct Instant: InstantProtocol {
        public var offset: Duration

        public init(offset: Duration = .zero) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Self {
            Self(offset: offset + duration)
        }

        public func duration(to other: Self) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    public var minimumResolution: Duration = .zero

    public var now: Instant {
        lock.withLock { currentInstant }
    }

    private let lock = Lock()
    private var currentInstant: Instant
    private var nextSuspensionID = 0
    private var suspensions: [Suspension] = []

    private struct Suspension {
        let id: Int
        let deadline: Instant
        let continuation: AsyncThrowingStream<Never, any Error>.Continuation
    }

    public init(now: Instant = .init()) {
        currentInstant = now
    }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        // Registered before suspending, so an `advance` that comes later always finds it.
        let registration: (id: Int, stream: AsyncThrowingStream<Never, any Error>)? = lock.withLock {
            guard deadline >= currentInstant else { return nil }
            let id = nextSuspensionID
            nextSuspensionID += 1
            let stream = AsyncThrowingStream<Never, any Error> { continuation in
                suspensions.append(Suspension(id: id, deadline: deadline, continuation: continuation))
            }
            return (id, stream)
        }
        guard let registration else { return }
        do {
            // Ends when `advance` finishes the stream, or (quietly) when the task is cancelled.
            for try await _ in registration.stream {}
            try Task.checkCancellation()
        } catch {
            lock.withLock { suspensions.removeAll { $0.id == registration.id } }
            throw error
        }
    }

    /// Moves time forward by `duration`, waking every sleep that comes due, in order.
    @MainActor
    public func advance(by duration: Duration = .zero) async {
        await advance(to: now.advanced(by: duration))
    }

    /// Moves time forward to `deadline`, waking every sleep that comes due, in order.
    @MainActor
    public func advance(to deadline: Instant) async {
        while now <= deadline {
            await Task.megaYield()
            let next: Suspension? = lock.withLock {
                suspensions.sort { $0.deadline < $1.deadline }
                guard let first = suspensions.first, first.deadline <= deadline else {
                    currentInstant = deadline
                    return nil
                }
                currentInstant = first.deadline
                suspensions.removeFirst()
                return first
            }
            guard let next else { break }
            next.continuation.finish()
        }
        await Task.megaYield()
    }

    /// Advances the clock until no sleep is left, failing the test if sleeps keep coming after
    /// `duration` of real time (a timer that never stops).
    @MainActor
    public func run(
        timeout duration: Swift.Duration = .milliseconds(500), file: StaticString = #file, line: UInt = #line
    ) async {
        let start = ContinuousClock.now
        await Task.megaYield()
        while let deadline = lock.withLock({ suspensions.map(\.deadline).min() }) {
            guard ContinuousClock.now - start < duration else {
                reportIssue(
                    """
                    Expected all sleeps to finish, but some are still suspending after \(duration).

                    There are sleeps suspending. This could mean you are not advancing the test clock far \
                    enough for your feature to execute its logic, or there could be a bug in your feature's \
                    logic.

                    You can also increase the timeout of 'run' to be greater than \(duration).
                    """,
                    file: file, line: line
                )
                return
            }
            await advance(to: deadline)
        }
    }

    /// Throws `SuspensionError` if something is sleeping on the clock.
    public func checkSuspension() async throws {
        await Task.megaYield()
        guard lock.withLock({ suspensions.isEmpty }) else { throw SuspensionError() }
    }
}

/// What `TestClock.checkSuspension()` throws while a sleep is pending.
public struct SuspensionError: Error {}

extension TestClock where Duration == Swift.Duration {
    public convenience init() {
        self.init(now: .init())
    }
}
