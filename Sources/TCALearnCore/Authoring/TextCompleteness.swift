import Foundation

/// Every text of a course in both languages: the lesson explanations, each exercise's instructions
/// and its explanation after a pass (when it has one), and every title, hint and concept in the
/// metadata. Our learners are largely Korean iOS
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
                // The explanation shown after a pass is optional, but never in one language only.
                let explanation = exercise.folder.appendingPathComponent("EXPLANATION.md")
                let koreanExplanation = exercise.folder.appendingPathComponent("EXPLANATION.ko.md")
                switch (fileManager.fileExists(atPath: explanation.path), fileManager.fileExists(atPath: koreanExplanation.path)) {
                case (true, false):
                    problems.append(CourseProblem(file: koreanExplanation.path, field: nil, message: "The Korean explanation is missing (EXPLANATION.md has no EXPLANATION.ko.md beside it)."))
                case (false, true):
                    problems.append(CourseProblem(file: explanation.path, field: nil, message: "The English explanation is missing (EXPLANATION.ko.md has no EXPLANATION.md beside it)."))
                default:
                    break
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
