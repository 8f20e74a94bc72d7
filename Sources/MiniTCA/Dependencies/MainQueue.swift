import Foundation
import MiniCombine

extension DependencyValues {
    /// The main queue as a scheduler: `@Dependency(\.mainQueue) var mainQueue`, then
    /// `try await mainQueue.sleep(for: .seconds(1))` or `mainQueue.timer(interval: 1)`.
    /// swift-dependencies' `\.mainQueue`, the TCA 1.0–1.3 way to wait (clocks came later).
    /// `DispatchQueue.main` when the app runs; in tests an unimplemented scheduler that fails when
    /// used, unless the test sets `DispatchQueue.test` (or `.immediate`).
    public var mainQueue: AnySchedulerOf<DispatchQueue> {
        get { self[MainQueueKey.self] }
        set { self[MainQueueKey.self] = newValue }
    }

    /// The main run loop as a scheduler, with `Date`-based time. swift-dependencies'
    /// `\.mainRunLoop`; in tests, `RunLoop.test`.
    public var mainRunLoop: AnySchedulerOf<RunLoop> {
        get { self[MainRunLoopKey.self] }
        set { self[MainRunLoopKey.self] = newValue }
    }

    private enum MainQueueKey: DependencyKey {
        static let liveValue = AnySchedulerOf<DispatchQueue>.main
        static let testValue = AnySchedulerOf<DispatchQueue>.unimplemented(#"@Dependency(\.mainQueue)"#)
    }

    private enum MainRunLoopKey: DependencyKey {
        static let liveValue = AnySchedulerOf<RunLoop>.main
        static let testValue = AnySchedulerOf<RunLoop>.unimplemented(#"@Dependency(\.mainRunLoop)"#)
    }
}
