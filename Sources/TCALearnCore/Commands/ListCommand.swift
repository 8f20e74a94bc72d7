struct ListCommand: Command {
    static let name = "list"
    static let summary = Localized(
        en: "List lessons and exercises with your progress.",
        ko: "강의와 연습 문제를 진행 상황과 함께 보여 줍니다.")

    func run(_ context: Context) throws -> Int32 {
        context.print(context.wording(try context.session()).overview())
        return ExitCode.success
    }
}
