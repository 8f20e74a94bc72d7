import Foundation
import Testing
@testable import TCALearnCore

@Suite struct WorkbookTests {
    @Test func copiesTheStarterOnceAndNeverOverwritesAnEdit() throws {
        let fixture = try FixtureCourse()
        defer { fixture.remove() }
        let exercise = try fixture.load().exercises[0]
        let workbook = Workbook(root: fixture.root.appendingPathComponent("workbook"))
        let created = try workbook.ensureCopy(of: exercise)
        #expect(created.count == 1)
        let file = workbook.files(for: exercise)[0]
        try "func answer() -> Int { 41 }\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(try workbook.ensureCopy(of: exercise).isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("41"))
    }

    @Test func resetKeepsTheLearnersVersionAsABackup() throws {
        let fixture = try FixtureCourse()
        defer { fixture.remove() }
        let exercise = try fixture.load().exercises[0]
        let workbook = Workbook(root: fixture.root.appendingPathComponent("workbook"))
        try workbook.ensureCopy(of: exercise)
        let file = workbook.files(for: exercise)[0]
        try "// my work\n".write(to: file, atomically: true, encoding: .utf8)
        let backup = try #require(try workbook.reset(exercise))
        #expect(try String(contentsOf: backup.appendingPathComponent("Answer.swift"), encoding: .utf8) == "// my work\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == FixtureCourse.ExerciseFixture().starter)
        // A second reset keeps a second backup rather than replacing the first.
        try "// second try\n".write(to: file, atomically: true, encoding: .utf8)
        let secondBackup = try #require(try workbook.reset(exercise, now: Date().addingTimeInterval(5)))
        #expect(secondBackup != backup)
        #expect(FileManager.default.fileExists(atPath: backup.appendingPathComponent("Answer.swift").path))
    }
}

@Suite struct ProgressTests {
    @Test func survivesARestartAndTracksAttempts() throws {
        let fixture = try FixtureCourse()
        defer { fixture.remove() }
        let course = try fixture.load()
        let exercise = course.exercises[0]
        let store = ProgressStore(workbook: Workbook(root: fixture.root.appendingPathComponent("workbook")))
        #expect(try store.load().nextUnfinished(in: course)?.id == "sample")

        var failed = GradeResult(exerciseID: "sample", status: .someChecksFailed, checks: [])
        try store.update { $0.record(failed) }
        failed.status = .passed
        try store.update { $0.record(failed) }
        try store.update { $0.recordHint(exercise, level: 2) }

        // A new store reads what the old one wrote: progress survives a restart.
        let reloaded = try ProgressStore(workbook: Workbook(root: fixture.root.appendingPathComponent("workbook"))).load()
        let entry = reloaded.entry(exercise)
        #expect(entry.attempts == 2)
        #expect(entry.passed)
        #expect(entry.hintsShown == 2)
        #expect(entry.firstPassedAt != nil)
        #expect(reloaded.nextUnfinished(in: course) == nil)
    }

    /// "Predict first" is no attempt; the first prediction graded is kept, right or wrong, and a
    /// later correction does not change it.
    @Test func theFirstPredictionIsKeptAndAskingToPredictIsNoAttempt() {
        var progress = Progress()
        let untouched = SourceRefusal(file: "/w/P.swift", line: 1, column: nil, found: "", reason: .noPredictionYet(predictions: ["p"]))
        progress.record(GradeResult(exerciseID: "p", status: .refused([untouched]), checks: []), isPrediction: true)
        #expect(progress.exercises["p"] == nil)

        progress.record(GradeResult(exerciseID: "p", status: .someChecksFailed, checks: []), isPrediction: true)
        progress.record(GradeResult(exerciseID: "p", status: .passed, checks: []), isPrediction: true)
        #expect(progress.exercises["p"]?.firstPredictionRight == false)
        #expect(progress.exercises["p"]?.attempts == 2)

        progress.record(GradeResult(exerciseID: "q", status: .passed, checks: []), isPrediction: true)
        #expect(progress.exercises["q"]?.firstPredictionRight == true)
        progress.record(GradeResult(exerciseID: "fix", status: .someChecksFailed, checks: []))
        #expect(progress.exercises["fix"]?.firstPredictionRight == nil)
    }

    @Test func anUnreadableFileIsAClearErrorNotAReset() throws {
        let fixture = try FixtureCourse()
        defer { fixture.remove() }
        let store = ProgressStore(workbook: Workbook(root: fixture.root))
        try "{ not json".write(to: store.file, atomically: true, encoding: .utf8)
        let error = try #require(throws: ProgressError.self) { try store.load() }
        #expect("\(error)".contains("could not be read"))
        #expect(try String(contentsOf: store.file, encoding: .utf8) == "{ not json")
        // A setup problem, not a failed grade: exit code 2, as the README promises.
        #expect(error.exitCode == ExitCode.setup)
        #expect(ToolRun(["list", "--course", fixture.root.path, "--workbook", fixture.root.path]).exitCode == 2)
    }
}
