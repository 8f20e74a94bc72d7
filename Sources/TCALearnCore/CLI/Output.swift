import Foundation

/// Where a command's words go: the terminal (standard output and standard error), or a capture
/// that a test reads back. Commands never print or write to the file handles themselves; they go
/// through their `Context`, which writes here.
final class Output: @unchecked Sendable {
    enum Stream: Sendable {
        /// The command's result: a report, a list, a format for CI.
        case standardOutput
        /// Progress, notices and errors, so standard output stays the result.
        case standardError
    }

    private let isCapture: Bool
    private let lock = NSLock()
    private var capturedOutput = Data()
    private var capturedErrors = Data()

    private init(isCapture: Bool) {
        self.isCapture = isCapture
    }

    /// The process's standard output and standard error.
    static var terminal: Output { Output(isCapture: false) }

    /// Keeps everything written, for `standardOutput` and `standardError` to return.
    static func capture() -> Output { Output(isCapture: true) }

    func write(_ data: Data, to stream: Stream) {
        guard isCapture else {
            guard !Interrupt.isStopping else { return }
            (stream == .standardOutput ? FileHandle.standardOutput : FileHandle.standardError).write(data)
            return
        }
        lock.withLock {
            if stream == .standardOutput { capturedOutput.append(data) } else { capturedErrors.append(data) }
        }
    }

    func write(_ text: String, to stream: Stream) {
        write(Data(text.utf8), to: stream)
    }

    /// Whether `stream` is a terminal a person reads (colour and live progress make sense there).
    /// Never true for a capture.
    func isTerminal(_ stream: Stream) -> Bool {
        !isCapture && isatty(stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO) == 1
    }

    /// What was written to standard output so far (a capture only).
    var standardOutput: String { lock.withLock { String(decoding: capturedOutput, as: UTF8.self) } }

    /// What was written to standard error so far (a capture only).
    var standardError: String { lock.withLock { String(decoding: capturedErrors, as: UTF8.self) } }
}
