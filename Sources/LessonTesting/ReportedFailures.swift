import RuntimeSupport

/// Runs `test` (a learner's `TestStore` test, or the course's) and returns the failures it
/// reported — `TestStore`'s, a test clock's, an unimplemented dependency's — instead of letting
/// them fail the running check, so that a check can say which test failed and what to read in
/// its message. A write-the-test check asks whether the learner's test caught a broken feature.
///
/// The store goes away inside `test`; a few yields afterwards let it report what it finds then
/// (actions not received, effects still running), as a test store does at the end of a test.
@MainActor
public func failuresReported(while test: @MainActor () async -> Void) async -> [String] {
    let recorded = ReportedFailures()
    let previous = IssueRouter.setHandler { message, _, _ in recorded.append(message) }
    await test()
    for _ in 0..<20 { await Task.yield() }
    IssueRouter.setHandler(previous)
    return recorded.all
}

/// The messages reported so far; handlers may be called from an effect's thread.
private final class ReportedFailures: @unchecked Sendable {
    private let lock = Lock()
    private var messages: [String] = []

    func append(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
}
