/// A lesson or exercise named on the command line that the course does not have. Exit code 2; the
/// message, which says how to list what there is, is in `Report/ToolErrorWording.swift`.
enum CourseLookupError: ToolError {
    /// `suggestion`: the path of the exercise nearest to the name given; `list`: the command that
    /// lists the exercises, as the learner can type it where they are.
    case unknownExercise(String, suggestion: String? = nil, list: String = "tca-learn list")
    /// `open` of an exercise past the first one not passed (`next`) that does not start its
    /// lesson (`lessonStart`, which can be opened); `check`: how to grade it anyway.
    case exerciseNotReached(String, next: String, lessonStart: String, check: String)
    /// An exercise of the course outside the lessons the workbook keeps to (`lessons`, as
    /// chosen); `widen`: the `init --lessons` that adds its lesson, nil for an assignment's.
    case exerciseNotChosen(String, lessons: String, widen: String?)
    case unknownLessonOrExercise(String)
    case unknownLessons([String], lessons: [String], tracks: [String] = [])
}
