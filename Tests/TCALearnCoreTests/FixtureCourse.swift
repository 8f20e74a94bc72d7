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

    /// A lesson after the first (`02-more`, "# More"), for tests that cross from one lesson to the next.
    struct LessonFixture {
        var slug = "02-more"
        var title = "More"
        var exercises: [ExerciseFixture]
    }

    init(exercises: [ExerciseFixture] = [ExerciseFixture()], lessonJSON: String? = nil, moreLessons: [LessonFixture] = []) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-fixture-\(UUID().uuidString)")
        try write(lesson: "01-basics", json: lessonJSON ?? #"{"title": {"en": "Basics", "ko": "기초"}}"#, readme: ("# Basics\n", "# 기초\n"), exercises: exercises)
        for lesson in moreLessons {
            try write(lesson: lesson.slug, json: #"{"title": {"en": "\#(lesson.title)", "ko": "\#(lesson.title)"}}"#,
                      readme: ("# \(lesson.title)\n", "# \(lesson.title) (ko)\n"), exercises: lesson.exercises)
        }
    }

    private func write(lesson slug: String, json: String, readme: (en: String, ko: String), exercises: [ExerciseFixture]) throws {
        let lesson = root.appendingPathComponent("Lessons/\(slug)")
        try FileManager.default.createDirectory(at: lesson, withIntermediateDirectories: true)
        try json.write(to: lesson.appendingPathComponent("lesson.json"), atomically: true, encoding: .utf8)
        try readme.en.write(to: lesson.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        try readme.ko.write(to: lesson.appendingPathComponent("README.ko.md"), atomically: true, encoding: .utf8)
        for exercise in exercises {
            let folder = lesson.appendingPathComponent(exercise.slug)
            let solution = root.appendingPathComponent("Solutions/\(slug)/\(exercise.slug)")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("tests"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: solution, withIntermediateDirectories: true)
            try exercise.starter.write(to: folder.appendingPathComponent("Answer.swift"), atomically: true, encoding: .utf8)
            try exercise.solution.write(to: solution.appendingPathComponent("Answer.swift"), atomically: true, encoding: .utf8)
            try exercise.checks.write(to: folder.appendingPathComponent("tests/Checks.swift"), atomically: true, encoding: .utf8)
            try "# Sample\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
            try "# 예제\n".write(to: folder.appendingPathComponent("README.ko.md"), atomically: true, encoding: .utf8)
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

/// One `tca-learn` command line run through the tool's entry point, its output captured.
struct ToolRun {
    var exitCode: Int32
    var stdout: String
    var stderr: String

    /// Run as if typed in `directory` (default: this checkout), with `variables` as the
    /// environment; grades share the tests' one prepared runtime.
    init(_ arguments: [String], in directory: URL? = nil, variables: [String: String]? = nil) {
        let output = Output.capture()
        exitCode = CommandLineTool.run(arguments, output: output, environment: .testing(in: directory, variables: variables))
        stdout = output.standardOutput
        stderr = output.standardError
    }
}

extension ToolEnvironment {
    /// The process's environment, but in `directory` (default: this checkout), with `keys` for
    /// `watch` (and a screen of `screenRows` lines to page on), and the tests' one prepared runtime.
    static func testing(
        in directory: URL? = nil, variables: [String: String]? = nil, keys: (any KeySource)? = nil, screenRows: Int? = nil
    ) -> ToolEnvironment {
        ToolEnvironment(
            directory: directory ?? SharedGrader.layout.toolRoot, variables: variables ?? ProcessInfo.neutralEnvironment, keys: keys,
            screenRows: screenRows, executable: Bundle.main.executableURL, sharedGrader: { SharedGrader.grader })
    }
}

extension ProcessInfo {
    /// The process's environment without what changes how the tool looks or where it looks:
    /// `NO_COLOR`, `FORCE_HYPERLINK`, a Korean `LANG`, `CI` (CI runs set it, and it turns off
    /// clickable paths), the terminal's name, `TCA_LEARN_HOME`. Tests that want one of them set it.
    static var neutralEnvironment: [String: String] {
        var environment = processInfo.environment
        for name in [
            "NO_COLOR", "FORCE_HYPERLINK", "CI", "TERM", "TERM_PROGRAM", "VTE_VERSION", "WT_SESSION", "KONSOLE_VERSION",
            "LANG", "LC_ALL", "LC_MESSAGES", "TCA_LEARN_HOME",
        ] {
            environment[name] = nil
        }
        return environment
    }
}
