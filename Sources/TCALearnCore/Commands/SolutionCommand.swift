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
            context.print(context.wording(session).solutionLocked(exercise))
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
