import Foundation

/// `--lessons 01-state,02-binding`: the lessons an assignment covers. `classroom new` lays out
/// these, `classroom export-tests` exports their hidden tests, and the workflow's `grade` grades
/// exactly these, so the three agree on what the points are out of. A track's name
/// (`--lessons tca-today`) stands for every lesson whose `lesson.json` lists that track, so a
/// teacher picks the TCA 1.0–1.3 course or today's without naming its lessons.
struct LessonSelection: ArgumentValue, Equatable {
    /// As typed: a lesson's folder name (`01-state`), the part after its number (`state`), or a
    /// track (`tca-1.0`).
    var names: [String]

    init?(argument: String) {
        names = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if names.isEmpty { return nil }
    }

    static var placeholder: String { "LIST" }
    static var expectation: Localized {
        Localized(en: "lessons or tracks separated by commas, e.g. 01-state,02-binding or tca-today",
                  ko: "쉼표로 나눈 강의 또는 트랙 이름(예: 01-state,02-binding)")
    }

    /// The selected lessons in course order, each once; a name that is neither a lesson nor a
    /// track is a usage error that lists the lessons and tracks there are.
    func lessons(in course: Course) throws -> [Lesson] {
        func slugs(_ name: String) -> [String] {
            if let lesson = course.lesson(named: name) { return [lesson.slug] }
            return course.lessons.filter { $0.tracks.contains(name) }.map(\.slug)
        }
        let unknown = names.filter { slugs($0).isEmpty }
        guard unknown.isEmpty else {
            throw CourseLookupError.unknownLessons(unknown, lessons: course.lessons.map(\.slug), tracks: course.tracks)
        }
        let chosen = Set(names.flatMap(slugs))
        return course.lessons.filter { chosen.contains($0.slug) }
    }
}

extension Optional<LessonSelection> {
    /// The lessons selected, or the whole course when no `--lessons` was given.
    func lessons(in course: Course) throws -> [Lesson] {
        try map { try $0.lessons(in: course) } ?? course.lessons
    }
}
