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
        let session = try context.session()
        let words = context.wording(session)
        guard let exercise = try exerciseName.map(context.exercise(named:)) ?? session.currentExercise else {
            context.print(words.nothingForHints)
            return ExitCode.success
        }
        let shown = try session.hints(for: exercise, all: showAll, pinning: exerciseName == nil)
        context.print(words.hints(shown))
        return ExitCode.success
    }
}
