import Foundation

/// The socket a program the tool started reports on, one JSON object a line: a grade's records
/// (`GradeChannel`) and `play`'s (`PlayRecord`) come back the same way.
///
/// A socket pair, not a pipe: a pipe's write end can be opened again for reading through
/// `/proc/self/fd/N`, which would hand what was written to learner code; the program's end of a
/// socket pair gives it nothing to read. A reader of its own drains the tool's end from the
/// start, so a program that writes much never blocks on a full buffer.
final class RecordsSocket: @unchecked Sendable {
    private let ends: PipeEnds
    private let reader: CappedReader

    init(limit: Int) throws {
        ends = try PipeEnds.makeSocketPair()
        reader = CappedReader.start(fd: ends.read, limit: limit)
    }

    deinit {
        // The reader closes its end itself, once stopped (see `CappedReader`).
        reader.finish(waitingUntil: .distantPast)
    }

    /// The program's end, to pass to it (`ChildProcess.passing` closes the tool's copy).
    var programEnd: Int32 { ends.write }

    /// Every line written, once the program has ended. The tool's copy of the write end is closed,
    /// so the reader is at its end unless something the program started still holds it (a
    /// confined program may start nothing).
    func lines() -> [Data] {
        reader.finish(waitingUntil: Date().addingTimeInterval(2))
        return reader.bytes.split(separator: UInt8(ascii: "\n")).map { Data($0) }
    }

    /// Whether the program wrote more than the limit, whose last lines are then lost.
    var wasCut: Bool { reader.wasCut }
}
