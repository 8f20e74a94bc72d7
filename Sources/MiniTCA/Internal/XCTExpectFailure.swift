#if !canImport(ObjectiveC)
import RuntimeSupport

import Foundation

/// A failure as `XCTExpectFailure`'s matcher sees it. XCTest's `XCTIssue`, reduced to what TCA's
/// own tests match on: the text and the place. (Apple platforms have the real one; Linux's
/// XCTest has none.)
public struct XCTIssue: Sendable {
    public var compactDescription: String
    public var description: String { compactDescription }
    public var sourceCodeContext: XCTSourceCodeContext
}

/// Where a failure was reported. XCTest's `XCTSourceCodeContext`, reduced to its location.
public struct XCTSourceCodeContext: Sendable {
    public var location: XCTSourceCodeLocation?
}

/// A file and line. XCTest's `XCTSourceCodeLocation`.
public struct XCTSourceCodeLocation: Sendable {
    public var fileURL: URL
    public var lineNumber: Int

    public init(filePath: String, lineNumber: Int) {
        self.fileURL = URL(fileURLWithPath: filePath)
        self.lineNumber = lineNumber
    }
}

/// Marks the failures `failingBlock` raises as expected, so they do not fail the test; with
/// `strict` (the default), the block must raise one. XCTest's `XCTExpectFailure`, which
/// xctest-dynamic-overlay makes reachable from library code on Apple platforms; here it exists
/// on Linux too, so that TCA's own tests, which assert its failure messages this way, run.
/// `issueMatcher` limits the expectation to the failures it accepts; others fail as usual.
@discardableResult
public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    failingBlock: () throws -> R,
    issueMatcher: ((_ issue: XCTIssue) -> Bool)? = nil
) rethrows -> R {
    guard enabled ?? true else { return try failingBlock() }
    let expectation = ExpectedIssues(matching: matcher(issueMatcher))
    let result = try expectation.during(failingBlock)
    if strict ?? true, expectation.count == 0 {
        IssueRouter.report("Expected failure\(failureReason.map { ": \($0)" } ?? ""), but none occurred.")
    }
    return result
}

/// The same for the rest of the test: every later failure that `issueMatcher` accepts (all of
/// them, without one) is expected, until the test case finishes. Simplified: not strict (a test
/// that then has no failure still passes); outside XCTest it stays active until the program ends.
public func XCTExpectFailure(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    issueMatcher: ((_ issue: XCTIssue) -> Bool)? = nil
) {
    guard enabled ?? true else { return }
    ExpectedIssues(matching: matcher(issueMatcher)).activateForRestOfTest()
}

private func matcher(_ issueMatcher: ((XCTIssue) -> Bool)?) -> ExpectedIssues.Matcher {
    let issueMatcher = UncheckedSendable(issueMatcher)
    return { message, file, line in
        let location = XCTSourceCodeLocation(filePath: file, lineNumber: line)
        return issueMatcher.value?(
            XCTIssue(compactDescription: message, sourceCodeContext: XCTSourceCodeContext(location: location))
        ) ?? true
    }
}
#endif
