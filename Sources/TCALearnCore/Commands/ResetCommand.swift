struct ResetCommand: Command {
    static let name = "reset"
    static let summary = Localized(
        en: "Restore an exercise's starter files, keeping your version as a backup.",
        ko: "연습 문제의 시작 코드를 되돌리고, 지금 코드는 백업으로 보관합니다.")

    @Argument("EXERCISE", help: "the exercise to reset (e.g. tca-learn reset state-counter)",
              ko: "되돌릴 연습 문제(예: tca-learn reset state-counter)")
    var exerciseName: String

    func run(_ context: Context) throws -> Int32 {
        context.print(try Self.reset(context.exercise(named: exerciseName), context: context))
        return ExitCode.success
    }

    /// Puts the starter back, the learner's version moved to a backup first; says where both are.
    /// For `reset` and `watch`'s r key.
    static func reset(_ exercise: Exercise, context: Context) throws -> String {
        let backup = try context.workbook.reset(exercise)
        let style = context.style
        var lines: [String] = []
        if let backup {
            lines.append(style.text("Your version was moved to ", "지금까지의 코드는 여기에 보관했습니다: ") + style.cyan(style.path(backup)))
        }
        lines.append(style.text("Restored the starter: ", "시작 코드로 되돌렸습니다: ") + context.workbook.files(for: exercise).map { style.path($0) }.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }
}
