#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a program run by `tca-learn play` tells the tool, one JSON object a line on the
/// descriptor the tool names (`ProgramChannels.playRecordsVariable`): `{"trace":EVENT}` for each
/// trace event the moment it is recorded, so the story survives a crash halfway (with `"at":N`
/// for one put before events recorded earlier, `TraceRecorder.insert`), and
/// `{"issue":{"message":…,"file":…,"line":…}}` for each test failure no test took (told on
/// standard error as Xcode's console shows it), which fails the run. The engine's `ProgramRun`
/// reads them on the same kind of socket a grade's records come back on; a graded program is
/// given no such descriptor (its harness sends each check's trace with the check's result).
public enum PlayRecords {
    private static let lock = Lock()

    /// The descriptor, read once; nil when the program was not started by `play`.
    private static let descriptor: Int32? = {
        guard let value = getenv(ProgramChannels.playRecordsVariable), let number = Int32(String(cString: value)) else { return nil }
        return number
    }()

    /// Whether records go anywhere: the runtime makes a record only then.
    public static var isOpen: Bool { descriptor != nil }

    /// A trace event, as its `jsonLine`; `at`: where it goes in the trace, when it was put
    /// before events recorded earlier (`TraceRecorder.insert`).
    public static func send(traceLine: String, at index: Int? = nil) {
        send(traceRecord(traceLine, at: index))
    }

    /// A test failure told on standard error, at the place it was reported (`<unknown>`, line 0:
    /// a runtime warning with no place).
    public static func sendIssue(_ message: String, file: String, line: Int) {
        guard isOpen else { return }
        send(issueRecord(message, file: file, line: line))
    }

    /// The record of a trace event, as sent.
    public static func traceRecord(_ jsonLine: String, at index: Int? = nil) -> String {
        "{\"trace\":" + jsonLine + (index.map { ",\"at\":\($0)" } ?? "") + "}\n"
    }

    /// The record of an issue, as sent.
    public static func issueRecord(_ message: String, file: String, line: Int) -> String {
        var text = "{\"issue\":{\"message\":"
        JSONText.appendQuoted(message, to: &text)
        text += ",\"file\":"
        JSONText.appendQuoted(file, to: &text)
        text += ",\"line\":\(line)}}\n"
        return text
    }

    /// One whole line at a time, so records written from several threads never interleave.
    private static func send(_ line: String) {
        guard let descriptor else { return }
        lock.withLock { FileDescriptorOutput.writeAll(line, to: descriptor) }
    }
}
