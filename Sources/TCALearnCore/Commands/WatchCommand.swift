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
        let style = context.style
        guard let exercise = try exerciseName.map(context.exercise(named:)) ?? context.currentExercise() else {
            context.print(style.text("Every exercise is passed.", "모든 연습 문제를 통과했습니다."))
            return ExitCode.success
        }
        Interrupt.setFarewell(style.text("Stopped watching. Your progress is saved.", "감시를 멈췄습니다. 진행 상황은 저장되어 있습니다."))
        defer { Interrupt.setFarewell(nil) }
        // The starter is copied when an exercise is first shown, never on a save (see gradeAndRecord).
        try context.workbook.ensureCopy(of: exercise)
        let session = WatchSession(exercise: exercise, context: context)
        if let keys = context.environment.keys ?? (TerminalKeys.isAvailable && context.output.isTerminal(.standardOutput) ? TerminalKeys() : nil) {
            return try InteractiveWatch(session: session, keys: keys).run()
        }
        return try Self.plain(session)
    }

    /// Not on a terminal: each report as plain lines, the next exercise as soon as one passes.
    private static func plain(_ session: WatchSession) throws -> Int32 {
        var session = session
        if let introduction = try session.introductionIfNew() {
            session.context.print(introduction)
        }
        var watcher = SaveWatcher(files: session.files)
        while true {
            switch try session.step() {
            case .finished:
                return ExitCode.success
            case .advanced:
                watcher.files = session.files
            case .stayed:
                break
            }
            watcher.waitForSave()
        }
    }
}

/// What `watch` does, whichever way it waits: grade the watched exercise, and move on to the next
/// unfinished one.
struct WatchSession {
    enum Step: Equatable {
        /// The exercise did not pass; keep watching it.
        case stayed
        /// It passed; `exercise` is now the next unfinished one, already introduced.
        case advanced
        /// It passed and no exercise is left.
        case finished
    }

    private(set) var exercise: Exercise
    let context: Context

    init(exercise: Exercise, context: Context) {
        self.exercise = exercise
        self.context = context
    }

    var files: [URL] { context.workbook.files(for: exercise) }

    /// The lesson's explanation and the exercise, when its lesson has not been shown yet (watch
    /// started without `next`); nil otherwise.
    func introductionIfNew() throws -> String? {
        guard let lesson = try context.course().lesson(containing: exercise),
            try !context.progressStore.load().isIntroduced(lesson)
        else { return nil }
        return try introduce(exercise, context: context, inWatch: true)
    }

    /// Grades the watched exercise and records the attempt.
    func grade() throws -> RecordedGrade {
        try gradeAndRecord(exercise, context: context, copyStarter: false)
    }

    /// Moves to the next unfinished exercise and returns its introduction (with the lesson's
    /// explanation on entering a lesson); nil when every exercise is passed.
    mutating func moveOn() throws -> String? {
        guard let next = try context.progressStore.load().nextUnfinished(in: context.course()) else { return nil }
        exercise = next
        return try introduce(next, context: context, inWatch: true)
    }

    /// One plain step: grade, print, and on a pass move on.
    mutating func step() throws -> Step {
        let style = context.style
        context.print(style.dim(String(repeating: "─", count: 60) + "  " + Self.clock()))
        let grade = try grade()
        context.print(grade.report(.folded(hint: context.suggest("check --full-trace")), afterPass: nil))
        guard grade.result.passed else {
            let files = files.map { style.path($0) }.joined(separator: ", ")
            context.print(style.dim(style.text("Watching \(files) — save to re-check, Ctrl-C to stop.",
                "\(files) 감시 중 — 저장하면 다시 검사하고, Ctrl-C로 멈춥니다.")))
            return .stayed
        }
        guard let introduction = try moveOn() else {
            context.print(style.green(style.text("You have finished every exercise!", "모든 연습 문제를 마쳤습니다!")))
            return .finished
        }
        context.print("")
        context.print(introduction)
        let watched = files.map { style.path($0) }.joined(separator: ", ")
        context.print(style.dim(style.text("Watching \(watched) — save to check it, Ctrl-C to stop.",
            "\(watched) 감시 중 — 저장하면 검사하고, Ctrl-C로 멈춥니다.")))
        return .advanced
    }

    private static func clock() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}
