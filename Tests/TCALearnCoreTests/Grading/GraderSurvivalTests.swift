import Foundation
import GradeRecords
import RenderTrace
import Testing
@testable import TCALearnCore

/// Attacks on the grader itself (killing the tool, a child that outlives the grade, a compile that
/// never ends): each ends as a failed grade, leaves no process and no stale result behind.
@Suite struct GraderSurvivalTests {
    @Test func killingTheToolFromTheGradedProgramLeavesAFailedGrade() throws {
        // Run in a tool of its own: where it works, the attack kills its parent.
        let result = try ToolProcess.check(learner: """
            import Foundation
            func answer() -> Int {
                kill(getppid(), SIGKILL)
                return 0
            }
            """)
        #expect(result.termination == .exited(1), "the tool did not finish: \(result.termination)")
        #expect(result.stdout.contains("Score 0/1"))
    }

    @Test func aSetsidChildDoesNotOutliveTheGrade() throws {
        let result = try gradeAnswer("""
            import Foundation
            func answer() -> Int {
                let spawning = fork
                if spawning() == 0 {
                    _ = setsid()
                    sleep(30)
                    exit(0)
                }
                return 0
            }
            """)
        #expect(!result.passed)
        // Still there a moment later: another test's tool, killed on purpose, takes its programs
        // with it within that moment.
        let first = Set(OrphanSearch.gradedProgramsNotOurs())
        Thread.sleep(forTimeInterval: 1.5)
        let orphans = first.intersection(OrphanSearch.gradedProgramsNotOurs())
        orphans.forEach { kill($0, SIGKILL) }
        #expect(orphans.isEmpty, "a child of the graded program outlived the grade")
    }

    @Test func aCompilerDoesNotSurviveTheToolsSIGTERMOrSIGKILL() throws {
        for signal in [SIGTERM, SIGKILL] {
            let tool = try ToolProcess.start(learner: SlowSource.text)
            defer { tool.finish() }
            // Found while the tool lives (the compiler works on a scratch copy of the learner's
            // files, so it is known by its ancestry, not by a path it mentions).
            let compilers = OrphanSearch.waitForCompilers(under: tool.pid, seconds: 30)
            #expect(!compilers.isEmpty, "the compiler never started")
            kill(tool.pid, signal)
            tool.waitForExit()
            Thread.sleep(forTimeInterval: 1)
            let survivors = compilers.filter(OrphanSearch.isCompiler)
            survivors.forEach { kill($0, SIGKILL) }
            #expect(survivors.isEmpty, "a compiler outlived the tool's signal \(signal)")
        }
    }

    @Test func aFiveMegabyteSourceStopsAtTheCompileLimitWithItsOwnStatus() throws {
        var grader = SharedGrader.grader
        grader.compiler.timeLimit = 3
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = "func answer() -> Int { 0 }\n"
            + (0..<110_000).map { "let value\($0) = [\"key\": [1, 2, 3], \"other\": [4]]" }.joined(separator: "\n")
        #expect(exercise.starter.utf8.count > 5_000_000)
        let course = try FixtureCourse(exercises: [exercise])
        defer { course.remove() }
        let loaded = try course.load().exercises[0]
        let result = try grader.grade(loaded, learnerFolder: loaded.folder)
        if case .refused = result.status { return }  // a file this size may be refused before compiling
        #expect(result.status == .compileTimedOut)
        // Stopped at the limit: not the 300 s such a file would otherwise take.
        #expect(result.compileSeconds < grader.compiler.timeLimit + 5)
        let report = GradeReport(style: Style(color: false, language: .en), exercise: loaded, result: result).render()
        #expect(report.contains("Compiling your code took longer than"))
        #expect(!report.contains("does not compile"))
    }

    // MARK: - Fail closed, say the truth

    @Test func killingAClassroomGradeMidwayLeavesNoResultToRead() throws {
        let tool = try ToolProcess.start(
            learner: "import Foundation\nfunc answer() -> Int { sleep(30); return 42 }\n",
            command: ["grade", "--format", "classroom", "--always-exit-zero"], staleResult: true)
        defer { tool.finish() }
        Thread.sleep(forTimeInterval: 1)
        let program = try #require(OrphanSearch.waitForGradedProgram(in: tool, seconds: 30), "the graded program never started")
        kill(tool.pid, SIGKILL)
        let status = tool.waitForExit()
        #expect(status == .signalled(SIGKILL))
        #expect(!FileManager.default.fileExists(atPath: tool.result.path), "a stale result is still there to be read as this run's")
        // And the program died with its tool.
        #expect(OrphanSearch.waitUntilGone(program, seconds: 5))
    }
}
