import Foundation

/// Captures what the program prints to standard output while one check runs, so each check's
/// result carries the learner's own output (what `print` and `Self._printChanges()` wrote).
///
/// Standard output is pointed at a temporary file for the duration and restored afterwards.
/// At most `limit` bytes are kept; a flood of output is cut with a note.
struct OutputCapture {
    static let limit = 16 * 1024

    private let savedStdout: Int32
    private let file: Int32
    private let path: String

    static func begin() -> OutputCapture {
        fflush(nil)
        var template = Array((NSTemporaryDirectory() + "/tca-learn-output-XXXXXX").utf8CString)
        let file = mkstemp(&template)
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let saved = dup(STDOUT_FILENO)
        if file >= 0 {
            dup2(file, STDOUT_FILENO)
        }
        return OutputCapture(savedStdout: saved, file: file, path: path)
    }

    func end() -> String {
        fflush(nil)
        dup2(savedStdout, STDOUT_FILENO)
        close(savedStdout)
        guard file >= 0 else { return "" }
        defer {
            close(file)
            unlink(path)
        }
        let size = lseek(file, 0, SEEK_END)
        lseek(file, 0, SEEK_SET)
        var buffer = [UInt8](repeating: 0, count: min(Int(max(size, 0)), Self.limit))
        let count = buffer.isEmpty ? 0 : read(file, &buffer, buffer.count)
        var text = String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
        if size > Self.limit {
            text += "\n… (output cut after \(Self.limit / 1024) KB)"
        }
        return text
    }
}
