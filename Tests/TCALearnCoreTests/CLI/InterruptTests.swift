import Foundation
import Testing
@testable import TCALearnCore

/// What Ctrl-C or a polite `kill` leaves behind: nothing of the grade in flight.
struct InterruptTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalledToolRemovesTheScratchOfItsGradeInFlight(signal: Int32) throws {
        let tool = try ToolProcess.start(learner: SlowSource.text)
        defer { tool.finish() }
        let prefix = "\(Scratch.prefix)\(tool.pid)-"
        func scratchFolders() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)) ?? [])
                .filter { $0.hasPrefix(prefix) }
        }
        // The grade is compiling the learner's file in its scratch folder.
        #expect(!OrphanSearch.waitForCompilers(under: tool.pid, seconds: 30).isEmpty, "the compiler never started")
        #expect(!scratchFolders().isEmpty)
        kill(tool.pid, signal)
        #expect(tool.waitForExit() == .exited(128 + signal))
        #expect(scratchFolders() == [])
    }
}
