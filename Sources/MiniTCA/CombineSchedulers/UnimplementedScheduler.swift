import Foundation
import MiniCombine

/// A scheduler that fails the test whenever it is used. combine-schedulers'
/// `UnimplementedScheduler`, the test value of `\.mainQueue` and `\.mainRunLoop`: a feature that
/// schedules work in a test must be given a scheduler by the test.
public struct UnimplementedScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler, @unchecked Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }
    private let time: SchedulerTimeType
    /// Leads each failure, e.g. `@Dependency(\.mainQueue)`.
    public let prefix: String

    public init(_ prefix: String = "", now: SchedulerTimeType) {
        self.prefix = prefix
        self.time = now
    }

    public var now: SchedulerTimeType {
        fail("An unimplemented scheduler was asked the current time.")
        return time
    }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        fail("An unimplemented scheduler scheduled an action to run immediately.")
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        fail("An unimplemented scheduler scheduled an action to run later.")
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        fail("An unimplemented scheduler scheduled an action to run on a timer.")
        return AnyCancellable {}
    }

    private func fail(_ message: String) {
        reportIssue("\(prefix.isEmpty ? "" : "\(prefix) - ")\(message)")
    }
}

/// `UnimplementedSchedulerOf<DispatchQueue>`.
public typealias UnimplementedSchedulerOf<S: Scheduler> = UnimplementedScheduler<S.SchedulerTimeType, S.SchedulerOptions>

extension DispatchQueue {
    public static func unimplemented(_ prefix: String = "") -> UnimplementedSchedulerOf<DispatchQueue> {
        UnimplementedScheduler(prefix, now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
    }

    public static var unimplemented: UnimplementedSchedulerOf<DispatchQueue> {
        unimplemented()
    }
}

extension RunLoop {
    public static func unimplemented(_ prefix: String = "") -> UnimplementedSchedulerOf<RunLoop> {
        UnimplementedScheduler(prefix, now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
    }
}

extension AnyScheduler where SchedulerTimeType == DispatchQueue.SchedulerTimeType, SchedulerOptions == DispatchQueue.SchedulerOptions {
    public static func unimplemented(_ prefix: String = "") -> Self {
        DispatchQueue.unimplemented(prefix).eraseToAnyScheduler()
    }
}

extension AnyScheduler where SchedulerTimeType == RunLoop.SchedulerTimeType, SchedulerOptions == RunLoop.SchedulerOptions {
    public static func unimplemented(_ prefix: String = "") -> Self {
        RunLoop.unimplemented(prefix).eraseToAnyScheduler()
    }
}
