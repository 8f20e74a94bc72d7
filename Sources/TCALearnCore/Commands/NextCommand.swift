import Foundation

struct NextCommand: Command {
    static let name = "next"
    static let summary = "Show the next unfinished exercise and the file to edit."
    static let discussion = """
        Creates your copy of the exercise's files in the workbook if you do not have one yet (an
        existing copy is never touched). When you start a new lesson, its explanation comes first.
        """
    static let options: [OptionSpec] = [
        .flag("--lesson-text", help: "Show the lesson's explanation even if you have started the lesson."),
    ]

    var forceLessonText: Bool

    init(_ arguments: ParsedArguments) throws {
        guard arguments.positionals.isEmpty else { throw UsageError.tooManyArguments(arguments.positionals) }
        forceLessonText = arguments.has("--lesson-text")
    }

    func run(_ context: Context) throws -> Int32 {
        let course = try context.course()
        let style = context.style
        var progress = try context.progressStore.load()
        guard let exercise = progress.nextUnfinished(in: course) else {
            context.print(style.green(style.bold(style.text(
                "You have finished every exercise. Well done!",
                "모든 연습 문제를 마쳤습니다. 수고하셨습니다!"))))
            context.print(style.text("Run \"\(context.suggest("list"))\" to look back.", "\"\(context.suggest("list"))\" 로 지난 문제를 볼 수 있습니다."))
            return 0
        }
        let created = try context.workbook.ensureCopy(of: exercise)
        progress.current = exercise.id
        try context.progressStore.save(progress)

        guard let lesson = course.lessons.first(where: { $0.slug == exercise.lessonSlug }) else { return 1 }
        let startedLesson = lesson.exercises.contains { progress.entry($0).attempts > 0 || progress.isPassed($0) }
        if forceLessonText || !startedLesson {
            // The explanation opens with its own heading; the title from lesson.json is for lists.
            context.print(readText(lesson.textFile(style.language)))
            context.print(style.dim(String(repeating: "─", count: 60)))
        }
        context.print(ExercisePresenter(style: style, course: course, invocation: context.invocation).describe(exercise, createdFiles: created, workbook: context.workbook))
        return 0
    }
}

/// How an exercise is introduced (by `next`, and by `watch` when it moves on).
struct ExercisePresenter {
    var style: Style
    var course: Course
    /// How the learner starts the tool (see `Context.invocation`), for the commands suggested.
    var invocation: String

    func describe(_ exercise: Exercise, createdFiles: [URL], workbook: Workbook) -> String {
        let number = (course.exercises.firstIndex { $0.id == exercise.id } ?? 0) + 1
        var lines = [
            style.bold(style.text("Exercise \(number)/\(course.exercises.count)", "연습 \(number)/\(course.exercises.count)")
                + " · \(exercise.path) — \(exercise.title.text(style.language))")
                + style.dim("  [\(kindName(exercise.kind))]"),
            "",
            readText(exercise.instructionsFile(style.language)),
            "",
        ]
        for file in workbook.files(for: exercise) {
            let isNew = createdFiles.contains(file)
            lines.append(style.text("Edit:  ", "편집:  ") + style.cyan(displayPath(file))
                + (isNew ? style.dim(style.text("  (new copy of the starter)", "  (시작 코드를 새로 복사함)")) : ""))
        }
        lines.append(style.text("Then:  ", "그다음: ") + "\(invocation) check" + style.dim(style.text(
            "   (or \("\(invocation) watch"): re-checks on every save)", "   (또는 \("\(invocation) watch"): 저장할 때마다 다시 검사)")))
        lines.append(style.text("Stuck? ", "막히면? ") + "\(invocation) hint")
        return lines.joined(separator: "\n")
    }

    private func kindName(_ kind: ExerciseKind) -> String {
        switch kind {
        case .fixTheBug: style.text("fix the bug", "버그 고치기")
        case .completeTheCode: style.text("complete the code", "코드 완성하기")
        case .predictTheTrace: style.text("predict the trace", "트레이스 예측하기")
        case .writeTheTest: style.text("write the test", "테스트 작성하기")
        }
    }
}

func readText(_ file: URL) -> String {
    (try? String(contentsOf: file, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
}
