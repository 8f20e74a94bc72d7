import Foundation
import GradeRecords
import RenderTrace
import Testing
@testable import TCALearnCore

/// The graded and the played program read nothing of the course (solutions, hidden tests) and
/// write only their own folder.
@Suite struct CourseAccessAttackTests {
    /// A learner file that reads another file byte by byte, with `open` as a function value.
    static func reading(_ path: String) -> String {
        #"""
        import Foundation

        func answer() -> Int {
            let opening: (UnsafePointer<CChar>, Int32) -> Int32 = open
            let fd = opening("\#(path)", O_RDONLY)
            guard fd >= 0 else { return -1 }
            var bytes = [UInt8](repeating: 0, count: 4096)
            let count = read(fd, &bytes, bytes.count)
            let text = String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self)
            return Int(text.filter(\.isNumber)) ?? -2
        }
        """#
    }

    @Test func readingTheSolutionFromTheGradedProgramFails() throws {
        var solution = ""
        let result = try gradeAnswer(Self.reading("SOLUTION")) { course in
            solution = course.solutions.appendingPathComponent("01-basics/01-sample/Answer.swift").path
            let answer = course.lessons.appendingPathComponent("01-basics/01-sample/Answer.swift")
            try Self.reading(solution).write(to: answer, atomically: true, encoding: .utf8)
        }
        #expect(!solution.isEmpty)
        #expect(!result.passed && result.score == 0)
        if case .refused = result.status { return }
        #expect(result.checks[0].failures.first?.actual == "-1")
    }

    @Test func writingAnotherExercisesHiddenTestsFromTheGradedProgramFails() throws {
        // The first exercise's answer rewrites the second one's checks to pass anything.
        var first = FixtureCourse.ExerciseFixture()
        var second = FixtureCourse.ExerciseFixture()
        second.slug = "02-second"
        second.id = "second"
        let course = try FixtureCourse(exercises: [first, second])
        defer { course.remove() }
        let target = course.lessons.appendingPathComponent("01-basics/02-second/tests/Checks.swift")
        let original = try String(contentsOf: target, encoding: .utf8)
        first.starter = #"""
            import Foundation

            func answer() -> Int {
                let forged = "import Lesson" + "Testing\n@MainActor func hidden" + "Checks(_ grade: Grade) { grade.check(\"answer\") { _ in } }\n"
                let opening: (UnsafePointer<CChar>, Int32, mode_t) -> Int32 = open
                let fd = opening("\#(target.path)", O_WRONLY | O_TRUNC | O_CREAT, 0o644)
                if fd >= 0 {
                    _ = forged.withCString { write(fd, $0, strlen($0)) }
                    close(fd)
                }
                return 0
            }
            """#
        try first.starter.write(to: course.lessons.appendingPathComponent("01-basics/01-sample/Answer.swift"), atomically: true, encoding: .utf8)
        let exercises = try course.load().exercises
        _ = try SharedGrader.grader.grade(exercises[0], learnerFolder: exercises[0].folder)
        #expect(try String(contentsOf: target, encoding: .utf8) == original)
        let later = try SharedGrader.grader.grade(exercises[1], learnerFolder: exercises[1].folder)
        #expect(!later.passed)
    }

    @Test func aPlayedProgramReadsNothingOfTheCourseAndWritesOnlyItsFolder() throws {
        // `play` has no source policy: this is the confinement alone.
        guard case .landlockAndSeccomp = Confinement.mechanism else { return }
        let scratch = try Scratch()
        defer { scratch.remove() }
        let root = SharedGrader.layout.toolRoot.path
        let file = scratch.url.appendingPathComponent("escape.swift")
        try #"""
            import Foundation
            func attempt(_ name: String, _ body: () -> Bool) { print(name, body() ? "got through" : "stopped") }
            attempt("solutions") { (try? String(contentsOfFile: "\#(root)/Solutions/01-state/01-counter/Counter.swift", encoding: .utf8)) != nil }
            attempt("lessons") { (try? FileManager.default.contentsOfDirectory(atPath: "\#(root)/Lessons")) != nil }
            attempt("write-lessons") { FileManager.default.createFile(atPath: "\#(root)/Lessons/escaped.txt", contents: Data()) }
            attempt("write-tmp") { FileManager.default.createFile(atPath: "/tmp/tca-learn-escaped-\(getpid())", contents: Data()) }
            attempt("home") { (try? FileManager.default.contentsOfDirectory(atPath: NSHomeDirectory())) != nil }
            attempt("own-folder") { FileManager.default.createFile(atPath: "mine.txt", contents: Data("x".utf8)) }
            """#.write(to: file, atomically: true, encoding: .utf8)
        let played = try SharedGrader.grader.play(file, timeLimit: 20)
        #expect(played.stdout.split(separator: "\n") == [
            "solutions stopped", "lessons stopped", "write-lessons stopped", "write-tmp stopped", "home stopped", "own-folder got through",
        ])
    }
}
