import Foundation

struct NextCommand: Command {
    static let name = "next"
    static let summary = Localized(
        en: "Show the next unfinished exercise and the file to edit.",
        ko: "아직 마치지 않은 다음 연습 문제와 편집할 파일을 보여 줍니다.")
    static let discussion = Localized(
        en: """
            Creates your copy of the exercise's files in the workbook if you do not have one yet (an
            existing copy is never touched). When you enter a new lesson, its explanation comes first.
            After this, check, watch and hint work on this exercise until you run next again. To go
            back to an exercise (or to the next one by name): tca-learn open EXERCISE.
            """,
        ko: """
            워크북에 연습 문제 파일이 아직 없으면 복사본을 만듭니다(이미 있는 파일은 건드리지 않습니다).
            새 강의에 들어서면 강의 설명을 먼저 보여 줍니다. 이후 check, watch, hint는 next를 다시
            실행할 때까지 이 연습 문제를 다룹니다. 앞의 연습 문제로 돌아가려면(또는 다음 문제를 이름으로
            열려면) tca-learn open EXERCISE를 쓰세요.
            """)

    @Flag("--lesson-text", help: "Show the lesson's explanation even if you have seen it.",
          ko: "이미 본 강의 설명도 다시 보여 줍니다.")
    var forceLessonText: Bool

    func run(_ context: Context) throws -> Int32 {
        let session = try context.session()
        let words = context.wording(session)
        guard let exercise = session.nextUnfinished else {
            context.print(words.finishedCourse)
            context.print(words.lookBack)
            return ExitCode.success
        }
        let introduction = try session.moveOn(to: exercise, forceLessonText: forceLessonText)
        words.editorSupportNotice(introduction.editorSupportError).map(context.status)
        context.printPaged(words.introduction(introduction))
        return ExitCode.success
    }
}
