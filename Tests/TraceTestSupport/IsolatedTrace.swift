import RenderTrace
import Testing

/// Gives every test of a suite a trace log of its own.
///
/// The runtimes record into one process-wide log, as a graded program needs. Swift Testing runs
/// suites in parallel, so without this one suite's `TraceRecorder.reset()` — or its events — could
/// land in the middle of another suite's assertions.
public struct IsolatedTrace: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await TraceRecorder.withIsolatedLog { try await function() }
    }
}

extension Trait where Self == IsolatedTrace {
    /// A trace log of its own for each test (see `IsolatedTrace`).
    public static var isolatedTrace: Self { IsolatedTrace() }
}
