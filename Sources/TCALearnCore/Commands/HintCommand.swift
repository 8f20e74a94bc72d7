struct HintCommand: Command {
    static let name = "hint"
    static let summary = "Show the next hint for an exercise (default: the current one)."
    static let synopsis = "[EXERCISE]"
    static let discussion = "Hints go from a nudge to nearly the answer; each call shows one more. Hint use is recorded in your progress."
    static let options: [OptionSpec] = [.flag("--all", help: "Show every hint shown so far, not only the newest.")]

    var exerciseName: String?
    var showAll: Bool

    init(_ arguments: ParsedArguments) throws {
        guard arguments.positionals.count <= 1 else { throw UsageError.tooManyArguments(Array(arguments.positionals.dropFirst())) }
        exerciseName = arguments.positionals.first
        showAll = arguments.has("--all")
    }

    func run(_ context: Context) throws -> Int32 {
        guard let exercise = try exerciseName.map(context.exercise(named:)) ?? context.currentExercise() else {
            context.print(context.style.text("No unfinished exercise; name one to see its hints.", "남은 문제가 없습니다. 힌트를 볼 문제 이름을 주세요."))
            return 0
        }
        let style = context.style
        var level = 0
        try context.progressStore.update { progress in
            level = min(progress.entry(exercise).hintsShown + 1, exercise.hints.count)
            progress.recordHint(exercise, level: level)
        }
        let shown = showAll ? Array(1...level) : [level]
        for number in shown {
            context.print(style.yellow(style.text("Hint \(number)/\(exercise.hints.count)", "힌트 \(number)/\(exercise.hints.count)")) + "  " + exercise.hints[number - 1].text(style.language))
        }
        if level == exercise.hints.count {
            context.print(style.dim(style.text("That was the last hint.", "마지막 힌트였습니다.")))
        }
        return 0
    }
}
