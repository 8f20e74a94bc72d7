/// A lesson or exercise named on the command line that the course does not have. Exit code 2; the
/// message, which says how to list what there is, is in `Report/ToolErrorWording.swift`.
enum CourseLookupError: ToolError {
    /// `suggestion`: the path of the exercise nearest to the name given; `list`: the command that
    /// lists the exercises, as the learner can type it where they are.
    case unknownExercise(String, suggestion: String? = nil, list: String = "tca-learn list")
    /// `open` of an exercise past the first one not passed (`next`); `check`: how to grade it anyway.
    case exerciseNotReached(String, next: String, check: String)
    case unknownLessonOrExercise(String)
    case unknownLessons([String], lessons: [String], tracks: [String] = [])
}
