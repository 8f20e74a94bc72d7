import RuntimeSupport

/// A clock that fails the test whenever it is used. swift-clocks' `UnimplementedClock`, and the
/// test value of `\.continuousClock`: a feature that sleeps in a test must be given a clock by
/// the test.
public final class UnimplementedClock<Duration: DurationProtocol & Hashable>: Clock, @unchecked Sendable {
    public typealias Instant = TestClock<Duration>.Instant

    /// The name in failure messages: `Unimplemented: ContinuousClock.sleep`.
    public let name: String
    private let lock = Lock()
    private var currentInstant: Instant

    public init(name: String = "Clock", now: Instant = .init()) {
        self.name = name
        currentInstant = now
    }

    public var now: Instant {
        reportIssue("Unimplemented: \(name).now")
        return lock.withLock { currentInstant }
    }

    public var minimumResolution: Duration {
        reportIssue("Unimplemented: \(name).minimumResolution")
        return .zero
    }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        reportIssue("Unimplemented: \(name).sleep")
        try Task.checkCancellation()
        lock.withLock { currentInstant = deadline }
        await Task.yield()
    }
}

extension UnimplementedClock where Duration == Swift.Duration {
    public convenience init(name: String = "Clock") {
        self.init(name: name, now: .init())
    }
}
