extension DependencyValues {
    /// The clock to sleep and time with where a `ContinuousClock` would do:
    /// `@Dependency(\.continuousClock) var clock`, then `try await clock.sleep(for: .seconds(1))`.
    /// A real `ContinuousClock` when the app runs; in tests an `UnimplementedClock` that fails
    /// when used, unless the test sets an `ImmediateClock` or a `TestClock`.
    public var continuousClock: any Clock<Duration> {
        get { self[ContinuousClockKey.self] }
        set { self[ContinuousClockKey.self] = newValue }
    }

    /// The same for a `SuspendingClock`.
    public var suspendingClock: any Clock<Duration> {
        get { self[SuspendingClockKey.self] }
        set { self[SuspendingClockKey.self] = newValue }
    }

    private enum ContinuousClockKey: DependencyKey {
        static let liveValue: any Clock<Duration> = ContinuousClock()
        static let testValue: any Clock<Duration> = UnimplementedClock(name: "ContinuousClock")
    }

    private enum SuspendingClockKey: DependencyKey {
        static let liveValue: any Clock<Duration> = SuspendingClock()
        static let testValue: any Clock<Duration> = UnimplementedClock(name: "SuspendingClock")
    }
}
