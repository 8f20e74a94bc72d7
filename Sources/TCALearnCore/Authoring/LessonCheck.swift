import Foundation

/// What `tca-learn lesson check [PATH]` verifies, apart from how it is printed: the course's files
/// (metadata, texts in both languages), then each exercise graded as the course claims
/// (`CourseVerifier`).
struct LessonCheck {
    var lessonsFolder: URL
    var solutionsFolder: URL
    /// Set when PATH is one lesson's folder: only that lesson is checked.
    var onlyLesson: String?

    /// The course at `path` (a course folder with `Lessons/`, or one lesson's folder), or the
    /// layout's own course when there is no path.
    init(path: String?, layout: ProjectLayout) throws {
        lessonsFolder = layout.lessonsFolder
        solutionsFolder = layout.solutionsFolder
        guard let path else { return }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Lessons").path) {
            lessonsFolder = url.appendingPathComponent("Lessons")
            solutionsFolder = url.appendingPathComponent("Solutions")
        } else if FileManager.default.fileExists(atPath: url.appendingPathComponent("lesson.json").path) {
            lessonsFolder = url.deletingLastPathComponent()
            solutionsFolder = lessonsFolder.deletingLastPathComponent().appendingPathComponent("Solutions")
            onlyLesson = url.lastPathComponent
        } else {
            throw PathError.notALessonOrCourse(path)
        }
    }

    /// What the files say: every problem in them, and the exercises sound enough to grade.
    func inspectFiles() -> (problems: [CourseProblem], gradable: [Exercise]) {
        var problems: [CourseProblem] = []
        var course = CourseLoader.loadCollectingProblems(lessons: lessonsFolder, solutions: solutionsFolder, into: &problems)
        // Read against the whole course: a lesson's text may point at any other lesson.
        problems += CrossReferences.problems(in: course)
        if let onlyLesson {
            course.lessons = course.lessons.filter { $0.slug == onlyLesson }
            problems = problems.filter { $0.file.contains("/\(onlyLesson)/") || $0.file.hasSuffix("/\(onlyLesson)") }
        }
        problems += TextCompleteness.problems(in: course)
        problems += KoreanProse.problems(in: course)
        problems += StarterComments.problems(in: course)
        // Exercises whose metadata is broken are not graded.
        let broken = Set(problems.map(\.file))
        let gradable = course.exercises.filter { !broken.contains($0.folder.appendingPathComponent("exercise.json").path) }
        return (problems, gradable)
    }
}
