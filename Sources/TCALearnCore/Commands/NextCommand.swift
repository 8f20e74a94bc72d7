import Foundation

struct NextCommand: Command {
    static let name = "next"
    static let summary = Localized(
        en: "Show the next unfinished exercise and the file to edit.",
        ko: "아직 마치지 않은 다음 연습 문제와 편집할 파일을 보여 줍니다.")
    static let discussion = Localized(
        en: """
            Creates your copy of the exercise's files in the workbook if you do not have one yet (an
            existing copy is never touched). When you enter a new lesson, its explanation comes first.
            After this, check, watch and hint work on this exercise until you run next again.
            """,
        ko: """
            워크북에 연습 문제 파일이 아직 없으면 복사본을 만듭니다(이미 있는 파일은 건드리지 않습니다).
            새 강의에 들어서면 강의 설명을 먼저 보여 줍니다. 이후 check, watch, hint는 next를 다시
            실행할 때까지 이 연습 문제를 다룹니다.
            """)

    @Flag("--lesson-text", help: "Show the lesson's explanation even if you have seen it.",
          ko: "이미 본 강의 설명도 다시 보여 줍니다.")
    var forceLessonText: Bool

    func run(_ context: Context) throws -> Int32 {
        let course = try context.course()
        let style = context.style
        guard let exercise = try context.progressStore.load().nextUnfinished(in: course) else {
            context.print(style.green(style.bold(style.text(
                "You have finished every exercise. Well done!",
                "모든 연습 문제를 마쳤습니다. 수고하셨습니다!"))))
            context.print(style.text("Run \"\(context.suggest("list"))\" to look back.", "\("\"\(context.suggest("list"))\"", .direction) 지난 연습 문제를 볼 수 있습니다."))
            return ExitCode.success
        }
        context.print(try introduce(exercise, context: context, forceLessonText: forceLessonText))
        return ExitCode.success
    }
}

/// Makes `exercise` the current one and says so, as `next` and `watch` do on moving on: the
/// lesson's explanation on entering a lesson (once; `forceLessonText` again), the instructions and
/// the file to edit. Copies the starter when the learner has no copy, and keeps the editor's view
/// of the workbook current (`EditorSupport`). `inWatch` leaves out the commands to run next:
/// `watch` is already checking on every save.
func introduce(_ exercise: Exercise, context: Context, forceLessonText: Bool = false, inWatch: Bool = false) throws -> String {
    let course = try context.course()
    let style = context.style
    let created = try context.workbook.ensureCopy(of: exercise)
    var lines: [String] = []
    try context.progressStore.update { progress in
        progress.current = exercise.id
        if let lesson = course.lesson(containing: exercise), forceLessonText || !progress.isIntroduced(lesson) {
            // The explanation opens with its own heading; the title from lesson.json is for lists.
            lines += [readText(lesson.textFile(style.language)), style.dim(String(repeating: "─", count: 60))]
            progress.markIntroduced(lesson)
        }
    }
    updateEditorSupport(context)
    lines.append(ExercisePresenter(style: style, course: course, suggest: context.suggest, suggestsCommands: !inWatch).describe(exercise, createdFiles: created, workbook: context.workbook))
    return lines.joined(separator: "\n")
}

/// Rewrites the workbook's `compile_commands.json` for the exercises reached so far. An editor
/// that cannot follow along is no reason to stop the learner: a failure is a notice.
func updateEditorSupport(_ context: Context) {
    do {
        try EditorSupport(compiler: context.grader().compiler).write(course: context.course(), workbook: context.workbook)
    } catch {
        let reason = (error as? any ToolError)?.message(context.style.language) ?? "\(error)"
        context.status(context.style.text(
            "Editor support (\(EditorSupport.fileName)) was not updated: \(reason)",
            "편집기 지원 파일(\(EditorSupport.fileName))을 갱신하지 못했습니다: \(reason)"))
    }
}
