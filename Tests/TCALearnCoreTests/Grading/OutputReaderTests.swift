import Foundation
import Testing
@testable import TCALearnCore

/// A child's output is read on threads of their own; what they read must come from the child
/// only, however long something keeps its pipes open.
struct OutputReaderTests {
    @Test func aPipeHeldOpenAfterTheChildEndsNeverReadsAnotherFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let contents = String(repeating: "{\"title\": \"Basics\"}\n", count: 50)
        let files = (0..<8).map { folder.appendingPathComponent("lesson\($0).json") }
        for file in files { try contents.write(to: file, atomically: true, encoding: .utf8) }

        // The child leaves a process of its own session behind, out of reach of the group kill,
        // that holds its stdout and writes once the tool has given up on the pipe (given the time
        // to leave the child's group before the child ends).
        var child = ChildProcess(executable: "/bin/sh", arguments: ["-c", "setsid sh -c 'sleep 3; echo late; sleep 1; echo later' & sleep 0.5; echo early"])
        child.timeLimit = 10
        let outcome = try child.run()
        #expect(outcome.stdout == "early\n")
        #expect(outcome.seconds >= 2, "the pipe was not held open")
        // Files opened now may get the numbers the pipes had; none may lose bytes to a reader.
        let handles = try files.map { try FileHandle(forReadingFrom: $0) }
        Thread.sleep(forTimeInterval: 4.5)
        for handle in handles {
            let read = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
            #expect(read == contents)
            try handle.close()
        }
    }
}
