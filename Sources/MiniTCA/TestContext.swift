import RenderTrace

/// Where a test failure goes when no assertion raised it: a dependency with no test value, an
/// `unimplemented` endpoint, an `UnimplementedClock`. XCTest attaches such a failure to the
/// running test; here it goes to the `TestStore.send`/`receive` line being run (effects carry
/// the line of the send that started them), or else to the place given, usually where the
/// dependency was declared.
enum TestContext {
    struct Location: Sendable {
        let file: StaticString
        let line: UInt
    }

    @TaskLocal static var location: Location?
}

/// XCTest Dynamic Overlay's `XCTFail` for code outside `TestStore`: reports a test failure.
func reportIssue(_ message: String, file: StaticString? = nil, line: UInt? = nil) {
    let location = TestContext.location ?? file.map { TestContext.Location(file: $0, line: line ?? 0) }
    TraceRecorder.record(TraceEvent(.warning, subject: "XCTFail", detail: message))
    IssueReporting.report(message, file: location.map { "\($0.file)" } ?? "<unknown>", line: Int(location?.line ?? 0))
}
