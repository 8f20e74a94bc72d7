import Foundation

/// `watch` on a terminal, worked with single keys (as rustlings' watch mode is): each grade on a
/// cleared screen under a progress bar, the trace folded (t shows all of it), and a pass waits
/// for n instead of moving on by itself, so the learner reads what just happened first.
struct InteractiveWatch {
    var session: WatchSession
    let keys: any KeySource

    private var context: Context { session.context }
    private var style: Style { context.style }

    /// Clears the screen and the scrollback, and puts the cursor at the top.
    static let clearScreen = "\u{1B}[2J\u{1B}[3J\u{1B}[H"

    func run() throws -> Int32 {
        keys.start()
        defer { keys.stop() }
        var session = session
        var watcher = SaveWatcher(files: session.files)
        var last: RecordedGrade?
        var passed = false
        let stuck = style.text("Stuck? Press h for a hint.", "막히면 h를 눌러 힌트를 보세요.")
        let startOver = style.text("To start over from the starter, press r.", "시작 코드부터 다시 하려면 r을 누르세요.")

        /// Clears the screen and shows `body` under the progress bar, with the keys at the bottom.
        func show(_ body: String) throws {
            let progress = ListCommand.progressLine(course: try context.course(), progress: try context.progressStore.load(), style: style)
            context.output.write(Self.clearScreen, to: .standardOutput)
            context.print(progress + "\n")
            context.print(body)
            context.print("\n" + keyLine(passed: passed))
        }
        /// Grades and shows the report, after `note` (what a key just did) when given.
        func grade(after note: String? = nil) throws {
            let grade = try session.grade()
            last = grade
            passed = grade.result.passed
            let afterPass = style.green(style.text("Press n for the next exercise.", "n을 누르면 다음 연습 문제로 넘어갑니다."))
            let report = grade.report(.folded(hint: style.text("press t", "t 키")), afterPass: afterPass, ifStuck: stuck, startOver: startOver)
            try show((note.map { $0 + "\n\n" } ?? "") + report)
        }

        if let introduction = try session.introductionIfNew() {
            try show(introduction + "\n\n" + style.dim(style.text("Save the file to check it, or press c.", "파일을 저장하면 검사합니다. 바로 검사하려면 c를 누르세요.")))
        } else {
            try grade()
        }
        while true {
            if watcher.noticedSave() {
                try grade()
                continue
            }
            guard let key = keys.nextKey(timeout: watcher.pollInterval) else { continue }
            switch key {
            case "q":
                context.print(style.text("Stopped watching. Your progress is saved.", "감시를 멈췄습니다. 진행 상황은 저장되어 있습니다."))
                return ExitCode.success
            case "c":
                try grade()
            case "h":
                context.print("\n" + (try HintCommand.hints(for: session.exercise, all: false, context: context)))
            case "l":
                try show(ListCommand.overview(context))
            case "t":
                guard let last else {
                    context.print("\n" + style.yellow(style.text(
                        "Nothing graded yet for this exercise: save the file or press c, then t shows the whole trace.",
                        "이 연습 문제는 아직 채점하지 않았습니다. 파일을 저장하거나 c를 누른 뒤 t를 누르면 전체 트레이스를 봅니다.")))
                    continue
                }
                let afterPass = style.green(style.text("Press n for the next exercise.", "n을 누르면 다음 연습 문제로 넘어갑니다."))
                try show(last.report(.full, afterPass: afterPass, ifStuck: stuck, startOver: startOver))
            case "r":
                let said = try ResetCommand.reset(session.exercise, context: context)
                watcher.acceptCurrentFiles()
                try grade(after: said)
            case "n":
                let passedBefore = try context.progressStore.load().isPassed(session.exercise)
                guard passed || passedBefore else {
                    context.print("\n" + style.yellow(style.text(
                        "This exercise has not passed yet: n opens the next one once it does. (h gives a hint.)",
                        "아직 이 연습 문제를 통과하지 못했습니다. 통과하면 n으로 다음 연습 문제를 엽니다(h는 힌트).")))
                    continue
                }
                guard let introduction = try session.moveOn() else {
                    context.print("\n" + style.green(style.bold(style.text(
                        "You have finished every exercise. Well done! (q quits)",
                        "모든 연습 문제를 마쳤습니다. 수고하셨습니다! (q로 끝내기)"))))
                    continue
                }
                watcher.files = session.files
                passed = false
                last = nil
                try show(introduction + "\n\n" + style.dim(style.text("Save the file to check it, or press c.", "파일을 저장하면 검사합니다. 바로 검사하려면 c를 누르세요.")))
            default:
                continue
            }
        }
    }

    /// The keys, under every screen; n is bright once the exercise has passed.
    private func keyLine(passed: Bool) -> String {
        let next = style.text("n next", "n 다음")
        let keys = [
            passed ? style.green(style.bold(next)) : style.dim(next),
            style.text("h hint", "h 힌트"), style.text("l list", "l 목록"), style.text("r reset", "r 되돌리기"),
            style.text("t full trace", "t 전체 트레이스"), style.text("c check", "c 검사"), style.text("q quit", "q 끝내기"),
        ]
        return keys.joined(separator: style.dim(" · "))
    }
}
