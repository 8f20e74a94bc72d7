import Foundation

/// What `grade` and `grade-roster` share before they grade: the exercises a grade covers, last
/// run's results cleared, and the workbook settings a grade does not read said so.
struct GradeScope {
    /// A lesson or exercise named on the command line.
    var selection: String?
    /// `--lessons`.
    var lessons: LessonSelection?

    /// In course order: the lessons of `--lessons`, the lesson or exercise named, or every exercise.
    func exercises(in course: Course) throws -> [Exercise] {
        if let lessons {
            guard selection == nil else {
                throw UsageError.lessonsAndSelection
            }
            return try lessons.lessons(in: course).flatMap(\.exercises)
        }
        guard let selection else { return course.exercises }
        if let exercise = course.exercise(named: selection) { return [exercise] }
        if let lesson = course.lesson(named: selection) { return lesson.exercises }
        throw CourseLookupError.unknownLessonOrExercise(selection)
    }

    /// Fail closed: a result from an earlier run must not stand in for this one if this run dies
    /// before writing its own (CI would read a stale pass). Only a file goes, never a folder.
    static func removeStale(_ file: URL) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue {
            try? FileManager.default.removeItem(at: file)
        }
    }

    /// A grade takes the course from the tool, never from the workbook it grades: a workbook
    /// settings file where the command ran is said to be ignored.
    static func sayIgnoredSettings(_ context: Context) {
        guard let ignored = context.ignoredSettings else { return }
        let directory = context.environment.directory
        context.status(ClassroomWording(style: context.style).ignoredSettings(
            displayPath(ignored, from: directory), course: displayPath(context.layout.courseRoot, from: directory)))
    }
}
