struct ResetCommand: Command {
    static let name = "reset"
    static let summary = Localized(
        en: "Restore an exercise's starter files, keeping your version as a backup.",
        ko: "연습 문제를 시작 코드로 되돌립니다. 지금 코드는 백업으로 보관합니다.")

    @Argument("EXERCISE", help: "the exercise to reset (e.g. tca-learn reset state-counter)",
              ko: "되돌릴 연습 문제(예: tca-learn reset state-counter)")
    var exerciseName: String

    func run(_ context: Context) throws -> Int32 {
        let session = try context.session()
        context.print(context.wording(session).reset(try session.reset(context.exercise(named: exerciseName))))
        return ExitCode.success
    }
}
