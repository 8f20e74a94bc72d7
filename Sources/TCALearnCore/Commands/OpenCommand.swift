import Foundation

struct OpenCommand: Command {
    static let name = "open"
    static let summary = Localized(
        en: "Go to an exercise you have reached (or the next one) and make it the current one.",
        ko: "이미 다다른 연습 문제(또는 다음 연습 문제)로 가서 현재 연습 문제로 삼습니다.")
    static let discussion = Localized(
        en: """
            Like next, for the exercise you name: shows its instructions and the file to edit (its
            lesson's explanation too on entering a lesson for the first time), copies the starter if
            you have no copy, and adds it to compile_commands.json. After this, check, watch and hint
            work on it. Any exercise up to the first one not passed yet can be opened, any you have
            files for, and the first exercise of every lesson (to start a lesson out of order), within
            the lessons the workbook keeps to (init --lessons). EXERCISE is an id (state-counter), a
            path (01-state/01-counter) or a folder name (01-counter).
            """,
        ko: """
            이름을 준 연습 문제에 대해 next와 같은 일을 합니다. 설명과 편집할 파일을 보여 주고(강의에 처음
            들어서면 강의 설명도), 복사본이 없으면 시작 코드를 복사하고, compile_commands.json에 넣습니다.
            이후 check, watch, hint는 이 연습 문제를 다룹니다. 워크북이 따르는 강의(init --lessons) 안에서,
            아직 통과하지 못한 첫 연습 문제까지, 파일이 있는 연습 문제, 그리고 강의마다 첫 연습 문제(강의를
            순서와 달리 시작할 때)를 열 수 있습니다. EXERCISE는 식별자(state-counter), 경로
            (01-state/01-counter), 폴더 이름(01-counter) 중 하나입니다.
            """)

    @Argument("EXERCISE", help: "the exercise to open (e.g. tca-learn open 01-state/02-init-ignored)",
              ko: "열 연습 문제(예: tca-learn open 01-state/02-init-ignored)")
    var exerciseName: String

    func run(_ context: Context) throws -> Int32 {
        let session = try context.session()
        let words = context.wording(session)
        let exercise = try context.exercise(named: exerciseName)
        guard session.isReached(exercise) else {
            throw CourseLookupError.exerciseNotReached(
                exercise.path, next: session.nextUnfinished?.path ?? "", lessonStart: session.lessonStart(of: exercise)?.path ?? "",
                check: context.suggest("check \(shellQuoted(exercise.path))"))
        }
        let introduction = try session.moveOn(to: exercise)
        words.editorSupportNotice(introduction.editorSupportError).map(context.status)
        context.printPaged(words.introduction(introduction))
        return ExitCode.success
    }
}
