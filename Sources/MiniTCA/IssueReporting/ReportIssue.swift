import RenderTrace
import RuntimeSupport

/// Reports a test failure from the learner's own code, or from code a macro wrote for it (a
/// `@DependencyClient` endpoint called in a test without a value). swift-issue-reporting's
/// `reportIssue`, which TCA 1.25 re-exports: under XCTest an `XCTFail`, under swift-testing an
/// issue of the running `@Test`, in a hidden check a failure of that check, and elsewhere a
/// `File.swift:12: error: …` line, as Xcode's console shows it. Simplified: no column, and no
/// reporters of one's own (`withIssueReporters`).
public func reportIssue(
    _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let message = message() ?? ""
    TraceRecorder.record(TraceEvent(.warning, subject: "reportIssue", detail: message))
    IssueRouter.report(message, file: filePath, line: line)
}
