import Foundation
import RuntimeSupport

/// Runs one of the learner's swift-testing tests — a `@Test` function named `name`, at the top
/// level or in a suite — as `swift test --filter` runs it, and returns the issues it recorded:
/// its `#expect` and `#require` failures, and the `TestStore`'s, which the runtime records as
/// issues of the running test as swift-issue-reporting does. Issues the test declared with
/// `withKnownIssue` are not counted, as swift-testing does not count them. `nil` when no test of
/// that name ran (the learner renamed it, or the program does not import Testing).
///
/// A write-the-test check in swift-testing asks this whether the learner's test passed against
/// the given feature, or caught a broken variant of it. `failuresReported(while:)` cannot: an
/// `#expect` outside a running test records nothing.
///
/// The test runs through swift-testing's entry point for tools (its ABI, version 0), found by its
/// symbol as `SwiftTestingRun` finds it, so that the harness need not link swift-testing; the
/// check's own failure handler steps aside meanwhile, so that failures reach the test.
@MainActor
public func issuesRecorded(runningTest name: String) async -> [String]? {
    typealias EntryPoint = @convention(thin) @Sendable (
        _ configuration: UnsafeRawBufferPointer?,
        _ recordHandler: @escaping @Sendable (_ record: UnsafeRawBufferPointer) -> Void
    ) async throws -> Bool
    guard let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, "swt_abiv0_getEntryPoint") else { return nil }
    let entryPoint = unsafeBitCast(
        unsafeBitCast(address, to: (@convention(c) () -> UnsafeRawPointer).self)(), to: EntryPoint.self)

    // A test's id is `Module.Suite/name()/File.swift:line:column`, or `Module.name()/…`.
    let pattern = "[./]" + NSRegularExpression.escapedPattern(for: name) + "\\("
    let configuration: [String: Any] = ["parallel": false, "filter": [pattern]]
    let json = (try? JSONSerialization.data(withJSONObject: configuration)) ?? Data("{}".utf8)
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: json.count, alignment: 1)
    defer { buffer.deallocate() }
    json.copyBytes(to: buffer)

    let events = TestEvents()
    let checkHandler = IssueRouter.setHandler(nil)
    _ = try? await entryPoint(UnsafeRawBufferPointer(buffer)) { record in events.read(record) }
    IssueRouter.setHandler(checkHandler)
    TestCaseBoundaries.testCaseDidFinish()
    return events.ranATest ? events.issues : nil
}

/// What swift-testing's event stream said: whether a test function ran, and the text of each
/// issue that counts. Records arrive on swift-testing's threads.
private final class TestEvents: @unchecked Sendable {
    private let lock = Lock()
    private var startedFunctions = 0
    private var functionIDs: Set<String> = []
    private var recorded: [String] = []

    var ranATest: Bool { lock.withLock { startedFunctions > 0 } }
    var issues: [String] { lock.withLock { recorded } }

    func read(_ record: UnsafeRawBufferPointer) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(record)) as? [String: Any],
              let kind = object["kind"] as? String, let payload = object["payload"] as? [String: Any]
        else { return }
        lock.withLock {
            if kind == "test", payload["kind"] as? String == "function", let id = payload["id"] as? String {
                functionIDs.insert(id)
            }
            guard kind == "event" else { return }
            switch payload["kind"] as? String {
            case "testStarted":
                if let id = payload["testID"] as? String, functionIDs.contains(id) { startedFunctions += 1 }
            case "issueRecorded":
                let issue = payload["issue"] as? [String: Any]
                guard issue?["isKnown"] as? Bool != true else { return }
                let messages = (payload["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
                recorded.append(messages.joined(separator: "\n"))
            default:
                break
            }
        }
    }
}
