import Foundation

/// Every text of a course in both languages: the lesson explanations, each exercise's instructions,
/// and every title, hint and concept in the metadata. Our learners are largely Korean iOS
/// developers; a missing translation is a defect, reported like any other.
enum TextCompleteness {
    static func problems(in course: Course) -> [CourseProblem] {
        var problems: [CourseProblem] = []
        let fileManager = FileManager.default
        for lesson in course.lessons {
            let metadata = lesson.folder.appendingPathComponent("lesson.json").path
            if lesson.title.ko?.isEmpty ?? true {
                problems.append(CourseProblem(file: metadata, field: "title.ko", message: "The Korean title is missing."))
            }
            let korean = lesson.folder.appendingPathComponent("README.ko.md")
            if !fileManager.fileExists(atPath: korean.path) {
                problems.append(CourseProblem(file: korean.path, field: nil, message: "The lesson's Korean explanation is missing."))
            }
            for exercise in lesson.exercises {
                let file = exercise.folder.appendingPathComponent("exercise.json").path
                let instructions = exercise.folder.appendingPathComponent("README.ko.md")
                if !fileManager.fileExists(atPath: instructions.path) {
                    problems.append(CourseProblem(file: instructions.path, field: nil, message: "The Korean instructions are missing."))
                }
                var texts: [(String, Localized)] = [("title", exercise.title)]
                texts += exercise.hints.enumerated().map { ("hints[\($0.offset)]", $0.element) }
                for (index, check) in exercise.checks.enumerated() {
                    texts.append(("checks[\(index)].title", check.title))
                    texts.append(("checks[\(index)].concept", check.concept))
                }
                for (field, text) in texts where text.ko?.isEmpty ?? true {
                    problems.append(CourseProblem(file: file, field: field + ".ko", message: "The Korean text is missing."))
                }
            }
        }
        return problems
    }
}
