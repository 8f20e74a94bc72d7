#if canImport(Testing)
// Linked only into programs that import Testing (the grader adds it): lets the runtimes, which do
// not link swift-testing themselves, record a failure as an issue of the `@Test` running on the
// reporting task, as swift-issue-reporting does through its own small module.
import Testing

/// Records `message` as an issue of the test running on this task, at `file` (a path, as `#file`
/// gives it in Swift 5 mode, or `<unknown>`) and `line`. Returns false when no test is running
/// here, so that the caller reports the failure some other way. A failure with no place of its
/// own (a runtime warning raised deep in the runtime) is put at the test's own declaration.
@_cdecl("tca_learn_testing_record_issue")
public func recordIssue(_ message: UnsafePointer<CChar>, _ file: UnsafePointer<CChar>, _ line: Int) -> Bool {
    guard let test = Test.current else { return false }
    let path = String(cString: file)
    var location = test.sourceLocation
    if path != "<unknown>", line > 0 {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        location = SourceLocation(fileID: "\(location.moduleName)/\(name)", filePath: path, line: line, column: 1)
    }
    Issue.record(Comment(rawValue: String(cString: message)), sourceLocation: location)
    return true
}
#endif
