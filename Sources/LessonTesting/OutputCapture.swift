import Foundation
import GradeRecords
import RenderTrace

/// Captures what the program prints to standard output while one check runs, so each check's
/// result carries the learner's own output (what `print` and `Self._printChanges()` wrote).
///
/// Standard output is pointed at `GradeRecord.runningCheckOutput` in the working folder (the
/// grade's scratch, the one place a graded program may write; the tool makes the file, since a
/// confined program may create none) for the duration, then restored and the file emptied. If
/// the program dies during the check, the file keeps what was printed before the crash or the
/// time limit, for the grader to show. At most `CheckResult.outputLimit`
/// bytes are kept; the grader's report says when a flood was cut.
struct OutputCapture {
    private let savedStdout: Int32
    private let file: Int32

    static func begin() -> OutputCapture {
        fflush(nil)
        let file = open(GradeRecord.runningCheckOutput, O_RDWR | O_TRUNC | O_CLOEXEC)
        let saved = dup(STDOUT_FILENO)
        if file >= 0 {
            dup2(file, STDOUT_FILENO)
        }
        return OutputCapture(savedStdout: saved, file: file)
    }

    func end() -> (text: String, wasCut: Bool) {
        fflush(nil)
        dup2(savedStdout, STDOUT_FILENO)
        close(savedStdout)
        guard file >= 0 else { return ("", false) }
        defer {
            ftruncate(file, 0)
            close(file)
        }
        let size = lseek(file, 0, SEEK_END)
        lseek(file, 0, SEEK_SET)
        var buffer = [UInt8](repeating: 0, count: min(Int(max(size, 0)), CheckResult.outputLimit))
        let count = buffer.isEmpty ? 0 : read(file, &buffer, buffer.count)
        return (String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self), size > CheckResult.outputLimit)
    }
}
