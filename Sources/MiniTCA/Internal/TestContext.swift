import RenderTrace
import RuntimeSupport

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
    if let location {
        IssueRouter.report(message, file: location.file, line: location.line)
    } else {
        IssueRouter.report(message)
    }
}

/// For a dependency's test value in the runtime's modules built apart from this one
/// (MiniTCANetworking): reports `message` unless the value is read only to be replaced.
@_spi(RuntimeInternals) public func _reportUnimplementedDependency(_ message: String) {
    if !DependencyValues.isSetting { reportIssue(message) }
}
