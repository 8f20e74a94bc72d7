struct ListCommand: Command {
    static let name = "list"
    static let summary = "List lessons and exercises with your progress."

    init(_ arguments: ParsedArguments) throws {
        guard arguments.positionals.isEmpty else { throw UsageError.tooManyArguments(arguments.positionals) }
    }

    func run(_ context: Context) throws -> Int32 {
        let course = try context.course()
        let progress = try context.progressStore.load()
        let style = context.style
        let passedCount = course.exercises.filter(progress.isPassed).count
        context.print(style.bold(style.text("Progress ", "진행 ")) + style.progressBar(done: passedCount, total: course.exercises.count))
        for lesson in course.lessons {
            let done = lesson.exercises.filter(progress.isPassed).count
            context.print("")
            context.print(style.bold(lesson.slug + "  " + lesson.title.text(style.language)) + style.dim("  \(done)/\(lesson.exercises.count)"))
            for exercise in lesson.exercises {
                let entry = progress.entry(exercise)
                let mark = entry.passed ? style.green("✓") : entry.attempts > 0 ? style.yellow("●") : style.dim("○")
                let current = progress.current == exercise.id && !entry.passed ? style.cyan(style.text("  ← current", "  ← 현재")) : ""
                var detail = ""
                if entry.attempts > 0 {
                    detail = style.dim(style.text("  \(entry.bestScore)/\(exercise.totalPoints) pts, \(entry.attempts) tries", "  \(entry.bestScore)/\(exercise.totalPoints)점, \(entry.attempts)회 시도"))
                }
                context.print("  \(mark) \(exercise.slug)  \(exercise.title.text(style.language))" + detail + current)
            }
        }
        return 0
    }
}
