import Foundation
import GradeRecords
import RenderTrace
import RuntimeSupport

/// The harness's end of the grader's result channel (the engine's `GradeChannel` is the other).
///
/// The grader starts the program with two pipes, as descriptors 3 and 4, and says so in an
/// environment variable (`ProgramChannels.gradeChannelVariable`, which holds no secret). Before
/// any learner code runs, the harness reads descriptor 3 to its end with plain `read` calls — a
/// per-run nonce, then the ids of the checks to run, one per line — and closes it, so no copy waits in a stdio buffer, the
/// environment, the arguments or a file. Records go out on descriptor 4 as JSON lines, written
/// whole one by one, so whatever happens to the program later (a crash, an `exit(0)`, a time
/// limit), the checks it finished stay reported and the grader knows which check was running.
final class ResultChannel {
    static let environmentVariable = ProgramChannels.gradeChannelVariable
    private static let incoming: Int32 = 3
    private static let outgoing: Int32 = 4

    let nonce: String
    /// The checks this program runs, in no particular order (the hidden tests give the order).
    let checks: Set<String>
    private let encoder = JSONEncoder()
    /// What descriptor 4 was when the harness started: the grader's socket.
    private let channel: FileIdentity?

    private init(nonce: String, checks: Set<String>) {
        self.nonce = nonce
        self.checks = checks
        channel = FileIdentity(of: Self.outgoing)
    }

    /// A descriptor's file, by device and inode.
    private struct FileIdentity: Equatable {
        var device: UInt64
        var inode: UInt64

        init?(of fd: Int32) {
            var status = stat()
            guard fstat(fd, &status) == 0 else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    /// Nil when the program was started by hand rather than by the grader.
    static func open() -> ResultChannel? {
        guard getenv(environmentVariable) != nil else { return nil }
        unsetenv(environmentVariable)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(incoming, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes += buffer.prefix(count)
        }
        close(incoming)
        // A program the records' descriptor would follow into (it may not start one) gets nothing.
        _ = fcntl(outgoing, F_SETFD, FD_CLOEXEC)
        let lines = bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        guard let nonce = lines.first, !nonce.isEmpty else { return nil }
        return ResultChannel(nonce: nonce, checks: Set(lines.dropFirst()))
    }

    func send(_ kind: GradeRecord.Kind, checkID: String? = nil, result: CheckResult? = nil) {
        // Learner code that put a pipe of its own on descriptor 4 would read this record, nonce
        // included. Under seccomp it cannot (the grader's `keptDescriptor`); elsewhere this
        // catches it, unless it puts the grader's socket back in between (a race it can win).
        guard FileIdentity(of: Self.outgoing) == channel else {
            fatalError("The result channel (descriptor 4) was replaced: graded code must not touch the grader's descriptors")
        }
        guard var data = try? encoder.encode(GradeRecord(kind: kind, nonce: nonce, checkID: checkID, result: result)) else { return }
        data.append(0x0A)
        data.withUnsafeBytes { FileDescriptorOutput.writeAll($0, to: Self.outgoing) }
    }
}
