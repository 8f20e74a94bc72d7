import Foundation

struct CheckCommand: Command {
    static let name = "check"
    static let summary = Localized(
        en: "Grade an exercise now (default: the current one).",
        ko: "연습 문제를 지금 채점합니다(기본값: 현재 연습 문제).")
    static let discussion = Localized(
        en: """
            Compiles your file with the exercise's hidden checks against the bundled SwiftUI/TCA
            runtime, runs them, and explains the result with the render trace. The current exercise
            is the one next showed, passed or not: run next to move on. EXERCISE is an id
            (state-counter), a path (01-state/01-counter) or a folder name (01-counter).
            Exit code: 0 when every check passes, 1 otherwise.
            """,
        ko: """
            파일을 연습 문제의 숨겨진 체크와 함께 내장 SwiftUI/TCA 런타임에 맞춰 컴파일하고 실행한 뒤,
            결과를 렌더 트레이스로 설명합니다. 현재 연습 문제는 통과 여부와 상관없이 next가 마지막으로
            보여 준 연습 문제입니다. 다음으로 넘어가려면 next를 실행하세요. EXERCISE는 식별자
            (state-counter), 경로(01-state/01-counter), 폴더 이름(01-counter) 중 하나입니다.
            종료 코드: 모든 체크를 통과하면 0, 아니면 1.
            """)

    @Argument("EXERCISE", help: "the exercise to check", ko: "검사할 연습 문제")
    var exerciseName: String?
    @Flag("--full-trace", help: "Show every check's whole trace, not one trace folded around the steps that matter.",
          ko: "중요한 단계 위주로 접은 트레이스 하나 대신 모든 체크의 전체 트레이스를 보여 줍니다.")
    var fullTrace: Bool

    func run(_ context: Context) throws -> Int32 {
        guard let exercise = try exerciseName.map(context.exercise(named:)) ?? context.currentExercise() else {
            context.print(context.style.text("Every exercise is passed. Name one to check it again.", "모든 연습 문제를 통과했습니다. 다시 검사하려면 연습 문제 이름을 주세요."))
            return ExitCode.success
        }
        let grade = try gradeAndRecord(exercise, context: context)
        let next = context.style.text("Next: ", "다음: ") + context.suggest("next")
        // The whole command, as the learner would type it again: the exercise named, options kept.
        let again = context.suggest((["check"] + (exerciseName.map { [shellQuoted($0)] } ?? []) + ["--full-trace"]).joined(separator: " "))
        context.print(grade.report(fullTrace ? .full : .folded(hint: again), afterPass: next))
        return grade.result.passed ? ExitCode.success : ExitCode.failure
    }
}

/// One grade of the learner's copy of an exercise, recorded in their progress, and what to show
/// for it: the report (its trace folded or whole) and what comes next.
struct RecordedGrade {
    var exercise: Exercise
    var result: GradeResult
    var context: Context
    /// Explain the trace's symbols (the learner's first report with a trace).
    var showsLegend: Bool

    /// The report, then: after a pass the exercise's explanation and `afterPass` (how to move
    /// on); after a failure `ifStuck` (how to get a hint; by default the `hint` command); after a
    /// prediction file refused for a change outside its predictions, `startOver` (how to get the
    /// starter back; by default the `reset` command, naming this exercise).
    func report(_ traceMode: GradeReport.TraceMode, afterPass: String?, ifStuck: String? = nil, startOver: String? = nil) -> String {
        let style = context.style
        var lines = [GradeReport(
            style: style, exercise: exercise, result: result, learnerFiles: context.workbook.files(for: exercise),
            traceMode: traceMode, showsLegend: showsLegend, traceHelpCommand: context.suggest("help trace")).render()]
        switch result.status {
        case .passed:
            if let explanation = exercise.explanationFile(style.language) {
                lines += [style.dim(String(repeating: "─", count: 60)), readText(explanation), ""]
            }
            lines += afterPass.map { [$0] } ?? []
        case .refused(let refusals) where refusals.contains(where: \.isChangeFromStarter):
            lines.append(style.dim(startOver ?? style.text("To start over from the starter: ", "시작 코드부터 다시 하려면: ")
                + context.suggest("reset \(shellQuoted(exercise.path))")))
        case .missingFiles:
            // A hint is about the lesson; what is missing is the file. Put it back, or take the starter.
            lines.append(style.dim(startOver ?? style.text("To start over from the starter: ", "시작 코드부터 다시 하려면: ")
                + context.suggest("reset \(shellQuoted(exercise.path))")))
        case .didNotCompile, .compileTimedOut, .refused:
            // The compiler's message is the next step; a hint would be about the lesson.
            break
        case .failed, .crashed, .timedOut, .resultsRejected, .gradingError:
            // The hint for this exercise: `check EXERCISE` may have graded another than the current one.
            lines.append(style.dim(ifStuck ?? style.text("Stuck? ", "막히면? ") + context.suggest("hint", about: exercise)))
        }
        return lines.joined(separator: "\n")
    }
}

/// Grades the learner's copy of `exercise` and records the attempt. `check` copies the starter
/// first if they have none; `watch` never does on a save (a file an editor is replacing is
/// missing for a moment, and must not come back as the starter).
func gradeAndRecord(_ exercise: Exercise, context: Context, copyStarter: Bool = true) throws -> RecordedGrade {
    let workbook = context.workbook
    // A progress file that cannot be read or written stops us here, before grading work whose
    // result could not be kept.
    try context.progressStore.checkUsable()
    if copyStarter, try !workbook.ensureCopy(of: exercise).isEmpty {
        let folder = context.style.path(workbook.folder(for: exercise))
        context.status(context.style.text(
            "Created your copy of the starter in \(folder).",
            "시작 코드를 \(folder)에 복사했습니다."))
    }
    let result = try context.grader().grade(exercise, learnerFolder: workbook.folder(for: exercise))
    if context.options.verbose { context.status(GradeWording(context.style.language).details(result)) }
    var showsLegend = false
    try context.progressStore.update { progress in
        progress.record(result)
        showsLegend = progress.traceLegendShown != true
        let report = GradeReport(style: context.style, exercise: exercise, result: result, showsLegend: showsLegend)
        if showsLegend, report.tellsTrace {
            progress.traceLegendShown = true
        }
    }
    return RecordedGrade(exercise: exercise, result: result, context: context, showsLegend: showsLegend)
}

extension SourceRefusal {
    /// A prediction file changed outside its predictions: the starter is the way back.
    var isChangeFromStarter: Bool {
        if case .changedFromStarter = reason { return true }
        return false
    }
}
