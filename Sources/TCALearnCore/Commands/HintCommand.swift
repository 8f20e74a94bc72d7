struct HintCommand: Command {
    static let name = "hint"
    static let summary = Localized(
        en: "Show the next hint for an exercise (default: the current one).",
        ko: "연습 문제의 다음 힌트를 보여 줍니다(기본값: 현재 연습 문제).")
    static let discussion = Localized(
        en: "Hints go from a nudge to nearly the answer; each call shows one more, and --all shows again the ones you have seen. Hint use is recorded in your progress.",
        ko: "힌트는 살짝 방향을 잡아 주는 것부터 거의 답에 가까운 것까지 있습니다. 실행할 때마다 하나씩 더 보여 주고, --all은 이미 본 힌트를 다시 보여 줍니다. 힌트 사용은 진행 상황에 기록됩니다.")

    @Argument("EXERCISE", help: "the exercise whose hint to show", ko: "힌트를 볼 연습 문제")
    var exerciseName: String?
    @Flag("--all", help: "Show again every hint seen so far, without revealing a new one.",
          ko: "새 힌트를 열지 않고, 지금까지 본 힌트를 모두 다시 보여 줍니다.")
    var showAll: Bool

    func run(_ context: Context) throws -> Int32 {
        guard let exercise = try exerciseName.map(context.exercise(named:)) ?? context.currentExercise() else {
            context.print(context.style.text("No unfinished exercise; name one to see its hints.", "남은 연습 문제가 없습니다. 힌트를 볼 연습 문제 이름을 주세요."))
            return ExitCode.success
        }
        context.print(try Self.hints(for: exercise, all: showAll, context: context))
        return ExitCode.success
    }

    /// Reveals the next hint (or, with `all`, repeats those seen and reveals none), records it,
    /// and returns the text: for `hint` and `watch`'s h key.
    static func hints(for exercise: Exercise, all: Bool, context: Context) throws -> String {
        let style = context.style
        var level = 0
        try context.progressStore.update { progress in
            let seen = progress.entry(exercise).hintsShown
            level = all ? seen : min(seen + 1, exercise.hints.count)
            if level > 0 { progress.recordHint(exercise, level: level) }
        }
        guard level > 0 else {
            if exercise.hints.isEmpty { return style.text("This exercise has no hints.", "이 연습 문제에는 힌트가 없습니다.") }
            // --all never reveals: the first hint is one command away.
            let first = context.suggest("hint", about: exercise)
            return style.text("No hint seen yet for this exercise. \(first) shows the first.",
                              "이 연습 문제의 힌트는 아직 본 것이 없습니다. 첫 힌트는 \(first)로 볼 수 있습니다.")
        }
        let shown = all ? Array(1...level) : [level]
        var lines = shown.map { number in
            style.yellow(style.text("Hint \(number)/\(exercise.hints.count)", "힌트 \(number)/\(exercise.hints.count)")) + "  " + exercise.hints[number - 1].text(style.language)
        }
        if level == exercise.hints.count {
            lines.append(style.dim(style.text("That was the last hint.", "마지막 힌트였습니다.")))
        }
        return lines.joined(separator: "\n")
    }
}
