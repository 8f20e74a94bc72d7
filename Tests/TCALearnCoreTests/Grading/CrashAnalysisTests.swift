import Foundation
import Testing
@testable import TCALearnCore

/// Where a crash is placed in the learner's code, from what the runtime and the symbolizer said.
@Suite struct CrashAnalysisTests {
    static let file = "/tmp/play/wrongtap.swift"

    @Test func aFrameAtLineZeroIsCompilerMadeCodeAndTheNextFrameNamesTheLine() {
        // What llvm-symbolizer says for a frame in an implicit member, inlined into the learner's line.
        let symbolized = """
            \(Self.file):0:0
            \(Self.file):7:14
            """
        let location = CrashAnalysis.learnerLocation(in: symbolized, learnerFiles: [Self.file])
        #expect(location?.file == Self.file)
        #expect(location?.line == 7)
    }

    @Test func onlyLineZeroGivesNoLineRatherThanLineZero() {
        let location = CrashAnalysis.learnerLocation(in: "\(Self.file):0:0\n", learnerFiles: [Self.file])
        #expect(location == nil)
        let report = CrashAnalysis.report(
            stderr: "Fatal error: No button titled \"Tap\"\n\(Self.file):0: Fatal error", termination: .signalled(SIGILL),
            learnerFiles: [Self.file])
        #expect(report.line == nil)
        #expect(report.runtimeMessage == "Fatal error: No button titled \"Tap\"")
    }
}
