import MiniTCA
import RuntimeSupport
import Testing

/// Every MiniTCA test shares the global issue handler and the process-wide trace log, so they run
/// one at a time, nested in this suite. (Not `.isolatedTrace`: a `TestStore` reports what was left
/// unasserted from its `isolated deinit`, which runs without task-local values, so its notes land
/// in the process-wide log. The MiniSwiftUI suites running alongside each keep their own.)
@Suite(.serialized) @MainActor enum MiniTCATests {}

/// A list the reducers under test append to, to see what ran in which order.
final class Log {
    var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
}

/// Failures reported through `IssueRouter` while `body` runs.
final class ReportedIssues: @unchecked Sendable {
    private let lock = Lock()
    private var storage: [(message: String, line: Int)] = []

    var messages: [String] { lock.withLock { storage.map(\.message) } }
    var lines: [Int] { lock.withLock { storage.map(\.line) } }

    func append(_ message: String, line: Int) {
        lock.withLock { storage.append((message, line)) }
    }
}

@MainActor
func capturingIssues(_ body: () async -> Void) async -> ReportedIssues {
    let issues = ReportedIssues()
    let previous = IssueRouter.setHandler { message, _, line in issues.append(message, line: line) }
    await body()
    IssueRouter.setHandler(previous)
    return issues
}
