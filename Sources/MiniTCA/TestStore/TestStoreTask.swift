/// The effects started by one `TestStore.send`. TCA's `TestStoreTask`.
///
/// ```swift
/// let task = await store.send(.task)      // a long-living effect, as `.task { }` starts
/// …
/// await task.cancel()                     // the view went away
/// ```
public struct TestStoreTask: Hashable, Sendable {
    let rawValue: Task<Void, Never>?
    /// The test store's `timeout` when the task was made.
    let timeout: UInt64

    /// A task of your own, as TCA's own tests make one (`@_spi(Canary)`).
    @_spi(Canary) public init(rawValue: Task<Void, Never>?, timeout: UInt64) {
        self.rawValue = rawValue
        self.timeout = timeout
    }

    /// Cancels the effects, e.g. a long-living one started in `.task`, and waits for them to end.
    public func cancel() async {
        rawValue?.cancel()
        await rawValue?.value
    }

    /// Waits for the effects to finish; a test failure if they have not within `duration`.
    public func finish(timeout duration: Duration, file: StaticString = #file, line: UInt = #line) async {
        await finish(timeout: duration.nanoseconds, file: file, line: line)
    }

    /// Waits for the effects to finish; a test failure if they have not within `nanoseconds`
    /// (the test store's `timeout` by default). Effects still running then are cancelled.
    public func finish(timeout nanoseconds: UInt64? = nil, file: StaticString = #file, line: UInt = #line) async {
        let nanoseconds = nanoseconds ?? timeout
        await Task.megaYield()
        guard let rawValue else { return }
        let finished = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                // Cancelling this wait (when the time is up) cancels the effects, as in TCA.
                await withTaskCancellationHandler { await rawValue.value } onCancel: { rawValue.cancel() }
                return true
            }
            group.addTask {
                try? await Task.sleep(nanoseconds: nanoseconds)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        guard !finished else { return }
        let timeoutMessage =
            nanoseconds != timeout
            ? #"try increasing the duration of this assertion's "timeout""#
            : #"configure this assertion with an explicit "timeout""#
        TestFailure.report(
            """
            Expected task to finish, but it is still in-flight\
            \(nanoseconds > 0 ? " after \(Double(nanoseconds) / 1_000_000_000) seconds" : "").

            If this task delivers its action using a clock/scheduler (via "sleep(for:)", \
            "timer(interval:)", etc.), make sure that you wait enough time for it to perform its \
            work. If you are using a test clock/scheduler, advance the scheduler so that the effects \
            may complete, or consider using an immediate clock/scheduler to immediately perform the \
            effect instead.

            If you are not yet using a clock/scheduler, or cannot use a clock/scheduler, \
            \(timeoutMessage).
            """,
            file: file, line: line
        )
    }

    public var isCancelled: Bool {
        rawValue?.isCancelled ?? true
    }
}

/// How strictly a `TestStore` checks. TCA's `Exhaustivity`.
public enum Exhaustivity: Equatable, Sendable {
    /// Every state change, received action and running effect must be asserted.
    case on
    /// Closures assert only what they mention; unasserted actions and effects are allowed.
    /// With `showSkippedAssertions: true`, what was let pass is printed as notes.
    case off(showSkippedAssertions: Bool)
    public static let off = Self.off(showSkippedAssertions: false)
}
