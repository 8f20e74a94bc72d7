import MiniCombine

/// Any scheduler with the given time and options, behind one type. combine-schedulers'
/// `AnyScheduler`, which TCA re-exports: what `@Dependency(\.mainQueue)` holds, so a feature
/// runs on `DispatchQueue.main` in the app and on a `TestScheduler` in tests.
///
/// ```swift
/// @Dependency(\.mainQueue) var mainQueue
/// try await mainQueue.sleep(for: .seconds(1))
/// ```
public struct AnyScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler, @unchecked Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
    private let _minimumTolerance: () -> SchedulerTimeType.Stride
    private let _now: () -> SchedulerTimeType
    private let _scheduleImmediately: (SchedulerOptions?, @escaping () -> Void) -> Void
    private let _scheduleAfter: (SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?, @escaping () -> Void) -> Void
    private let _scheduleRepeating: (
        SchedulerTimeType, SchedulerTimeType.Stride, SchedulerTimeType.Stride, SchedulerOptions?, @escaping () -> Void
    ) -> Cancellable

    /// A scheduler made of closures, for stand-ins of your own.
    public init(
        minimumTolerance: @escaping () -> SchedulerTimeType.Stride,
        now: @escaping () -> SchedulerTimeType,
        scheduleImmediately: @escaping (SchedulerOptions?, @escaping () -> Void) -> Void,
        delayed: @escaping (SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?, @escaping () -> Void) -> Void,
        interval: @escaping (
            SchedulerTimeType, SchedulerTimeType.Stride, SchedulerTimeType.Stride, SchedulerOptions?,
            @escaping () -> Void
        ) -> Cancellable
    ) {
        _minimumTolerance = minimumTolerance
        _now = now
        _scheduleImmediately = scheduleImmediately
        _scheduleAfter = delayed
        _scheduleRepeating = interval
    }

    public init<S: Scheduler>(_ scheduler: S)
    where S.SchedulerTimeType == SchedulerTimeType, S.SchedulerOptions == SchedulerOptions {
        if let erased = scheduler as? AnyScheduler {
            self = erased
            return
        }
        self.init(
            minimumTolerance: { scheduler.minimumTolerance },
            now: { scheduler.now },
            scheduleImmediately: { scheduler.schedule(options: $0, $1) },
            delayed: { scheduler.schedule(after: $0, tolerance: $1, options: $2, $3) },
            interval: { scheduler.schedule(after: $0, interval: $1, tolerance: $2, options: $3, $4) }
        )
    }

    public var minimumTolerance: SchedulerTimeType.Stride { _minimumTolerance() }
    public var now: SchedulerTimeType { _now() }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        _scheduleImmediately(options, action)
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        _scheduleAfter(date, tolerance, options, action)
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        _scheduleRepeating(date, interval, tolerance, options, action)
    }
}

/// `AnySchedulerOf<DispatchQueue>`: the erased scheduler with `DispatchQueue`'s time and options.
public typealias AnySchedulerOf<S: Scheduler> = AnyScheduler<S.SchedulerTimeType, S.SchedulerOptions>

extension Scheduler {
    /// `DispatchQueue.main.eraseToAnyScheduler()`.
    public func eraseToAnyScheduler() -> AnyScheduler<SchedulerTimeType, SchedulerOptions> {
        AnyScheduler(self)
    }
}
