/// A lesson or exercise named on the command line that the course does not have. Exit code 2; the
/// message, which says how to list what there is, is in `Report/ToolErrorWording.swift`.
enum CourseLookupError: ToolError {
    /// `list`: the command that lists the exercises, as the learner can type it where they are.
    case unknownExercise(String, list: String = "tca-learn list")
    case unknownLessonOrExercise(String)
    case unknownLessons([String], lessons: [String])
}
