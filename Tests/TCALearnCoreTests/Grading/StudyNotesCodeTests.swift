import Foundation
import Testing
@testable import TCALearnCore

/// The SwiftUI code blocks of the study notes on state and binding, verbatim (completed only with what the notes leave
/// implied), compiled and run through the same pipeline as learner code. Their behaviour is
/// asserted in `Tests/MiniSwiftUITests/StateAndBindingNotesTests.swift`; this pins that the learner-facing
/// compile accepts them unchanged.
@Suite struct StudyNotesCodeTests {
    static let folder = SharedGrader.layout.toolRoot.appendingPathComponent("Tests/Programs/StudyNotes")

    static var files: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func theStudyNoteFilesAreThere() {
        #expect(Self.files.count >= 7)
    }

    @Test(arguments: StudyNotesCodeTests.files)
    func compilesAndRunsAsLearnerCode(_ file: URL) throws {
        let result = try SharedGrader.grader.play(file, timeLimit: 20)
        #expect(result.compiled, "\(file.lastPathComponent): \(result.diagnostics.map(\.message)) \(result.compilerOutput)")
        #expect(result.succeeded, "\(file.lastPathComponent): \(result.stderr)")
    }
}
