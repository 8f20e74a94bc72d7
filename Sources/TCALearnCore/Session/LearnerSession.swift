import Foundation

/// One learner at work, for the length of one command (rustlings' `AppState`): the course, their
/// workbook and their progress, and everything the learner commands do with them — which exercise
/// is the current one, grading it and recording the attempt, hints, starting over, moving on.
///
/// Questions (`currentExercise`, `isCurrent`) read the progress as it was loaded and never write
/// it. Each action writes once, under the progress lock, and answers with facts (`RecordedGrade`,
/// `HintsShown`, `ResetOutcome`, `Introduction`), which Report/ puts in words. The commands (`check`,
/// `next`, `hint`, `reset`, `list`, `watch`) are shells that pick an action and print its words.
final class LearnerSession {
    let course: Course
    let workbook: Workbook
    /// The progress as loaded, then as each action of this session left it.
    private(set) var progress: Progress
    private let store: ProgressStore
    private let makeGrader: () throws -> Grader
    private var preparedGrader: Grader?

    /// `grader` is asked for on the first grade only: a command that grades nothing never builds
    /// the runtime.
    init(course: Course, workbook: Workbook, grader: @escaping () throws -> Grader) throws {
        self.course = course
        self.workbook = workbook
        store = ProgressStore(workbook: workbook)
        progress = try store.load()
        makeGrader = grader
    }

    // MARK: - Questions

    /// The exercise a command without an EXERCISE argument means: the one `next` last showed,
    /// passed or not (moving on is `next`'s job, never a side effect of `check` or `hint`); with
    /// none shown yet, the first unfinished one. An action on it as the current exercise
    /// (`pinning: true`) records it as current.
    var currentExercise: Exercise? {
        if let id = progress.current, let exercise = course.exercise(named: id) { return exercise }
        return nextUnfinished
    }

    /// Whether a command without an EXERCISE argument would mean `exercise`, so that a suggested
    /// command can leave the name out.
    func isCurrent(_ exercise: Exercise) -> Bool {
        currentExercise?.id == exercise.id
    }

    /// The exercise whose file the learner saved last, when it is not the current one and was
    /// saved after the current one was opened: a `check` without EXERCISE grades the current one
    /// anyway, and says so.
    var savedElsewhere: Exercise? {
        guard let current = currentExercise else { return nil }
        // The progress keeps whole seconds; a save within the second `next` ran is not "after".
        let since = progress.currentSince.map { $0.addingTimeInterval(1) } ?? .distantPast
        let saves = course.exercises.compactMap { exercise in workbook.lastSaved(exercise).map { (exercise, $0) } }
        guard let last = saves.max(by: { $0.1 < $1.1 }), last.0.id != current.id, last.1 > since else { return nil }
        return last.0
    }

    /// Whether `exercise` can be opened: one the learner has files or attempts for, any up to
    /// the first not yet passed (where `next` goes), or the first of a lesson, so that a learner
    /// who knows the earlier lessons' matter can start a later one.
    func isReached(_ exercise: Exercise) -> Bool {
        if progress.entry(exercise).attempts > 0 || FileManager.default.fileExists(atPath: workbook.folder(for: exercise).path)
            || lessonStart(of: exercise)?.id == exercise.id
        {
            return true
        }
        guard let next = nextUnfinished, let limit = course.exercises.firstIndex(where: { $0.id == next.id }) else { return true }
        return course.exercises.prefix(through: limit).contains { $0.id == exercise.id }
    }

    /// The first exercise of `exercise`'s lesson.
    func lessonStart(of exercise: Exercise) -> Exercise? {
        course.exercises.first { $0.lessonSlug == exercise.lessonSlug }
    }

    /// The first exercise, in course order, not yet passed: where `next` goes.
    var nextUnfinished: Exercise? {
        progress.nextUnfinished(in: course)
    }

    func isPassed(_ exercise: Exercise) -> Bool {
        progress.isPassed(exercise)
    }

    /// Whether `exercise`'s lesson has had its explanation shown.
    func isLessonIntroduced(for exercise: Exercise) -> Bool {
        course.lesson(containing: exercise).map(progress.isIntroduced) ?? true
    }

    /// Reads the progress again, for a session that outlives a moment (`watch`): another
    /// terminal's `check` may have passed an exercise meanwhile.
    func reloadProgress() throws {
        progress = try store.load()
    }

    // MARK: - Actions

    /// Grades the learner's copy of `exercise` and records the attempt. With `copyStarter` the
    /// starter is copied first when they have none (`check`); `watch` never does on a save (a file
    /// an editor is replacing is missing for a moment, and must not come back as the starter).
    func grade(_ exercise: Exercise, pinning: Bool, copyStarter: Bool = true) throws -> RecordedGrade {
        // A progress file that cannot be read or written stops us here, before grading work whose
        // result could not be kept.
        try store.checkUsable()
        let created = copyStarter ? try workbook.ensureCopy(of: exercise) : []
        let result = try grader().grade(exercise, learnerFolder: workbook.folder(for: exercise))
        // The legend goes with the first trace a report tells; whether this report tells one is
        // a fact of the result, decided before the write.
        let told = result.passed ? result.checks.filter { exercise.passTraces.contains($0.spec.id) } : result.explainingCheck.map { [$0] } ?? []
        let tellsTrace = told.contains { !$0.trace.isEmpty }
        var showsLegend = false
        try write { progress in
            progress.record(result, isPrediction: exercise.kind == .predictTheTrace)
            if pinning { pin(exercise, in: &progress) }
            showsLegend = progress.traceLegendShown != true
            if showsLegend, tellsTrace { progress.traceLegendShown = true }
        }
        // Files copied here (`check EXERCISE` on an exercise never opened) are the editor's too.
        let editorSupportError = created.isEmpty ? nil : updateEditorSupport()
        return RecordedGrade(
            exercise: exercise, result: result, showsLegend: showsLegend, createdFiles: created, editorSupportError: editorSupportError)
    }

    /// Reveals the next hint of `exercise` and records it; with `all`, the hints seen so far
    /// again, revealing none.
    func hints(for exercise: Exercise, all: Bool, pinning: Bool) throws -> HintsShown {
        var level = 0
        try write { progress in
            let seen = progress.entry(exercise).hintsShown
            level = all ? seen : min(seen + 1, exercise.hints.count)
            if level > 0 { progress.recordHint(exercise, level: level) }
            if pinning { pin(exercise, in: &progress) }
        }
        return HintsShown(exercise: exercise, numbers: level == 0 ? [] : all ? Array(1...level) : [level])
    }

    /// Puts the starter back, the learner's version moved to a backup first.
    func reset(_ exercise: Exercise) throws -> ResetOutcome {
        let backup = try workbook.reset(exercise)
        return ResetOutcome(exercise: exercise, backup: backup, files: workbook.files(for: exercise))
    }

    /// Makes `exercise` the current one, as `next`, `open` and `watch` do on moving on: its starter copied
    /// when the learner has no copy, its lesson's explanation due on entering the lesson (once;
    /// `forceLessonText` again), and the editor's view of the workbook kept current.
    func moveOn(to exercise: Exercise, forceLessonText: Bool = false) throws -> Introduction {
        let created = try workbook.ensureCopy(of: exercise)
        var lesson: Lesson?
        try write { progress in
            progress.current = exercise.id
            progress.currentSince = Date()
            if let entered = course.lesson(containing: exercise), forceLessonText || !progress.isIntroduced(entered) {
                lesson = entered
                progress.markIntroduced(entered)
            }
        }
        return Introduction(exercise: exercise, lesson: lesson, createdFiles: created, editorSupportError: updateEditorSupport())
    }

    /// Records `exercise` as the current one when no exercise of the course is: the one a
    /// command acted on as the current exercise stays current until `next`.
    private func pin(_ exercise: Exercise, in progress: inout Progress) {
        if progress.current.flatMap(course.exercise(named:)) == nil { progress.current = exercise.id }
    }

    /// The grader, building the runtime first if this is the first grade on this machine.
    func grader() throws -> Grader {
        if let preparedGrader { return preparedGrader }
        let grader = try makeGrader()
        preparedGrader = grader
        return grader
    }

    /// Rewrites the workbook's `compile_commands.json` for the exercises reached so far. An
    /// editor that cannot follow along is no reason to stop the learner: a failure is a fact to
    /// mention, not an error.
    private func updateEditorSupport() -> (any Error)? {
        do {
            try EditorSupport(compiler: grader().compiler).write(course: course, workbook: workbook)
            return nil
        } catch {
            return error
        }
    }

    /// Changes the progress under its lock, and keeps what was written as this session's view.
    private func write(_ change: (inout Progress) -> Void) throws {
        progress = try store.update(change)
    }
}
