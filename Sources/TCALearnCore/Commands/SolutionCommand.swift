struct SolutionCommand: Command {
    static let name = "solution"
    static let summary = "Show the reference solution of an exercise you have passed."
    static let synopsis = "EXERCISE"

    var exerciseName: String

    init(_ arguments: ParsedArguments) throws {
        guard let name = arguments.positionals.first else { throw UsageError.missingArgument("the exercise (e.g. tca-learn solution state-counter)") }
        guard arguments.positionals.count == 1 else { throw UsageError.tooManyArguments(Array(arguments.positionals.dropFirst())) }
        exerciseName = name
    }

    func run(_ context: Context) throws -> Int32 {
        let exercise = try context.exercise(named: exerciseName)
        let style = context.style
        guard try context.progressStore.load().isPassed(exercise) else {
            context.print(style.text(
                "The solution opens once your own version passes: keep going with \"\(context.suggest("check \(exercise.id)"))\" and \"\(context.suggest("hint \(exercise.id)"))\".",
                "해답은 직접 통과한 뒤에 열립니다. \"\(context.suggest("check \(exercise.id)"))\" 와 \"\(context.suggest("hint \(exercise.id)"))\" 로 계속해 보세요."))
            return 1
        }
        for name in exercise.files {
            let file = exercise.solutionFolder.appendingPathComponent(name)
            context.print(style.bold("// \(displayPath(file))"))
            context.print(readText(file))
            context.print("")
        }
        return 0
    }
}
