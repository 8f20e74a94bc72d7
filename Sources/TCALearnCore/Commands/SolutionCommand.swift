struct SolutionCommand: Command {
    static let name = "solution"
    static let summary = Localized(
        en: "Show the reference solution of an exercise you have passed.",
        ko: "통과한 연습 문제의 해답을 보여 줍니다.")

    @Argument("EXERCISE", help: "the exercise (e.g. tca-learn solution state-counter)",
              ko: "연습 문제(예: tca-learn solution state-counter)")
    var exerciseName: String

    func run(_ context: Context) throws -> Int32 {
        let exercise = try context.exercise(named: exerciseName)
        let style = context.style
        let session = try context.session()
        guard session.isPassed(exercise) else {
            // Named as everywhere else: left out for the current exercise, by its path otherwise.
            let words = context.wording(session)
            let check = words.suggest("check", about: exercise), hint = words.suggest("hint", about: exercise)
            context.print(style.text(
                "The solution opens once your own version passes: keep going with \"\(check)\" and \"\(hint)\".",
                "해답은 직접 통과한 뒤에 열립니다. \("\"\(check)\"", .with) \("\"\(hint)\"", .direction) 계속해 보세요."))
            return ExitCode.failure
        }
        for name in exercise.files {
            let file = exercise.solutionFolder.appendingPathComponent(name)
            context.print(style.bold("// ") + style.path(file))
            context.print(readText(file))
            context.print("")
        }
        return ExitCode.success
    }
}
