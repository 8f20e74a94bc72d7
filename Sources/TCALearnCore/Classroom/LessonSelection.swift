import Foundation

/// `--lessons 01-state,02-binding`: the lessons an assignment covers. `classroom new` lays out
/// these, `classroom export-tests` exports their hidden tests, and the workflow's `grade` grades
/// exactly these, so the three agree on what the points are out of.
struct LessonSelection: ArgumentValue, Equatable {
    /// As typed: a lesson's folder name (`01-state`) or the part after its number (`state`).
    var names: [String]

    init?(argument: String) {
        names = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if names.isEmpty { return nil }
    }

    static var placeholder: String { "LIST" }
    static var expectation: Localized {
        Localized(en: "lessons separated by commas, e.g. 01-state,02-binding", ko: "쉼표로 나눈 강의 이름(예: 01-state,02-binding)")
    }

    /// The selected lessons in course order, each once; a name that is no lesson is a usage error
    /// that lists the lessons there are.
    func lessons(in course: Course) throws -> [Lesson] {
        let unknown = names.filter { course.lesson(named: $0) == nil }
        guard unknown.isEmpty else {
            throw CourseLookupError.unknownLessons(unknown, lessons: course.lessons.map(\.slug))
        }
        let chosen = Set(names.compactMap { course.lesson(named: $0)?.slug })
        return course.lessons.filter { chosen.contains($0.slug) }
    }
}

extension Optional<LessonSelection> {
    /// The lessons selected, or the whole course when no `--lessons` was given.
    func lessons(in course: Course) throws -> [Lesson] {
        try map { try $0.lessons(in: course) } ?? course.lessons
    }
}
