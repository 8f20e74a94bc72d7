/// Where test failures raised inside the runtimes go.
///
/// Real TCA reports `TestStore` failures through `XCTFail` (via xctest-dynamic-overlay), so they
/// land on the test that is running. Here the runtimes call `IssueReporting.report`, and whoever
/// runs the tests decides where that goes: the hidden-test harness attaches the failure to the
/// check that is running; `tca-learn play` and plain programs print it to standard error, as Xcode's
/// console would show it.
public enum IssueReporting {
    public typealias Handler = @Sendable (_ message: String, _ file: String, _ line: Int) -> Void

    private static let lock = Lock()
    nonisolated(unsafe) private static var handler: Handler = IssueReporting.printToStandardError

    /// Reports a test failure at the given place (the caller's `#fileID` / `#line`, usually
    /// forwarded from the learner's own call, as TCA forwards `file:line:` to `XCTFail`).
    public static func report(_ message: String, file: String, line: Int) {
        let current = lock.withLock { handler }
        current(message, file, line)
    }

    /// Installs a new handler and returns the previous one.
    @discardableResult
    public static func setHandler(_ newHandler: @escaping Handler) -> Handler {
        lock.withLock {
            let old = handler
            handler = newHandler
            return old
        }
    }

    public static let printToStandardError: Handler = { message, file, line in
        FileDescriptorOutput.writeToStandardError("\(file):\(line): error: \(message)\n")
    }
}
