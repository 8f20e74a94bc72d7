import Foundation
import RenderTrace

/// The grader's side channel: a file it created, named in `TCA_LEARN_RESULT_FILE`, plus a secret
/// nonce on standard input. Records are JSON lines, appended and flushed one by one, so whatever
/// happens to the program later (a crash, an `exit(0)`, a timeout), the checks it finished stay
/// reported and the grader knows which check was running.
final class ResultChannel {
    static let fileVariable = "TCA_LEARN_RESULT_FILE"

    let nonce: String
    private let descriptor: Int32
    private let encoder = JSONEncoder()

    private init(nonce: String, descriptor: Int32) {
        self.nonce = nonce
        self.descriptor = descriptor
    }

    /// Nil when the program was started by hand rather than by the grader.
    static func openFromEnvironment() -> ResultChannel? {
        guard let path = ProcessInfo.processInfo.environment[fileVariable] else { return nil }
        unsetenv(fileVariable)
        let nonce = readLine(strippingNewline: true) ?? ""
        // Whatever else the grader piped in is not for the learner's code.
        close(STDIN_FILENO)
        let descriptor = open(path, O_WRONLY | O_APPEND)
        guard descriptor >= 0, !nonce.isEmpty else { return nil }
        return ResultChannel(nonce: nonce, descriptor: descriptor)
    }

    func send(_ record: GradeRecord) {
        guard var data = try? encoder.encode(record) else { return }
        data.append(0x0A)
        data.withUnsafeBytes { FileDescriptorOutput.writeAll($0, to: descriptor) }
    }
}
