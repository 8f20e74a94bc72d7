extension Clock where Duration: Hashable {
    /// Ticks every `interval`: `for await _ in clock.timer(interval: .seconds(1)) { … }`.
    /// swift-clocks' `timer(interval:tolerance:)`. Each tick is due one interval after the
    /// previous *deadline*, so a slow consumer does not make the timer drift.
    public func timer(interval: Duration, tolerance: Duration? = nil) -> _AsyncTimerSequence<AnyClock<Duration>> {
        _AsyncTimerSequence(interval: interval, tolerance: tolerance, clock: AnyClock(self))
    }
}

/// The ticks of `Clock.timer(interval:)`: the clock's `now` at each tick, until the task is
/// cancelled.
public struct _AsyncTimerSequence<C: Clock>: AsyncSequence, Sendable {
    public typealias Element = C.Instant

    let interval: C.Duration
    let tolerance: C.Duration?
    let clock: C

    public struct Iterator: AsyncIteratorProtocol {
        var clock: C?
        let interval: C.Duration
        let tolerance: C.Duration?
        var last: C.Instant?

        public mutating func next() async -> C.Instant? {
            guard let clock else { return nil }
            let next = (last ?? clock.now).advanced(by: interval)
            do {
                try await clock.sleep(until: next, tolerance: tolerance)
            } catch {
                self.clock = nil
                return nil
            }
            last = next
            return clock.now
        }
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(clock: clock, interval: interval, tolerance: tolerance, last: nil)
    }
}

/// Any clock with the given duration type, behind one type. swift-clocks' `AnyClock`: what lets
/// `timer(interval:)` be called on an `any Clock<Duration>` dependency.
public final class AnyClock<Duration: DurationProtocol & Hashable>: Clock, @unchecked Sendable {
    public struct Instant: InstantProtocol {
        let offset: Duration

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

    private let currentInstant: @Sendable () -> Instant
    private let resolution: @Sendable () -> Duration
    private let sleeper: @Sendable (Instant, Duration?) async throws -> Void

    /// Instants are measured from the wrapped clock's `now` at the time of wrapping.
    public init<C: Clock>(_ clock: C) where C.Instant.Duration == Duration {
        let start = clock.now
        currentInstant = { Instant(offset: start.duration(to: clock.now)) }
        resolution = { clock.minimumResolution }
        sleeper = { deadline, tolerance in
            try await clock.sleep(until: start.advanced(by: deadline.offset), tolerance: tolerance)
        }
    }

    public var now: Instant {
        currentInstant()
    }

    public var minimumResolution: Duration {
        resolution()
    }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await sleeper(deadline, tolerance)
    }
}
