import Foundation
import Testing
@testable import TCALearnCore

/// `watch` decided event by event: keys, saves and finished work go in, actions come out. No
/// terminal, no thread, no grade: the grades and introductions are made up.
@Suite struct WatchStateTests {

    static func exercises() throws -> (Exercise, Exercise) {
        let fixture = try FixtureCourse(exercises: [CommandTests.first, CommandTests.second])
        defer { fixture.remove() }
        let course = try fixture.load()
        return (course.exercises[0], course.exercises[1])
    }

    static func grade(_ exercise: Exercise, passed: Bool) -> RecordedGrade {
        RecordedGrade(exercise: exercise, result: GradeResult(exerciseID: exercise.id, status: passed ? .passed : .someChecksFailed, checks: []), showsLegend: false)
    }

    static func introduction(_ exercise: Exercise) -> Introduction {
        Introduction(exercise: exercise, lesson: nil, createdFiles: [], editorSupportError: nil)
    }

    /// The actions, by name, to compare them at a glance.
    static func names(_ actions: [WatchAction]) -> [String] {
        actions.map { action in
            switch action {
            case .grade: "grade"
            case .revealHint: "hint"
            case .reset: "reset"
            case .moveOn(.watched): "introduce"
            case .moveOn(.nextUnfinished): "move on"
            case .watchFiles: "watch files"
            case .acceptFiles: "accept files"
            case .show(.report(_, let full, let reset)): "report" + (full ? " full" : "") + (reset != nil ? " after reset" : "")
            case .show(.introduction): "introduction"
            case .show(.overview): "overview"
            case .say(.grading): "say grading"
            case .say(.hints): "say hints"
            case .say(.watching(_, let firstTime)): firstTime ? "say watching new" : "say watching"
            case .say(.notPassedYet): "say not passed"
            case .say(.nothingGradedYet): "say nothing graded"
            case .say(.finishedCourse): "say finished"
            case .say(.confirmReset): "ask reset"
            case .say(.resetCancelled): "say not reset"
            case .say(.stopped): "say stopped"
            case .drawPicture: "picture"
            case .stop: "stop"
            }
        }
    }

    @Test func withKeysNWaitsForAPassThenMovesOn() throws {
        let (first, second) = try Self.exercises()
        var state = WatchState(mode: .keys, exercise: first, hasPassed: false)
        #expect(Self.names(state.handle(.started(lessonIsNew: false))) == ["grade"])
        #expect(Self.names(state.handle(.graded(Self.grade(first, passed: false)))) == ["report"])
        #expect(Self.names(state.handle(.key("n"))) == ["say not passed"])
        #expect(!state.lastGradePassed)

        #expect(Self.names(state.handle(.saved)) == ["grade"])
        #expect(Self.names(state.handle(.graded(Self.grade(first, passed: true)))) == ["report"])
        #expect(state.lastGradePassed && state.hasPassed)
        #expect(Self.names(state.handle(.key("n"))) == ["move on"])

        #expect(Self.names(state.handle(.movedOn(Self.introduction(second)))) == ["watch files", "introduction"])
        #expect(state.exercise.id == second.id)
        #expect(state.lastGrade == nil && !state.hasPassed)
        #expect(Self.names(state.handle(.key("t"))) == ["say nothing graded"])
    }

    @Test func nMovesOnFromAnExercisePassedBeforeEvenAfterAFailedGrade() throws {
        let (first, _) = try Self.exercises()
        var state = WatchState(mode: .keys, exercise: first, hasPassed: true)
        _ = state.handle(.graded(Self.grade(first, passed: false)))
        #expect(!state.lastGradePassed)
        #expect(Self.names(state.handle(.key("n"))) == ["move on"])
    }

    @Test func withKeysANewLessonIsReadBeforeAnythingIsGraded() throws {
        let (first, _) = try Self.exercises()
        var state = WatchState(mode: .keys, exercise: first, hasPassed: false)
        #expect(Self.names(state.handle(.started(lessonIsNew: true))) == ["introduce"])
        #expect(Self.names(state.handle(.movedOn(Self.introduction(first)))) == ["watch files", "introduction"])
    }

    @Test func eachKeyAsksForItsAction() throws {
        let (first, _) = try Self.exercises()
        var state = WatchState(mode: .keys, exercise: first, hasPassed: false)
        #expect(Self.names(state.handle(.key("c"))) == ["grade"])
        #expect(Self.names(state.handle(.key("h"))) == ["hint"])
        #expect(Self.names(state.handle(.key("l"))) == ["overview"])
        #expect(Self.names(state.handle(.key("x"))) == [])
        #expect(Self.names(state.handle(.key("p"))) == ["say nothing graded"])
        _ = state.handle(.graded(Self.grade(first, passed: false)))
        #expect(Self.names(state.handle(.key("t"))) == ["report full"])
        #expect(Self.names(state.handle(.key("p"))) == ["picture"])
        #expect(!state.isStopped)
        #expect(Self.names(state.handle(.key("q"))) == ["say stopped", "stop"])
        #expect(state.isStopped)
    }

    @Test func aResetIsSaidAboveTheGradeThatFollowsIt() throws {
        let (first, _) = try Self.exercises()
        var state = WatchState(mode: .keys, exercise: first, hasPassed: false)
        #expect(Self.names(state.handle(.key("r"))) == ["ask reset"])
        #expect(Self.names(state.handle(.key("y"))) == ["reset"])
        let outcome = ResetOutcome(exercise: first, backup: nil, files: [])
        #expect(Self.names(state.handle(.reset(outcome))) == ["accept files", "grade"])
        #expect(Self.names(state.handle(.graded(Self.grade(first, passed: false)))) == ["report after reset"])
        #expect(Self.names(state.handle(.graded(Self.grade(first, passed: false)))) == ["report"])
    }

    @Test func rAsksAndAnyKeyButYKeepsTheLearnersCode() throws {
        let (first, _) = try Self.exercises()
        var state = WatchState(mode: .keys, exercise: first, hasPassed: false)
        #expect(Self.names(state.handle(.key("r"))) == ["ask reset"])
        // The answer is taken as an answer, not as the key's usual meaning (q would quit).
        #expect(Self.names(state.handle(.key("q"))) == ["say not reset"])
        #expect(!state.isStopped)
        #expect(Self.names(state.handle(.key("h"))) == ["hint"])
    }

    @Test func theLastExerciseDoneWithKeysWaitsForQ() throws {
        let (_, second) = try Self.exercises()
        var state = WatchState(mode: .keys, exercise: second, hasPassed: true)
        #expect(Self.names(state.handle(.key("n"))) == ["move on"])
        #expect(Self.names(state.handle(.movedOn(nil))) == ["say finished"])
        #expect(!state.isStopped)
    }

    @Test func plainAPassMovesOnByItselfAndTheEndStops() throws {
        let (first, second) = try Self.exercises()
        var state = WatchState(mode: .plain, exercise: first, hasPassed: false)
        #expect(Self.names(state.handle(.started(lessonIsNew: true))) == ["introduce", "say grading", "grade"])
        // Introducing the exercise watched from the start: its files are the ones named already.
        #expect(Self.names(state.handle(.movedOn(Self.introduction(first)))) == ["watch files", "introduction"])
        #expect(Self.names(state.handle(.graded(Self.grade(first, passed: false)))) == ["report", "say watching"])
        #expect(Self.names(state.handle(.key("n"))) == [], "plain reads no keys")
        #expect(Self.names(state.handle(.saved)) == ["say grading", "grade"])
        #expect(Self.names(state.handle(.graded(Self.grade(first, passed: true)))) == ["report", "move on"])
        #expect(Self.names(state.handle(.movedOn(Self.introduction(second)))) == ["watch files", "introduction", "say watching new"])
        _ = state.handle(.graded(Self.grade(second, passed: true)))
        #expect(Self.names(state.handle(.movedOn(nil))) == ["say finished", "stop"])
        #expect(state.isStopped)
    }
}
