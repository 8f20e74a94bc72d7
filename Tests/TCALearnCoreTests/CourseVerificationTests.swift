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
}
