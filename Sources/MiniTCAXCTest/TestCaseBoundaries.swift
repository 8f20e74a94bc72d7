#if canImport(XCTest) && !canImport(ObjectiveC)
// Linked only into programs that import XCTest (the grader adds it): tells the runtimes when an
// XCTest test case finishes, so that what it expected with `XCTExpectFailure` for "the rest of
// the test" does not carry over into the next test case. Apple platforms have XCTest's own
// `XCTExpectFailure`; this module is empty there.
import Foundation
import RuntimeSupport
import XCTest

private final class TestCaseObserver: NSObject, XCTestObservation {
    func testCaseDidFinish(_ testCase: XCTestCase) {
        RuntimeSupport.TestCaseBoundaries.testCaseDidFinish()
    }
}

/// Called once, by name, the first time the runtimes need to know where test cases end.
@_cdecl("tca_learn_observe_xctest_boundaries")
public func observeXCTestBoundaries() {
    XCTestObservationCenter.shared.addTestObserver(TestCaseObserver())
}
#endif
