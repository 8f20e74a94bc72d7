import Foundation

struct CheckCommand: Command {
    static let name = "check"
    static let summary = Localized(
        en: "Grade an exercise now (default: the current one).",
        ko: "연습 문제를 지금 채점합니다(기본값: 현재 연습 문제).")
    static let discussion = Localized(
        en: """
            Compiles your file with the exercise's hidden checks against the bundled SwiftUI/TCA
            runtime, runs them, and explains the result with the render trace. The current exercise
            is the one next showed, passed or not: run next to move on. EXERCISE is an id
            (state-counter), a path (01-state/01-counter) or a folder name (01-counter).
            Exit code: 0 when every check passes, 1 otherwise.
            """,
        ko: """
            파일을 연습 문제의 숨겨진 체크와 함께 내장 SwiftUI/TCA 런타임에 맞춰 컴파일하고 실행한 뒤,
            결과를 렌더 트레이스로 설명합니다. 현재 연습 문제는 통과 여부와 상관없이 next가 마지막으로
            보여 준 연습 문제입니다. 다음으로 넘어가려면 next를 실행하세요. EXERCISE는 식별자
            (state-counter), 경로(01-state/01-counter), 폴더 이름(01-counter) 중 하나입니다.
            종료 코드: 모든 체크를 통과하면 0, 아니면 1.
            """)

    @Argument("EXERCISE", help: "the exercise to check", ko: "검사할 연습 문제")
    var exerciseName: String?
    @Flag("--full-trace", help: "Show every check's whole trace, not one trace folded around the steps that matter.",
          ko: "중요한 단계 위주로 접은 트레이스 하나 대신 모든 체크의 전체 트레이스를 보여 줍니다.")
    var fullTrace: Bool
    @FlagWithValue<URL>("--html", value: "FILE", help: "Also write the trace as a picture to step through in a browser (default: .trace/EXERCISE.html in the workbook).",
                   ko: "트레이스를 브라우저에서 단계별로 볼 수 있는 그림으로도 씁니다(기본값: 워크북의 .trace/EXERCISE.html).")
    var html: Bool
    @Flag("--open", help: "Open the picture (--html) in the browser.", ko: "그림(--html)을 브라우저로 엽니다.")
    var open: Bool

    func run(_ context: Context) throws -> Int32 {
        let session = try context.session()
        let words = context.wording(session)
        guard let exercise = try exerciseName.map(context.exercise(named:)) ?? session.currentExercise else {
            context.print(words.nothingToCheck)
            return ExitCode.success
        }
        if exerciseName == nil, let elsewhere = session.savedElsewhere {
            context.print(words.checkingCurrent(exercise, savedElsewhere: elsewhere, open: context.suggest("open \(shellQuoted(elsewhere.path))")))
        }
        let grade = try context.liveLine.spinning(words.grading(exercise)) {
            try session.grade(exercise, pinning: exerciseName == nil)
        }
        words.createdCopy(grade).map(context.status)
        words.editorSupportNotice(grade.editorSupportError).map(context.status)
        if context.options.verbose { context.status(GradeWording(context.style.language).details(grade.result)) }
        // The whole command, as the learner would type it again: the exercise named, options kept.
        let again = context.suggest((["check"] + (exerciseName.map { [shellQuoted($0)] } ?? []) + ["--full-trace"]).joined(separator: " "))
        context.print(words.report(grade, fullTrace ? .full : .folded(hint: again), afterPass: words.nextStep))
        if html || open {
            try PictureFile.write(grade, workbook: session.workbook, to: $html, open: open, context: context)
        }
        return grade.result.passed ? ExitCode.success : ExitCode.failure
    }
}
