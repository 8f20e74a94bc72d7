import RuntimeSupport

/// A clock whose sleeps return at once, moving its time to their deadline. swift-clocks'
/// `ImmediateClock`: for tests and previews that should not wait, but do not need to control
/// when time passes (that is `TestClock`).
public final class ImmediateClock<Duration: DurationProtocol & Hashable>: Clock, @unchecked Sendable {
    public typealias Instant = TestClock<Duration>.Instant

    public var minimumResolution: Duration = .zero

    public var now: Instant {
        get { lock.withLock { currentInstant } }
        set { lock.withLock { currentInstant = newValue } }
    }

    private let lock = Lock()
    private var currentInstant: Instant

    public init(now: Instant = .init()) {
        currentInstant = now
    }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        now = deadline
        await Task.yield()
    }
}

extension ImmediateClock where Duration == Swift.Duration {
    public convenience init() {
        self.init(now: .init())
    }
}
