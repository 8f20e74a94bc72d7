struct ResetCommand: Command {
    static let name = "reset"
    static let summary = "Restore an exercise's starter files, keeping your version as a backup."
    static let synopsis = "EXERCISE"

    var exerciseName: String

    init(_ arguments: ParsedArguments) throws {
        guard let name = arguments.positionals.first else { throw UsageError.missingArgument("the exercise to reset (e.g. tca-learn reset state-counter)") }
        guard arguments.positionals.count == 1 else { throw UsageError.tooManyArguments(Array(arguments.positionals.dropFirst())) }
        exerciseName = name
    }

    func run(_ context: Context) throws -> Int32 {
        let exercise = try context.exercise(named: exerciseName)
        let backup = try context.workbook.reset(exercise)
        let style = context.style
        if let backup {
            context.print(style.text("Your version was moved to ", "기존 코드는 다음 위치에 보관했습니다: ") + style.cyan(displayPath(backup)))
        }
        context.print(style.text("Restored the starter: ", "시작 코드로 되돌렸습니다: ") + context.workbook.files(for: exercise).map { displayPath($0) }.joined(separator: ", "))
        return 0
    }
}
