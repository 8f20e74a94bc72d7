import Foundation
import Testing
@testable import TCALearnCore

/// The learner session on its own, without a command line: questions never write the progress,
/// each action writes once and answers with facts.
@Suite struct LearnerSessionTests {
    typealias Learner = CommandTests.Learner

    static func session(_ learner: Learner) throws -> LearnerSession {
        try LearnerSession(course: learner.fixture.load(), workbook: Workbook(root: learner.workbook)) { SharedGrader.grader }
    }

    static func progressFile(_ learner: Learner) -> URL {
        learner.workbook.appendingPathComponent(".progress.json")
    }

    @Test func theCurrentExerciseIsAnsweredWithoutWritingAnything() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        let session = try Self.session(learner)
        #expect(session.currentExercise?.id == "sample")
        #expect(session.isCurrent(session.course.exercises[0]))
        #expect(!session.isCurrent(session.course.exercises[1]))
        #expect(session.nextUnfinished?.id == "sample")
        #expect(!FileManager.default.fileExists(atPath: Self.progressFile(learner).path))
        #expect(!FileManager.default.fileExists(atPath: learner.workbook.path))
    }

    @Test func hintsRevealOneAtATimeAndAllRepeatsWithoutRevealing() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        let session = try Self.session(learner)
        let exercise = session.course.exercises[1]

        #expect(try session.hints(for: exercise, all: true, pinning: false).numbers == [])
        #expect(try session.hints(for: exercise, all: false, pinning: false).numbers == [1])
        let second = try session.hints(for: exercise, all: false, pinning: false)
        #expect(second.numbers == [2] && second.reachedLast)
        #expect(try session.hints(for: exercise, all: false, pinning: false).numbers == [2])
        #expect(try session.hints(for: exercise, all: true, pinning: false).numbers == [1, 2])
        #expect(try learner.progress().entry(exercise).hintsShown == 2)
        // Named, not taken as the current one: nothing is pinned.
        #expect(try learner.progress().current == nil)

        _ = try session.hints(for: session.course.exercises[0], all: false, pinning: true)
        #expect(try learner.progress().current == "sample")
        #expect(session.progress == (try learner.progress()))
    }

    @Test func movingOnMakesTheExerciseCurrentAndIntroducesItsLessonOnce() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        let session = try Self.session(learner)
        let exercise = session.course.exercises[1]

        let first = try session.moveOn(to: exercise)
        #expect(first.lesson?.slug == "01-basics")
        #expect(first.createdFiles == [learner.file("02-second")])
        #expect(first.editorSupportError == nil)
        #expect(session.currentExercise?.id == exercise.id)
        #expect(try learner.progress().current == exercise.id)

        let again = try session.moveOn(to: exercise)
        #expect(again.lesson == nil && again.createdFiles.isEmpty)
        #expect(try session.moveOn(to: exercise, forceLessonText: true).lesson?.slug == "01-basics")
    }

    @Test func resetKeepsTheLearnersVersionAndPutsTheStarterBack() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        let session = try Self.session(learner)
        let exercise = session.course.exercises[0]

        let nothingToKeep = try session.reset(exercise)
        #expect(nothingToKeep.backup == nil)
        try learner.write("// mine\n", to: "01-sample")
        let outcome = try session.reset(exercise)
        let backup = try #require(outcome.backup)
        #expect(try String(contentsOf: backup.appendingPathComponent("Answer.swift"), encoding: .utf8) == "// mine\n")
        #expect(outcome.files == [learner.file("01-sample")])
        #expect(try String(contentsOf: learner.file("01-sample"), encoding: .utf8) == CommandTests.first.starter)
    }

    @Test func aGradeIsRecordedPinsTheCurrentExerciseAndTheLegendGoesWithTheFirstTrace() throws {
        let learner = try Learner([LearnerLoopTests.counter])
        defer { learner.fixture.remove() }
        let session = try Self.session(learner)
        let exercise = session.course.exercises[0]

        let named = try session.grade(exercise, pinning: false)
        #expect(named.createdFiles == [learner.workbook.appendingPathComponent("01-basics/01-counter/Answer.swift")])
        #expect(named.showsLegend)
        #expect(named.result.explainingCheck.map { !$0.trace.isEmpty } == true)
        #expect(try learner.progress().current == nil)
        #expect(try learner.progress().entry(exercise).attempts == 1)

        let current = try session.grade(exercise, pinning: true)
        #expect(current.createdFiles.isEmpty)
        #expect(!current.showsLegend, "the first report told a trace with its legend")
        #expect(try learner.progress().current == exercise.id)
        #expect(session.progress.entry(exercise).attempts == 2)
    }
}
