import Foundation

struct WatchCommand: Command {
    static let name = "watch"
    static let summary = Localized(
        en: "Re-grade each time you save; work through the course with single keys.",
        ko: "저장할 때마다 다시 채점합니다. 키 하나로 과정을 진행합니다.")
    static let discussion = Localized(
        en: """
            Grades once, then again within a fraction of a second of every save of the exercise's
            files. On a terminal it reads single keys: n next exercise (once this one passes),
            h hint, l list, r reset (your version is kept as a backup), t the whole trace, c check
            again, q quit; the screen is cleared for each grade. Not on a terminal (a pipe, an
            editor's task), it prints each report as plain lines and moves on by itself when an
            exercise passes. Ctrl-C stops either way.
            """,
        ko: """
            한 번 채점한 뒤, 연습 문제 파일을 저장할 때마다 곧바로 다시 채점합니다. 터미널에서는 키
            하나로 조작합니다: n 다음 연습 문제(통과한 뒤), h 힌트, l 목록, r 되돌리기(지금 코드는
            백업으로 보관), t 전체 트레이스, c 다시 검사, q 끝내기. 채점할 때마다 화면을 지웁니다.
            터미널이 아닐 때(파이프, 편집기 작업)는 리포트를 평범한 줄로 출력하고, 통과하면 스스로
            다음 연습 문제로 넘어갑니다. 어느 쪽이든 Ctrl-C로 멈춥니다.
            """)

    @Argument("EXERCISE", help: "the exercise to watch", ko: "감시할 연습 문제")
    var exerciseName: String?

    func run(_ context: Context) throws -> Int32 {
        let session = try context.session()
        let words = context.wording(session)
        guard let exercise = try exerciseName.map(context.exercise(named:)) ?? session.currentExercise else {
            context.print(words.nothingToWatch)
            return ExitCode.success
        }
        Interrupt.setFarewell(words.stoppedWatching)
        defer { Interrupt.setFarewell(nil) }
        // The starter is copied when an exercise is first shown, never on a save (see WatchLoop).
        try session.workbook.ensureCopy(of: exercise)
        let keys = context.environment.keys ?? (TerminalKeys.isAvailable && context.output.isTerminal(.standardOutput) ? TerminalKeys() : nil)
        var loop = WatchLoop(exercise: exercise, pinning: exerciseName == nil, session: session, context: context, keys: keys)
        return try loop.run()
    }
}
