struct ListCommand: Command {
    static let name = "list"
    static let summary = Localized(
        en: "List lessons and exercises with your progress.",
        ko: "강의와 연습 문제를 진행 상황과 함께 보여 줍니다.")

    func run(_ context: Context) throws -> Int32 {
        context.print(try Self.overview(context))
        return ExitCode.success
    }

    /// The progress line and every lesson's exercises: for `list` and `watch`'s l key.
    static func overview(_ context: Context) throws -> String {
        let course = try context.course()
        let progress = try context.progressStore.load()
        let style = context.style
        var lines = [progressLine(course: course, progress: progress, style: style)]
        for lesson in course.lessons {
            let done = lesson.exercises.filter(progress.isPassed).count
            lines.append("")
            lines.append(style.bold(lesson.slug + "  " + lesson.title.text(style.language)) + style.dim("  \(done)/\(lesson.exercises.count)"))
            for exercise in lesson.exercises {
                let entry = progress.entry(exercise)
                let mark = entry.passed ? style.green("✓") : entry.attempts > 0 ? style.yellow("●") : style.dim("○")
                let current = progress.current == exercise.id ? style.cyan(style.text("  ← current", "  ← 현재")) : ""
                var detail = ""
                if entry.attempts > 0 {
                    detail = style.dim(style.text(
                        "  \(entry.bestScore)/\(style.count(exercise.totalPoints, "pt", "pts")), \(style.count(entry.attempts, "try", "tries"))",
                        "  \(entry.bestScore)/\(exercise.totalPoints)점, \(entry.attempts)회 시도"))
                }
                lines.append("  \(mark) \(exercise.slug)  \(exercise.title.text(style.language))" + detail + current)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `Progress [######..........] 7/51 exercises · 25/213 points`
    static func progressLine(course: Course, progress: Progress, style: Style) -> String {
        let passed = course.exercises.filter(progress.isPassed).count
        let points = course.exercises.reduce(0) { $0 + progress.entry($1).bestScore }
        let total = course.exercises.reduce(0) { $0 + $1.totalPoints }
        return style.bold(style.text("Progress ", "진행 ")) + style.progressBar(done: passed, total: course.exercises.count)
            + style.text(" exercises · \(points)/\(total) points", " 연습 문제 · \(points)/\(total)점")
    }
}
