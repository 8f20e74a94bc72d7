import Foundation
import Testing
@testable import TCALearnCore

/// The course in this repository, verified: every starter fails exactly the checks its metadata
/// names, and every solution passes every check.
@Suite struct CourseVerificationTests {
    @Test func everyExerciseTeachesWhatItClaims() throws {
        let course = try CourseLoader.load(SharedGrader.layout)
        #expect(!course.exercises.isEmpty)
        let findings = CourseVerifier(grader: SharedGrader.grader).verify(course.exercises)
        #expect(findings.count == course.exercises.count)
        for finding in findings {
            #expect(finding.problems.isEmpty, "\(finding.exercise.path): \(finding.problems.joined(separator: "\n"))")
        }
    }

    /// The README's "The course" section says how many exercises there are, in all and per lesson:
    /// it stays true as lessons grow.
    @Test func theREADMEsCourseTableCountsTheExercises() throws {
        let course = try CourseLoader.load(SharedGrader.layout)
        let readme = try String(contentsOf: SharedGrader.layout.toolRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## The course\n").dropFirst().first?
            .components(separatedBy: "\n## ").first)
        #expect(section.contains(" \(course.exercises.count) exercises,"), "README's course section: \(section.prefix(80))")
        var counted: [String: Int] = [:]
        for row in section.split(separator: "\n") where row.hasPrefix("| ") {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, let number = cells[0].split(separator: " ").first, number.count == 2,
                  number.allSatisfy(\.isNumber), let count = Int(cells[1]) else { continue }
            counted[String(number)] = count
        }
        for lesson in course.lessons {
            let number = String(lesson.slug.prefix(2))
            #expect(counted[number] == lesson.exercises.count, "README says lesson \(number) has \(counted[number].map(String.init) ?? "no row"); it has \(lesson.exercises.count)")
        }
    }

    /// A failure that quotes the trace's own event names (`nodeRemoved`) speaks the runtime's
    /// vocabulary, not the learner's: `lesson check` names the check, and plain words pass.
    @Test func aFailureQuotingTheTracesInternalNamesIsAProblem() throws {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.checks = """
            import LessonTesting

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("answer") { t in
                    t.expect(answer() == 42, "Reset replaces the node (the old one removed, a new one created)",
                        expected: "[nodeRemoved, nodeCreated]", actual: "[]")
                }
            }
            """
        let fixture = try FixtureCourse(exercises: [exercise])
        defer { fixture.remove() }
        let finding = CourseVerifier(grader: SharedGrader.grader).verify(try fixture.load().exercises[0])
        #expect(finding.problems.contains { $0.contains("answer shows the trace's internal names to the learner (nodeCreated, nodeRemoved)") }, "\(finding.problems)")

        var plain = exercise
        plain.checks = plain.checks.replacingOccurrences(of: "[nodeRemoved, nodeCreated]", with: "[− removed, + created]")
        let plainFixture = try FixtureCourse(exercises: [plain])
        defer { plainFixture.remove() }
        let plainFinding = CourseVerifier(grader: SharedGrader.grader).verify(try plainFixture.load().exercises[0])
        #expect(!plainFinding.problems.contains { $0.contains("internal names") }, "\(plainFinding.problems)")

        // A Korean message quoting the English trace mixes the languages.
        var mixed = exercise
        mixed.checks = mixed.checks.replacingOccurrences(
            of: "\"Reset replaces the node (the old one removed, a new one created)\"",
            with: "Message(en: \"In the trace: ↻ Title.body ran — _count changed\", ko: \"트레이스: ↻ Title.body ran — _count changed\")")
            .replacingOccurrences(of: "[nodeRemoved, nodeCreated]", with: "1")
        let mixedFixture = try FixtureCourse(exercises: [mixed])
        defer { mixedFixture.remove() }
        let mixedFinding = CourseVerifier(grader: SharedGrader.grader).verify(try mixedFixture.load().exercises[0])
        #expect(mixedFinding.problems.contains { $0.contains("answer quotes the trace in English in its Korean text (.body ran)") }, "\(mixedFinding.problems)")
        #expect(!mixedFinding.problems.contains { $0.contains("internal names") })
    }

    /// A starter's failure that quotes the line the learner is asked to write gives the answer
    /// away: `lesson check` names the check and the line; saying what was compared passes.
    @Test func aStarterFailureQuotingTheSolutionsLineIsAProblem() throws {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.solution = "func answer() -> Int { 40 + 2 }\n"
        exercise.checks = """
            import LessonTesting

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("answer") { t in
                    t.expect(answer() == 42, "the answer", expected: "func answer() -> Int { 40 + 2 }", actual: "\\(answer())")
                }
            }
            """
        let fixture = try FixtureCourse(exercises: [exercise])
        defer { fixture.remove() }
        let finding = CourseVerifier(grader: SharedGrader.grader).verify(try fixture.load().exercises[0])
        #expect(finding.problems.contains { $0.contains("answer: the starter's failure quotes the solution's line \"func answer() -> Int { 40 + 2 }\"") }, "\(finding.problems)")

        var plain = exercise
        plain.checks = plain.checks.replacingOccurrences(of: "\"func answer() -> Int { 40 + 2 }\"", with: "\"42\"")
        let plainFixture = try FixtureCourse(exercises: [plain])
        defer { plainFixture.remove() }
        let plainFinding = CourseVerifier(grader: SharedGrader.grader).verify(try plainFixture.load().exercises[0])
        #expect(!plainFinding.problems.contains { $0.contains("quotes the solution's line") }, "\(plainFinding.problems)")
    }
}
