#if canImport(Testing)
import Foundation
import RenderTrace
import RuntimeSupport
import Testing

/// Runs a program's `@Test` functions as `swift test` does, for a file that has no entry point of
/// its own (a test file given to `tca-learn play`): swift-testing prints its usual report on
/// standard error, and its event stream (JSON lines, schema version 0) goes to the file named by
/// `ProgramChannels.testEventsVariable` when set, for the tool to count passed and failed tests
/// from.
///
/// Tests run one at a time (`swift test` runs them in parallel): a learner's tests then print and
/// trace in the order they were written, and what one test leaves behind in the runtimes (its
/// dependency defaults, an `XCTExpectFailure` for the rest of it) goes when it ends, before the
/// next starts, as under XCTest.
public enum SwiftTestingRun {
    /// swift-testing's entry point for tools (its ABI, version 0): a JSON configuration in, each
    /// event out as a JSON record, true when every test passed.
    private typealias EntryPoint = @convention(thin) @Sendable (
        _ configuration: UnsafeRawBufferPointer?,
        _ recordHandler: @escaping @Sendable (_ record: UnsafeRawBufferPointer) -> Void
    ) async throws -> Bool

    public static func main() async -> Never {
        guard let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, "swt_abiv0_getEntryPoint") else {
            FileDescriptorOutput.writeToStandardError("error: this toolchain's swift-testing has no entry point for tools\n")
            exit(EXIT_FAILURE)
        }
        let entryPoint = unsafeBitCast(
            unsafeBitCast(address, to: (@convention(c) () -> UnsafeRawPointer).self)(), to: EntryPoint.self)
        var configuration: [String: Any] = ["parallel": false]
        if let events = ProcessInfo.processInfo.environment[ProgramChannels.testEventsVariable] {
            configuration["eventStreamOutputPath"] = events
            configuration["eventStreamSchemaVersion"] = "0"
        }
        let json = (try? JSONSerialization.data(withJSONObject: configuration)) ?? Data("{}".utf8)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: json.count, alignment: 1)
        defer { buffer.deallocate() }
        json.copyBytes(to: buffer)
        let passed = (try? await entryPoint(UnsafeRawBufferPointer(buffer), recordTestEnd)) ?? false
        exit(passed ? EXIT_SUCCESS : EXIT_FAILURE)
    }

    /// A test (or suite) ended: the runtimes forget what it left behind.
    private static let recordTestEnd: @Sendable (UnsafeRawBufferPointer) -> Void = { record in
        guard let object = try? JSONSerialization.jsonObject(with: Data(record)) as? [String: Any],
              let payload = object["payload"] as? [String: Any], payload["kind"] as? String == "testEnded"
        else { return }
        TestCaseBoundaries.testCaseDidFinish()
    }
}
#endif
