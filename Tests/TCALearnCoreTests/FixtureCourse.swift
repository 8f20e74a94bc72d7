import Foundation
@testable import TCALearnCore

/// A small course written into a temporary folder, for tests that need one.
struct FixtureCourse {
    let root: URL

    struct ExerciseFixture {
        var slug = "01-sample"
        var id = "sample"
        var starter = "func answer() -> Int { 0 }\n"
        var solution = "func answer() -> Int { 42 }\n"
        var checks = """
            import LessonTesting

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("answer") { t in
                    t.expectEqual(answer(), 42, "the answer")
                }
            }
            """
        var checkIDs = ["answer"]
        var starterFails: [String]? = nil
        var timeLimit: Double = 10
        var metadataOverride: String? = nil
    }

    init(exercises: [ExerciseFixture] = [ExerciseFixture()], lessonJSON: String? = nil) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-fixture-\(UUID().uuidString)")
        let lesson = root.appendingPathComponent("Lessons/01-basics")
        try FileManager.default.createDirectory(at: lesson, withIntermediateDirectories: true)
        try (lessonJSON ?? #"{"title": {"en": "Basics", "ko": "기초"}}"#).write(to: lesson.appendingPathComponent("lesson.json"), atomically: true, encoding: .utf8)
        try "# Basics\n".write(to: lesson.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        for exercise in exercises {
            let folder = lesson.appendingPathComponent(exercise.slug)
            let solution = root.appendingPathComponent("Solutions/01-basics/\(exercise.slug)")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("tests"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: solution, withIntermediateDirectories: true)
            try exercise.starter.write(to: folder.appendingPathComponent("Answer.swift"), atomically: true, encoding: .utf8)
            try exercise.solution.write(to: solution.appendingPathComponent("Answer.swift"), atomically: true, encoding: .utf8)
            try exercise.checks.write(to: folder.appendingPathComponent("tests/Checks.swift"), atomically: true, encoding: .utf8)
            try "# Sample\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
            let checks = exercise.checkIDs.map {
                #"{"id": "\#($0)", "points": 1, "title": {"en": "t", "ko": "t"}, "concept": {"en": "c", "ko": "c"}}"#
            }.joined(separator: ", ")
            let starterFails = exercise.starterFails.map { ", \"starterFails\": [" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]" } ?? ""
            let metadata = exercise.metadataOverride ?? """
                {"id": "\(exercise.id)", "title": {"en": "Sample", "ko": "예제"}, "kind": "complete-the-code",
                 "files": ["Answer.swift"], "tests": ["Checks.swift"], "timeLimitSeconds": \(exercise.timeLimit),
                 "hints": [{"en": "h1", "ko": "h1"}, {"en": "h2", "ko": "h2"}],
                 "checks": [\(checks)]\(starterFails)}
                """
            try metadata.write(to: folder.appendingPathComponent("exercise.json"), atomically: true, encoding: .utf8)
        }
    }

    var lessons: URL { root.appendingPathComponent("Lessons") }
    var solutions: URL { root.appendingPathComponent("Solutions") }

    func load() throws -> Course {
        try CourseLoader.load(lessons: lessons, solutions: solutions)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

/// One grader for all pipeline tests: the runtime is built (or found in the cache) once.
enum SharedGrader {
    static let layout: ProjectLayout = {
        let root = try! ProjectLayout.locateToolRoot()
        return ProjectLayout(toolRoot: root)
    }()

    static let grader: Grader = try! Grader.prepare(layout: layout)
}
