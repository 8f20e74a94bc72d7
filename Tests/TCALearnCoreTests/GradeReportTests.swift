import RenderTrace
import Testing
@testable import TCALearnCore

@Suite struct GradeReportTests {
    @Test func aValueThatSpansLinesStaysInsideTheReport() throws {
        let fixture = try FixtureCourse(exercises: [FixtureCourse.ExerciseFixture()])
        defer { fixture.remove() }
        let exercise = try fixture.load().exercises[0]
        let warning = "1: A binding action … was not handled.\n\n  Action:\n    Feature.Action.binding(.set(_, true))"
        let failure = CheckFailure(message: "warnings", expected: "0", actual: warning, file: "Checks.swift", line: 3)
        let check = CheckOutcome(
            spec: exercise.checks[0], status: .fail,
            result: CheckResult(id: exercise.checks[0].id, status: .fail, failures: [failure]), note: nil)
        let result = GradeResult(
            exerciseID: exercise.id, status: .failed, checks: [check], diagnostics: [], crash: nil,
            programOutput: "", programErrors: "", compileSeconds: 0, runSeconds: 0)

        let lines = GradeReport(style: Style(color: false, language: .en), exercise: exercise, result: result)
            .render().split(separator: "\n", omittingEmptySubsequences: false)
        let actual = try #require(lines.firstIndex { $0.hasPrefix("      Actual:   1: A binding action") })
        #expect(lines[actual + 1] == "")
        #expect(lines[actual + 2] == "            Action:")
        #expect(lines[actual + 3] == "              Feature.Action.binding(.set(_, true))")
        #expect(lines[actual + 4].hasPrefix("      Why: "))
    }
}
