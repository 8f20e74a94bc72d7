import Dispatch
import Foundation
import GradeRecords
import RenderTrace
import RuntimeSupport

/// The grader's end of the result channel, which holds no secret the program could read.
///
/// The program gets two descriptors: 3, a pipe, carries a fresh 128-bit nonce and the ids of the
/// checks to run, and is closed once the harness has read it with plain `read` calls, before any
/// learner code runs (nothing stays in a stdio buffer, the environment, the arguments or a file);
/// 4 carries the records back. A record counts only with the nonce, and the records must tell a
/// possible story: each check started, then finished, one at a time, only the checks this program
/// was asked to run, each once, `done` last. Anything else rejects the whole run.
///
/// Descriptor 4 is the program's end of a `RecordsSocket`, which learner code cannot read the
/// records, nonce included, back from. Its confinement keeps the program from closing or
/// replacing descriptor 4 (`ChildProcess.keptDescriptor`), where learner
/// code would otherwise put a pipe of its own, read the harness's records and pass on others.
///
/// What this does not stop: learner code that scans its own memory for the nonce, and, without
/// seccomp, a descriptor 4 replaced (README, "Threat model").
final class GradeChannel: @unchecked Sendable {
    /// The descriptor the program writes its records to.
    static let recordsDescriptor: Int32 = 4
    /// The channel's numbers in the program, as the harness expects them.
    static let programDescriptors = "3,\(recordsDescriptor)"
    static let environmentVariable = ProgramChannels.gradeChannelVariable

    let nonce: String
    let checks: [String]
    private let toProgram: PipeEnds
    private let fromProgram: RecordsSocket

    /// At most this much of the records is read; a program that floods descriptor 4 cuts its own
    /// records short, and its last checks do not count.
    static let recordLimit = 64 << 20

    init(checks: [String]) throws {
        var generator = SystemRandomNumberGenerator()
        nonce = (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }.joined(separator: "-")
        self.checks = checks
        toProgram = try PipeEnds.make()
        fromProgram = try RecordsSocket(limit: Self.recordLimit)
        // Small enough for the pipe's buffer: written whole before the program starts.
        FileDescriptorOutput.writeAll(([nonce] + checks).joined(separator: "\n") + "\n", to: toProgram.write)
        close(toProgram.write)
    }

    /// The program's descriptors 3 and 4 (`ChildProcess.passing`, which closes the tool's copies).
    var passing: [Int32] { [toProgram.read, fromProgram.programEnd] }

    /// What the program reported, once it has ended.
    struct Report {
        var finished: [String: CheckResult] = [:]
        /// The check that started and did not finish.
        var running: String?
        var done = false
        /// Why the records cannot be trusted, when they cannot.
        var rejection: Rejection?
    }

    func report() -> Report {
        let decoder = JSONDecoder()
        let records = fromProgram.lines().compactMap { line -> GradeRecord? in
            guard let record = try? decoder.decode(GradeRecord.self, from: VisibleText.inJSON(line)), record.nonce == nonce else { return nil }
            return record
        }
        return Self.check(records, expected: checks)
    }

    /// Holds the records to the only order the harness writes them in.
    static func check(_ records: [GradeRecord], expected: [String]) -> Report {
        var report = Report()
        var started = Set<String>()
        for record in records {
            func reject(_ rejection: Rejection) -> Report {
                Report(rejection: rejection)
            }
            if report.done { return reject(.afterDone) }
            switch record.kind {
            case .checkStarted:
                guard let id = record.checkID, expected.contains(id) else { return reject(.notAsked(record.checkID)) }
                if let running = report.running { return reject(.startedWhileRunning(id, running: running)) }
                guard started.insert(id).inserted else { return reject(.startedTwice(id)) }
                report.running = id
            case .checkFinished:
                guard let id = record.checkID, id == report.running, let result = record.result, result.id == id else {
                    return reject(.finishedNotRunning(record.checkID))
                }
                report.finished[id] = result
                report.running = nil
            case .done:
                if let running = report.running { return reject(.doneWhileRunning(running)) }
                report.done = true
            }
        }
        return report
    }
}
