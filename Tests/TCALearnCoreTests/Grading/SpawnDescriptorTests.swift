import Foundation
import Testing
@testable import TCALearnCore

/// A child gets its descriptors as 0, 1, 2, 3, … by dup2 after fork; what the spawn itself still
/// needs after that (the pipe that reports a failed step, the Landlock ruleset) may have been
/// opened at any of those numbers, since the tool's other threads open and close files all the
/// time. Once, in a full test run, the ruleset sat on a number the dup2s then took: "Could not
/// start …/bin/grade (Landlock): File descriptor in bad state."
struct SpawnDescriptorTests {
    @Test func aConfinedChildStartsWhenItsGivenDescriptorsCoverTheSpawnsOwn() throws {
        // More descriptors to give than the tool has open, so the failure pipe and the ruleset,
        // opened by the spawn at the lowest free numbers, sit among the child's targets. A -1
        // gives the child that number closed.
        let highest = try FileManager.default.contentsOfDirectory(atPath: "/dev/fd").compactMap { Int32($0) }.max() ?? 64
        let passing = [Int32](repeating: -1, count: Int(highest) + 64)

        var child = ChildProcess(executable: "/bin/sh", arguments: ["-c", "echo started"])
        child.passing = passing
        child.confinement = Confinement(readable: ["/"], writable: ["/dev/null"], hidden: [])
        // `run` closes the passed descriptors once the child has started, or when it could not.
        let outcome = try child.run()
        #expect(outcome.termination == .exited(0))
        #expect(outcome.stdout == "started\n")
    }
}
