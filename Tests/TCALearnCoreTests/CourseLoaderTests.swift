import Foundation
import Testing
@testable import TCALearnCore

@Suite struct CourseLoaderTests {
    @Test func loadsAValidCourse() throws {
        let fixture = try FixtureCourse()
        defer { fixture.remove() }
        let course = try fixture.load()
        #expect(course.lessons.map(\.slug) == ["01-basics"])
        #expect(course.exercises.map(\.id) == ["sample"])
        #expect(course.exercises[0].title.text(.ko) == "예제")
        #expect(course.exercise(named: "01-basics/01-sample")?.id == "sample")
        #expect(course.exercise(named: "01-sample")?.id == "sample")
    }

    @Test func missingFieldNamesTheFileAndTheField() throws {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.metadataOverride = #"{"id": "x", "title": {"en": "t"}, "kind": "fix-the-bug", "files": ["Answer.swift"], "tests": ["Checks.swift"], "checks": []}"#
        let fixture = try FixtureCourse(exercises: [exercise])
        defer { fixture.remove() }
        let error = try #require(throws: CourseError.self) { try fixture.load() }
        let problem = try #require(error.problems.first)
        #expect(problem.file.hasSuffix("01-sample/exercise.json"))
        #expect(problem.field == "hints")
        #expect(problem.message.contains("missing"))
    }

    @Test func wrongTypeAndUnknownKindAreReported() throws {
        var wrongType = FixtureCourse.ExerciseFixture()
        wrongType.metadataOverride = #"{"id": "x", "title": {"en": "t"}, "kind": "fix-the-bug", "files": "Answer.swift", "tests": ["Checks.swift"], "hints": [], "checks": []}"#
        var badKind = FixtureCourse.ExerciseFixture()
        badKind.slug = "02-other"
        badKind.metadataOverride = #"{"id": "y", "title": {"en": "t"}, "kind": "guess", "files": ["Answer.swift"], "tests": ["Checks.swift"], "hints": [], "checks": []}"#
        let fixture = try FixtureCourse(exercises: [wrongType, badKind])
        defer { fixture.remove() }
        let error = try #require(throws: CourseError.self) { try fixture.load() }
        #expect(error.problems.contains { $0.field == "files" && $0.message.contains("list") })
        #expect(error.problems.contains { $0.field == "kind" && $0.message.contains("fix-the-bug") })
    }

    @Test func brokenJSONIsReportedNotSkipped() throws {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.metadataOverride = #"{"id": "x", "#
        let fixture = try FixtureCourse(exercises: [exercise])
        defer { fixture.remove() }
        let error = try #require(throws: CourseError.self) { try fixture.load() }
        #expect(error.problems.count == 1)
        #expect(error.problems[0].message.contains("not valid JSON"))
    }

    @Test func validationCatchesDuplicatesMissingFilesAndBadReferences() throws {
        var first = FixtureCourse.ExerciseFixture()
        first.starterFails = ["no-such-check"]
        var second = FixtureCourse.ExerciseFixture()
        second.slug = "02-twin"
        let fixture = try FixtureCourse(exercises: [first, second])
        defer { fixture.remove() }
        try FileManager.default.removeItem(at: fixture.solutions.appendingPathComponent("01-basics/02-twin/Answer.swift"))
        let error = try #require(throws: CourseError.self) { try fixture.load() }
        let text = error.description
        #expect(text.contains("\"sample\" is already used"))
        #expect(text.contains("\"no-such-check\" is not one of this exercise's checks"))
        #expect(text.contains("The solution file is missing"))
    }

    @Test func emptyCourseIsAnError() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: CourseError.self) {
            try CourseLoader.load(lessons: root.appendingPathComponent("Lessons"), solutions: root.appendingPathComponent("Solutions"))
        }
    }
}
