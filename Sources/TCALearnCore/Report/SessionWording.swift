import Foundation

/// The learner session's facts in words, in the learner's language: a recorded grade's report
/// and the way on, hints, a reset, an exercise introduced, the course overview. What the session
/// did is `LearnerSession`'s; how it is said is here, once, for the commands and for `watch`.
struct SessionWording {
    var style: Style
    var session: LearnerSession
    /// A command line as the learner can type it here (`Context.suggest`).
    var suggest: (String) -> String

    /// A command about `exercise`, as the learner can type it: its name left out when it is the
    /// current exercise (`tca-learn hint`), given otherwise (`tca-learn hint 01-state/03-identity`).
    func suggest(_ command: String, about exercise: Exercise) -> String {
        suggest(session.isCurrent(exercise) ? command : "\(command) \(shellQuoted(exercise.path))")
    }

    /// A line between a text and what follows it.
    var rule: String { style.dim(String(repeating: "─", count: 60)) }

    /// Which workbook a command outside any workbook uses (the course's default one), and how
    /// to make one here instead.
    func distantWorkbook(initCommand: String) -> String {
        let folder = style.path(session.workbook.root)
        return style.text(
            "Using the workbook in \(folder) (no workbook in this folder). To make your own here: \(initCommand)",
            "이 폴더에는 워크북이 없어 \(folder)의 워크북을 씁니다. 여기에 새로 만들려면: \(initCommand)")
    }

    // MARK: - Grades

    /// The report, then: after a pass the exercise's explanation and `afterPass` (how to move
    /// on); after a failure `ifStuck` (how to get a hint; by default the `hint` command); after a
    /// prediction file refused for a change outside its predictions, or files missing,
    /// `startOver` (how to get the starter back; by default the `reset` command, naming this
    /// exercise).
    func report(
        _ grade: RecordedGrade, _ traceMode: GradeReport.TraceMode, afterPass: String?, ifStuck: String? = nil, startOver: String? = nil
    ) -> String {
        let exercise = grade.exercise
        var lines = [GradeReport(
            style: style, exercise: exercise, result: grade.result, learnerFiles: session.workbook.files(for: exercise),
            traceMode: traceMode, showsLegend: grade.showsLegend, traceHelpCommand: suggest("help trace")).render()]
        let backToStarter = startOver ?? style.text("To start over from the starter: ", "시작 코드부터 다시 하려면: ")
            + suggest("reset \(shellQuoted(exercise.path))")
        switch grade.result.status {
        case .passed:
            if let explanation = exercise.explanationFile(style.language) {
                lines += [rule, readText(explanation), ""]
            }
            lines += afterPass.map { [$0] } ?? []
        case .refused(let refusals) where refusals.contains(where: \.isChangeFromStarter):
            lines.append(style.dim(backToStarter))
        case .missingFiles:
            // A hint is about the lesson; what is missing is the file. Put it back, or take the starter.
            lines.append(style.dim(backToStarter))
        case .didNotCompile, .compileTimedOut, .refused:
            // The compiler's message is the next step; a hint would be about the lesson.
            break
        case .someChecksFailed, .crashed, .timedOut, .resultsRejected, .gradingError:
            // The hint for this exercise: `check EXERCISE` may have graded another than the current one.
            lines.append(style.dim(ifStuck ?? style.text("Stuck? ", "막히면? ") + suggest("hint", about: exercise)))
        }
        return lines.joined(separator: "\n")
    }

    /// The first line of a `check` that grades the current exercise while the learner's last save
    /// was to another: which one is graded, why, and how to go to the other (`open`).
    func checkingCurrent(_ exercise: Exercise, savedElsewhere other: Exercise, open: String) -> String {
        style.yellow(style.text(
            "Checking \(exercise.path), the current exercise (the one next or open showed last), though your last save was to \(other.path).",
            "현재 연습 문제(next나 open이 마지막으로 보여 준 문제)인 \(exercise.path, .object) 검사합니다. 마지막으로 저장한 파일은 \(other.path)에 있습니다."))
            + "\n" + style.dim(style.text("To work on that one: ", "그 연습 문제로 가려면: ") + open)
    }

    /// What the spinner says while `exercise` is graded (a program that never ends takes its
    /// whole time limit).
    func grading(_ exercise: Exercise) -> String {
        style.text("Grading \(exercise.path)…", "\(exercise.path) 채점 중…")
    }

    /// The notice that the starter was copied before a grade, or nil when nothing was.
    func createdCopy(_ grade: RecordedGrade) -> String? {
        guard !grade.createdFiles.isEmpty else { return nil }
        let folder = style.path(session.workbook.folder(for: grade.exercise))
        return style.text("Created your copy of the starter in \(folder).", "시작 코드를 \(folder)에 복사했습니다.")
    }

    // MARK: - Hints, reset

    func hints(_ shown: HintsShown) -> String {
        let exercise = shown.exercise
        guard !shown.numbers.isEmpty else {
            if exercise.hints.isEmpty { return style.text("This exercise has no hints.", "이 연습 문제에는 힌트가 없습니다.") }
            // --all never reveals: the first hint is one command away.
            let first = suggest("hint", about: exercise)
            return style.text("No hint seen yet for this exercise. \(first) shows the first.",
                              "이 연습 문제의 힌트는 아직 본 것이 없습니다. 첫 힌트는 \(first)로 볼 수 있습니다.")
        }
        var lines = shown.numbers.map { number in
            style.yellow(style.text("Hint \(number)/\(exercise.hints.count)", "힌트 \(number)/\(exercise.hints.count)")) + "  "
                + exercise.hints[number - 1].text(style.language)
        }
        if shown.reachedLast {
            lines.append(style.dim(style.text("That was the last hint.", "마지막 힌트였습니다.")))
        }
        return lines.joined(separator: "\n")
    }

    /// Where the starter and the learner's version are now.
    func reset(_ outcome: ResetOutcome) -> String {
        var lines: [String] = []
        if let backup = outcome.backup {
            lines.append(style.text("Your version was moved to ", "지금까지의 코드는 여기에 보관했습니다: ") + style.cyan(style.path(backup)))
        }
        lines.append(style.text("Restored the starter: ", "시작 코드로 되돌렸습니다: ") + outcome.files.map { style.path($0) }.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }

    // MARK: - Moving on

    /// The lesson's explanation when it is due, the instructions and the file to edit; with
    /// `suggestsCommands`, the commands to run next (not inside `watch`, which is already checking
    /// on every save).
    func introduction(_ introduction: Introduction, suggestsCommands: Bool = true) -> String {
        var lines: [String] = []
        if let lesson = introduction.lesson {
            // The explanation opens with its own heading; the title from lesson.json is for lists.
            lines += [readText(lesson.textFile(style.language)), rule]
        }
        lines.append(ExercisePresenter(style: style, course: session.course, suggest: suggest, suggestsCommands: suggestsCommands)
            .describe(introduction.exercise, createdFiles: introduction.createdFiles, workbook: session.workbook))
        return lines.joined(separator: "\n")
    }

    /// The notice that the editor's view of the workbook was not updated (`error`: why), or nil
    /// when it was.
    func editorSupportNotice(_ error: (any Error)?) -> String? {
        guard let error else { return nil }
        let reason = (error as? any ToolError)?.message(style.language) ?? "\(error)"
        return style.text(
            "Editor support (\(EditorSupport.fileName)) was not updated: \(reason)",
            "편집기 지원 파일(\(EditorSupport.fileName))을 갱신하지 못했습니다: \(reason)")
    }

    /// Every exercise is passed: what `next` says.
    var finishedCourse: String {
        style.green(style.bold(style.text("You have finished every exercise. Well done!", "모든 연습 문제를 마쳤습니다. 수고하셨습니다!")))
    }

    /// After `finishedCourse`, for `next`.
    var lookBack: String {
        let list = suggest("list")
        return style.text("Run \"\(list)\" to look back.", "\("\"\(list)\"", .direction) 지난 연습 문제를 볼 수 있습니다.")
    }

    /// After a pass: the command that moves on.
    var nextStep: String {
        style.text("Next: ", "다음: ") + suggest("next")
    }

    // MARK: - Nothing left to do

    /// `check` with no exercise named when every one is passed.
    var nothingToCheck: String {
        style.text("Every exercise is passed. Name one to check it again.", "모든 연습 문제를 통과했습니다. 다시 검사하려면 연습 문제 이름을 주세요.")
    }

    /// `hint` with no exercise named when every one is passed.
    var nothingForHints: String {
        style.text("No unfinished exercise; name one to see its hints.", "남은 연습 문제가 없습니다. 힌트를 볼 연습 문제 이름을 주세요.")
    }

    /// `watch` with no exercise named when every one is passed.
    var nothingToWatch: String {
        style.text("Every exercise is passed.", "모든 연습 문제를 통과했습니다.")
    }

    /// `watch` stopped with Ctrl-C.
    var stoppedWatching: String {
        style.text("Stopped watching. Your progress is saved.", "감시를 멈췄습니다. 진행 상황은 저장되어 있습니다.")
    }

    /// `solution` for an exercise not passed yet: the commands to keep going with, named as
    /// everywhere else (left out for the current exercise, by its path otherwise).
    func solutionLocked(_ exercise: Exercise) -> String {
        let check = suggest("check", about: exercise), hint = suggest("hint", about: exercise)
        return style.text(
            "The solution opens once your own version passes: keep going with \"\(check)\" and \"\(hint)\".",
            "해답은 직접 통과한 뒤에 열립니다. \("\"\(check)\"", .with) \("\"\(hint)\"", .direction) 계속해 보세요.")
    }

    // MARK: - The course

    /// The progress line and every lesson's exercises: `list`. With `compact` (`watch`'s l key,
    /// on a screen that must hold it), only the current exercise's lesson lists its exercises;
    /// the others are a line each.
    func overview(compact: Bool = false) -> String {
        let progress = session.progress
        let current = session.currentExercise.flatMap(session.course.lesson(containing:))
        var lines = [progressLine()]
        // A folded lesson follows the one before it directly, unless that one listed its exercises.
        var afterList = true
        for lesson in session.course.lessons {
            let done = lesson.exercises.filter(progress.isPassed).count
            let heading = style.bold(lesson.slug + "  " + lesson.title.text(style.language)) + style.dim("  \(done)/\(lesson.exercises.count)")
            if compact, lesson.slug != current?.slug {
                lines += (afterList ? [""] : []) + [heading]
                afterList = false
                continue
            }
            afterList = true
            lines.append("")
            lines.append(heading)
            for exercise in lesson.exercises {
                let entry = progress.entry(exercise)
                let mark = entry.passed ? style.green("✓") : entry.attempts > 0 ? style.yellow("●") : style.dim("○")
                let current = progress.current == exercise.id ? style.cyan(style.text("  ← current", "  ← 현재")) : ""
                var detail = ""
                if entry.attempts > 0 {
                    detail = style.dim(style.text(
                        "  \(entry.bestScore)/\(style.count(exercise.totalPoints, "pt", "pts")), \(style.count(entry.attempts, "try", "tries"))",
                        "  \(entry.bestScore)/\(exercise.totalPoints)점, \(entry.attempts)회 시도"))
                    if let right = entry.firstPredictionRight {
                        detail += style.dim(right
                            ? style.text(", first prediction right", ", 첫 예측 적중")
                            : style.text(", first prediction missed", ", 첫 예측 빗나감"))
                    }
                }
                lines.append("  \(mark) \(exercise.slug)  \(exercise.title.text(style.language))" + detail + current)
            }
        }
        if compact {
            lines += ["", style.dim(style.text("Every lesson's exercises: ", "모든 강의의 연습 문제: ") + suggest("list"))]
        }
        return lines.joined(separator: "\n")
    }

    /// `Progress [######..........] 7/51 exercises · 25/213 points`
    func progressLine() -> String {
        let course = session.course, progress = session.progress
        let passed = course.exercises.filter(progress.isPassed).count
        let points = course.exercises.reduce(0) { $0 + progress.entry($1).bestScore }
        let total = course.exercises.reduce(0) { $0 + $1.totalPoints }
        return style.bold(style.text("Progress ", "진행 ")) + style.progressBar(done: passed, total: course.exercises.count)
            + style.text(" exercises · \(points)/\(total) points", " 연습 문제 · \(points)/\(total)점")
    }
}

extension SourceRefusal {
    /// A prediction file changed outside its predictions: the starter is the way back.
    var isChangeFromStarter: Bool {
        if case .changedFromStarter = reason { return true }
        return false
    }
}
