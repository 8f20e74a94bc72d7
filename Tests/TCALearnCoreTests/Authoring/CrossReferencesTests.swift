import Foundation
import Testing
@testable import TCALearnCore

/// A text that points at a lesson or exercise the course does not have is reported by
/// `lesson check`; one that points at what exists is not, and the course in this repository has
/// no stale reference.
@Suite struct CrossReferencesTests {
    /// Two lessons: `01-basics` with exercises 1 and 2, `02-more` with exercise 1.
    private func fixture() throws -> (FixtureCourse, Course) {
        let fixture = try FixtureCourse(
            exercises: [FixtureCourse.ExerciseFixture(slug: "01-sample", id: "a"), FixtureCourse.ExerciseFixture(slug: "02-other", id: "b")],
            moreLessons: [FixtureCourse.LessonFixture(exercises: [FixtureCourse.ExerciseFixture(slug: "01-next", id: "c")])])
        return (fixture, try fixture.load())
    }

    private func stale(_ text: String, inLesson index: Int = 0) throws -> [String] {
        let (fixture, course) = try fixture()
        defer { fixture.remove() }
        return CrossReferences.staleReferences(in: text, lesson: course.lessons[index], index: CrossReferences.Index(course))
    }

    @Test func referencesToWhatExistsAreSound() throws {
        let text = """
            Exercise 2 comes next; lesson 2's first exercise and lesson 2's exercise 1 build on it, and
            so does `02-more/01-next` (also written 02-more/01-next). Lessons 1 and 2 say so.
            연습 문제 2에서 다시 봅니다. 2강의 첫 번째 연습 문제와 2강의 연습 문제 1, 1강도 그렇습니다.
            """
        #expect(try stale(text) == [])
    }

    @Test func referencesToWhatIsMissingAreStale() throws {
        let text = """
            Exercise 3 shows it, lesson 2's second exercise too, and lesson 7's exercise 1; lesson 9 is
            gone and so is 02-more/04-gone. 연습 문제 5와 2강의 세 번째 연습 문제, 8강.
            """
        #expect(try stale(text) == [
            "lesson 2's second exercise", "lesson 7's exercise 1", "2강의 세 번째 연습 문제",
            "Exercise 3", "연습 문제 5", "lesson 9", "8강", "02-more/04-gone",
        ])
    }

    @Test func exerciseAloneMeansTheLessonTheTextBelongsTo() throws {
        #expect(try stale("Exercise 2 is next.", inLesson: 1) == ["Exercise 2"])
        #expect(try stale("Exercise 1 is next.", inLesson: 1) == [])
    }

    @Test func codeIsNotProse() throws {
        #expect(try stale("In `exercise 9` and\n```\nlesson 9\n```\nnothing is read.") == [])
    }

    @Test func lessonCheckReportsTheFileAndTheReference() throws {
        let (fixture, _) = try fixture()
        defer { fixture.remove() }
        let readme = fixture.lessons.appendingPathComponent("01-basics/README.md")
        try "# Basics\n\nExercise 4 answers it.\n".write(to: readme, atomically: true, encoding: .utf8)
        let problems = CrossReferences.problems(in: try fixture.load())
        #expect(problems.map(\.file) == [readme.path])
        #expect(problems.first?.message.contains("\"Exercise 4\"") == true)
    }

    @Test func theCoursesReferencesPointAtWhatExists() throws {
        let course = try CourseLoader.load(SharedGrader.layout)
        let problems = CrossReferences.problems(in: course)
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }
}
