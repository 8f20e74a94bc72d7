import Foundation

/// One grade of the learner's copy of an exercise, as recorded in their progress.
struct RecordedGrade {
    var exercise: Exercise
    var result: GradeResult
    /// This is the learner's first report since the trace's symbols were explained: the report
    /// explains them under its trace.
    var showsLegend: Bool
    /// The starter files copied into the workbook before grading (the learner had none).
    var createdFiles: [URL] = []
    /// Why the editor's view of the workbook could not take in the files just copied.
    var editorSupportError: (any Error)?
}

/// The hints a `hint` shows: the one just revealed, or with `--all` every one seen so far.
struct HintsShown {
    var exercise: Exercise
    /// Their numbers, from 1; empty when none is seen yet (or the exercise has none).
    var numbers: [Int]

    /// The last hint of the exercise is among them.
    var reachedLast: Bool { numbers.last == exercise.hints.count }
}

/// An exercise put back to its starter.
struct ResetOutcome {
    var exercise: Exercise
    /// Where the learner's version went, or nil when there was none to keep.
    var backup: URL?
    /// The starter files now in the workbook.
    var files: [URL]
}

/// An exercise made the current one, and what to show for it.
struct Introduction {
    var exercise: Exercise
    /// The lesson whose explanation comes first: just entered, or asked for again.
    var lesson: Lesson?
    /// The starter files copied into the workbook (the learner had none).
    var createdFiles: [URL]
    /// Why the editor's view of the workbook (`compile_commands.json`) could not be updated.
    var editorSupportError: (any Error)?
}
