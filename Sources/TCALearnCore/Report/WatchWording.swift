import Foundation

/// `watch`'s screens and lines in the learner's language. With keys, a screen is drawn on a
/// cleared terminal under the progress bar, with the keys at the bottom; plain, it is printed as
/// lines that read well in a log.
struct WatchWording {
    var words: SessionWording
    var mode: WatchState.Mode

    private var style: Style { words.style }

    /// Clears the screen and the scrollback, and puts the cursor at the top.
    static let clearScreen = "\u{1B}[2J\u{1B}[3J\u{1B}[H"

    /// `screen` as written to standard output; `afterOutput` when something was printed before it.
    func screen(_ screen: WatchScreen, state: WatchState, afterOutput: Bool) -> String {
        switch mode {
        case .keys:
            return Self.clearScreen + words.progressLine() + "\n\n" + body(screen) + "\n\n" + keyLine(passed: state.lastGradePassed) + "\n"
        case .plain:
            // An introduction after a report is set apart from it.
            let gap: String
            if case .introduction = screen, afterOutput { gap = "\n" } else { gap = "" }
            return gap + body(screen) + "\n"
        }
    }

    private func body(_ screen: WatchScreen) -> String {
        switch (screen, mode) {
        case (.report(let grade, let full, let reset), .keys):
            let afterPass = style.green(style.text("Press n for the next exercise.", "n을 누르면 다음 연습 문제로 넘어갑니다."))
            let report = words.report(
                grade, full ? .full : .folded(hint: style.text("press t", "t 키")), afterPass: afterPass,
                ifStuck: style.text("Stuck? Press h for a hint.", "막히면 h를 눌러 힌트를 보세요."),
                startOver: style.text("To start over from the starter, press r.", "시작 코드부터 다시 하려면 r을 누르세요."))
            return (reset.map { words.reset($0) + "\n\n" } ?? "") + report
        case (.report(let grade, _, let reset), .plain):
            return (reset.map { words.reset($0) + "\n\n" } ?? "")
                + words.report(grade, .folded(hint: words.suggest("check --full-trace")), afterPass: nil)
        case (.introduction(let introduction), .keys):
            return words.introduction(introduction, suggestsCommands: false) + "\n\n"
                + style.dim(style.text("Save the file to check it, or press c.", "파일을 저장하면 검사합니다. 바로 검사하려면 c를 누르세요."))
        case (.introduction(let introduction), .plain):
            return words.introduction(introduction, suggestsCommands: false)
        case (.overview, .keys):
            return words.overview(compact: true)
        case (.overview, .plain):
            return words.overview()
        }
    }

    /// A line under the screen (without its line break).
    func notice(_ notice: WatchNotice) -> String {
        switch notice {
        case .grading:
            return style.dim(String(repeating: "─", count: 60) + "  " + Self.clock())
        case .hints(let shown):
            return "\n" + words.hints(shown)
        case .watching(let exercise, let firstTime):
            let files = words.session.workbook.files(for: exercise).map { style.path($0) }.joined(separator: ", ")
            return style.dim(firstTime
                ? style.text("Watching \(files) — save to check it, Ctrl-C to stop.", "\(files) 감시 중 — 저장하면 검사하고, Ctrl-C로 멈춥니다.")
                : style.text("Watching \(files) — save to re-check, Ctrl-C to stop.", "\(files) 감시 중 — 저장하면 다시 검사하고, Ctrl-C로 멈춥니다."))
        case .notPassedYet:
            return "\n" + style.yellow(style.text(
                "This exercise has not passed yet: n opens the next one once it does. (h gives a hint.)",
                "아직 이 연습 문제를 통과하지 못했습니다. 통과하면 n으로 다음 연습 문제를 엽니다(h는 힌트)."))
        case .nothingGradedYet:
            return "\n" + style.yellow(style.text(
                "Nothing graded yet for this exercise: save the file or press c, then t shows the whole trace and p draws it.",
                "이 연습 문제는 아직 채점하지 않았습니다. 파일을 저장하거나 c를 누른 뒤 t를 누르면 전체 트레이스를, p를 누르면 그 그림을 봅니다."))
        case .finishedCourse:
            switch mode {
            case .keys:
                return "\n" + style.green(style.bold(style.text(
                    "You have finished every exercise. Well done! (q quits)", "모든 연습 문제를 마쳤습니다. 수고하셨습니다! (q로 끝내기)")))
            case .plain:
                return style.green(style.text("You have finished every exercise!", "모든 연습 문제를 마쳤습니다!"))
            }
        case .stopped:
            return style.text("Stopped watching. Your progress is saved.", "감시를 멈췄습니다. 진행 상황은 저장되어 있습니다.")
        case .confirmReset(let exercise):
            return "\n" + style.yellow(style.text(
                "Put the starter of \(exercise.path) back? Your version is moved to .backups/ first. y: reset · any other key: keep your code",
                "\(exercise.path)의 시작 코드로 되돌릴까요? 지금 코드는 먼저 .backups/로 옮겨 둡니다. y: 되돌리기 · 다른 키: 그대로 두기"))
        case .resetCancelled:
            return style.dim(style.text("Not reset: your code is as it was.", "되돌리지 않았습니다. 코드는 그대로입니다."))
        }
    }

    /// The keys, under every screen; n is bright once the exercise has passed.
    func keyLine(passed: Bool) -> String {
        let next = style.text("n next", "n 다음")
        let keys = [
            passed ? style.green(style.bold(next)) : style.dim(next),
            style.text("h hint", "h 힌트"), style.text("l list", "l 목록"), style.text("r reset", "r 되돌리기"),
            style.text("t full trace", "t 전체 트레이스"), style.text("p picture", "p 그림"), style.text("c check", "c 검사"), style.text("q quit", "q 끝내기"),
        ]
        return keys.joined(separator: style.dim(" · "))
    }

    private static func clock() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}
