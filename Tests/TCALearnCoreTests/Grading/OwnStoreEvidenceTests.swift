import Foundation
import GradeRecords
import RenderTrace
import Testing
@testable import TCALearnCore

/// A store the answer makes for itself is not evidence: the checks read only the store they made.
@Suite struct OwnStoreEvidenceTests {
    @Test func aSecondStoreOfTheLearnersOwnIsNotEvidence() throws {
        // The delegate exercise's solution, changed as a student might: the child never sends
        // its delegate action, the parent watches the child's state instead, and to leave the
        // delegate action the check looks for in the trace, sends it to a store of its own.
        let course = try CourseLoader.load(SharedGrader.layout)
        let exercise = try #require(course.exercise(named: "template-delegate-to-parent"))
        var answer = try String(contentsOf: exercise.solutionFolder.appendingPathComponent("Goal.swift"), encoding: .utf8)
        let delegating = "return state.count == state.goal ? .send(.delegate(.goalReached)) : .none"
        let watching = """
                    default:
                        return .none
            """
        try #require(answer.contains(delegating) && answer.contains(watching))
        answer = answer.replacingOccurrences(of: delegating, with: "return .none")
        answer = answer.replacingOccurrences(of: watching, with: """
                    default:
                        if state.counter.count == state.counter.goal, state.message.isEmpty {
                            state.message = "Goal reached!"
                            Store(initialState: RootFeature.State()) { RootFeature() }.send(.counter(.delegate(.goalReached)))
                        }
                        return .none
            """)
        let scratch = try Scratch()
        defer { scratch.remove() }
        try answer.write(to: scratch.url.appendingPathComponent("Goal.swift"), atomically: true, encoding: .utf8)
        let result = try SharedGrader.grader.grade(exercise, learnerFolder: scratch.url)
        // The check reads the actions of the store it made: the second store's delegate action
        // is not among them.
        #expect(result.checks.first { $0.spec.id == "child-delegates" }?.status == .fail)
        #expect(result.score <= 1)
    }
}
