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

    @Test func predictionsAreNamedDeclaredTypedAndLiteral() throws {
        func metadata(id: String, _ kind: String, _ predictions: String) -> String {
            #"{"id": "\#(id)", "title": {"en": "t", "ko": "t"}, "kind": "\#(kind)", "files": ["Answer.swift"], "tests": ["Checks.swift"], "hints": [{"en": "h", "ko": "h"}, {"en": "h", "ko": "h"}], "checks": [{"id": "answer", "points": 1, "title": {"en": "t", "ko": "t"}, "concept": {"en": "c", "ko": "c"}}]\#(predictions)}"#
        }
        var exercises: [FixtureCourse.ExerciseFixture] = []
        for (index, (kind, predictions, starter)) in [
            ("predict-the-trace", #", "predictions": ["predictedRuns"]"#, "let predictedRuns: [String: Int] = [:]\n"),
            ("predict-the-trace", "", "let predictedRuns: [String: Int] = [:]\n"),
            ("predict-the-trace", #", "predictions": ["predictedRuns", "predictedMissing"]"#, "let predictedRuns = 0\n"),
            ("predict-the-trace", #", "predictions": ["predictedRuns"]"#, "let predictedRuns: Int = count()\n"),
            ("fix-the-bug", #", "predictions": ["predictedRuns"]"#, "let predictedRuns: Int = 0\n"),
        ].enumerated() {
            var exercise = FixtureCourse.ExerciseFixture(slug: "0\(index + 1)-p", id: "p\(index)")
            exercise.starter = starter
            exercise.metadataOverride = metadata(id: exercise.id, kind, predictions)
            exercises.append(exercise)
        }
        let fixture = try FixtureCourse(exercises: exercises)
        defer { fixture.remove() }
        let error = try #require(throws: CourseError.self) { try fixture.load() }
        let problems = error.problems.filter { $0.field == "predictions" }.map { "\(URL(fileURLWithPath: $0.file).deletingLastPathComponent().lastPathComponent): \($0.message)" }
        #expect(problems == [
            "02-p: Name the predictions the learner writes: the starter's top-level lets, e.g. [\"predictedBodyRuns\"].",
            "03-p: predictedRuns in Answer.swift: line 1 needs a type (`let predictedRuns: [String: Int] = …`), so that the grader knows which literals to accept.",
            "03-p: predictedMissing is not declared at the top level of a starter file as `let predictedMissing: Type = literal`.",
            "04-p: predictedRuns in Answer.swift: line 1 must give it a literal of its type, Int.",
            "05-p: Only predict-the-trace exercises have predictions.",
        ])
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
