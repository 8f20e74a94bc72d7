import Foundation
import Testing
@testable import TCALearnCore

/// The SwiftUI code blocks of seed 003, verbatim (completed only with what the notes leave
/// implied), compiled and run through the same pipeline as learner code. Their behaviour is
/// asserted in `Tests/MiniSwiftUITests/Seed003Tests.swift`; this pins that the learner-facing
/// compile accepts them unchanged.
@Suite struct SeedCodeTests {
    static let folder = SharedGrader.layout.toolRoot.appendingPathComponent("Tests/Seeds/003")

    static var files: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func theSeedFilesAreThere() {
        #expect(Self.files.count >= 7)
    }

    @Test(arguments: SeedCodeTests.files)
    func compilesAndRunsAsLearnerCode(_ file: URL) throws {
        let result = try SharedGrader.grader.play(file, timeLimit: 20)
        #expect(result.compiled, "\(file.lastPathComponent): \(result.diagnostics.map(\.message)) \(result.compilerOutput)")
        #expect(result.succeeded, "\(file.lastPathComponent): \(result.stderr)")
    }
}
