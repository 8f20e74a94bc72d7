import Foundation
import Testing
@testable import TCALearnCore

/// `--lessons` takes lessons by name and tracks by the name their `lesson.json` lists.
struct LessonSelectionTests {
    static let first = FixtureCourse.ExerciseFixture()
    static let second = FixtureCourse.ExerciseFixture(slug: "01-other", id: "other")

    func course() throws -> (Course, FixtureCourse) {
        let fixture = try FixtureCourse(
            exercises: [Self.first],
            lessonJSON: #"{"title": {"en": "Basics", "ko": "기초"}, "tracks": ["classic", "today"]}"#,
            moreLessons: [FixtureCourse.LessonFixture(slug: "02-more", title: "More", exercises: [Self.second])])
        return (try fixture.load(), fixture)
    }

    func selected(_ argument: String, in course: Course) throws -> [String] {
        try #require(LessonSelection(argument: argument)).lessons(in: course).map(\.slug)
    }

    @Test func aTrackTakesTheLessonsThatListIt() throws {
        let (course, fixture) = try course()
        defer { fixture.remove() }
        #expect(course.tracks == ["classic", "today"])
        #expect(try selected("today", in: course) == ["01-basics"])
        #expect(try selected("today,02-more", in: course) == ["01-basics", "02-more"])
        #expect(try selected("more,classic", in: course) == ["01-basics", "02-more"])
    }

    @Test func aNameThatIsNeitherListsTheLessonsAndTheTracks() throws {
        let (course, fixture) = try course()
        defer { fixture.remove() }
        #expect(throws: CourseLookupError.self) { try selected("tomorrow", in: course) }
        do {
            _ = try selected("tomorrow", in: course)
        } catch let error as CourseLookupError {
            #expect(error.message(.en) == "No lesson or track is called \"tomorrow\". The lessons are: 01-basics, 02-more; the tracks: classic, today.")
        }
    }

    @Test func theCoursesTracksHoldTheirLessons() throws {
        let course = try CourseLoader.load(SharedGrader.layout)
        let classic = try selected("tca-1.0", in: course)
        let today = try selected("tca-today", in: course)
        #expect(classic.contains("04-store-scope") && !classic.contains("11-navigation-and-sharing-today"))
        #expect(today.contains("11-navigation-and-sharing-today") && !today.contains("04-store-scope"))
        #expect(classic.contains("09-where-tca-went-next") && today.contains("09-where-tca-went-next"))
        #expect(Set(classic + today) == Set(course.lessons.map(\.slug)))
    }
}
