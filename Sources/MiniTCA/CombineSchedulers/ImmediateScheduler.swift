import Foundation
import MiniCombine

/// A scheduler that runs all work at once, whatever its due time, and whose time never moves.
/// combine-schedulers' `ImmediateScheduler`: `DispatchQueue.immediate` in previews and in tests
/// that do not care about time.
public struct ImmediateScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler, @unchecked Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }
    public let now: SchedulerTimeType

    public init(now: SchedulerTimeType) {
        self.now = now
    }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        action()
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        action()
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        action()
        return AnyCancellable {}
    }
}

/// `ImmediateSchedulerOf<DispatchQueue>`.
public typealias ImmediateSchedulerOf<S: Scheduler> = ImmediateScheduler<S.SchedulerTimeType, S.SchedulerOptions>

extension DispatchQueue {
    /// `DispatchQueue.immediate`: dispatch-queue time that never moves; work runs at once.
    public static var immediate: ImmediateSchedulerOf<DispatchQueue> {
        ImmediateScheduler(now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
    }
}

extension RunLoop {
    public static var immediate: ImmediateSchedulerOf<RunLoop> {
        ImmediateScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
    }
}

extension AnyScheduler where SchedulerTimeType == DispatchQueue.SchedulerTimeType, SchedulerOptions == DispatchQueue.SchedulerOptions {
    /// `.main`: `DispatchQueue.main`, erased. `.immediate`, `.unimplemented(…)` likewise.
    public static var main: Self { DispatchQueue.main.eraseToAnyScheduler() }
    public static var immediate: Self { DispatchQueue.immediate.eraseToAnyScheduler() }
}

extension AnyScheduler where SchedulerTimeType == RunLoop.SchedulerTimeType, SchedulerOptions == RunLoop.SchedulerOptions {
    public static var main: Self { RunLoop.main.eraseToAnyScheduler() }
    public static var immediate: Self { RunLoop.immediate.eraseToAnyScheduler() }
}
