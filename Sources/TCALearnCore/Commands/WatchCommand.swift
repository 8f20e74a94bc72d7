import Foundation

struct WatchCommand: Command {
    static let name = "watch"
    static let summary = "Re-grade each time you save; move on when an exercise passes."
    static let synopsis = "[EXERCISE]"
    static let discussion = """
        Grades once, then again within a fraction of a second of every save of the exercise's
        files. When the exercise passes, shows the next one and keeps watching. Ctrl-C stops.
        """

    var exerciseName: String?
    /// How often the files are looked at. Polling keeps this portable (Linux and macOS) and well
    /// inside the 300 ms a learner would notice.
    static let pollInterval: TimeInterval = 0.1

    init(_ arguments: ParsedArguments) throws {
        guard arguments.positionals.count <= 1 else { throw UsageError.tooManyArguments(Array(arguments.positionals.dropFirst())) }
        exerciseName = arguments.positionals.first
    }

    func run(_ context: Context) throws -> Int32 {
        let style = context.style
        guard var exercise = try exerciseName.map(context.exercise(named:)) ?? context.currentExercise() else {
            context.print(style.text("Every exercise is passed.", "모든 문제를 통과했습니다."))
            return 0
        }
        Interrupt.setFarewell(style.text("Stopped watching. Your progress is saved.", "감시를 멈췄습니다. 진행 상황은 저장되어 있습니다."))
        let course = try context.course()
        try context.workbook.ensureCopy(of: exercise)
        var lastSeen = fingerprint(context.workbook.files(for: exercise))
        try grade(exercise, context: context, advancing: &exercise, lastSeen: &lastSeen, course: course)
        while true {
            Thread.sleep(forTimeInterval: Self.pollInterval)
            let now = fingerprint(context.workbook.files(for: exercise))
            guard now != lastSeen else { continue }
            // Editors often save in two steps (truncate, then write); let the file settle.
            Thread.sleep(forTimeInterval: 0.05)
            lastSeen = fingerprint(context.workbook.files(for: exercise))
            try grade(exercise, context: context, advancing: &exercise, lastSeen: &lastSeen, course: course)
        }
    }

    private func grade(_ current: Exercise, context: Context, advancing exercise: inout Exercise, lastSeen: inout [String], course: Course) throws {
        let style = context.style
        context.print(style.dim(String(repeating: "─", count: 60) + "  " + Self.clock()))
        let result = try gradeAndRecord(current, context: context)
        guard result.passed else {
            context.print(style.dim(style.text("Watching \(context.workbook.files(for: current).map { displayPath($0) }.joined(separator: ", ")) — save to re-check, Ctrl-C to stop.",
                "\(context.workbook.files(for: current).map { displayPath($0) }.joined(separator: ", ")) 감시 중 — 저장하면 다시 검사, Ctrl-C 로 종료.")))
            return
        }
        var progress = try context.progressStore.load()
        guard let next = progress.nextUnfinished(in: course) else {
            context.print(style.green(style.text("You have finished every exercise!", "모든 연습 문제를 마쳤습니다!")))
            Interrupt.setFarewell(nil)
            exit(0)
        }
        let created = try context.workbook.ensureCopy(of: next)
        progress.current = next.id
        try context.progressStore.save(progress)
        context.print("")
        context.print(ExercisePresenter(style: style, course: course, invocation: context.invocation).describe(next, createdFiles: created, workbook: context.workbook))
        exercise = next
        lastSeen = fingerprint(context.workbook.files(for: next))
    }

    /// Size and modification time of each file: enough to notice a save.
    private func fingerprint(_ files: [URL]) -> [String] {
        files.map { file in
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            return "\(file.path)|\(modified)|\(size)"
        }
    }

    private static func clock() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}
