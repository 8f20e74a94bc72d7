import Foundation

/// `tca-learn grade-roster DIR`: a class graded on this machine, by the grader `grade` uses
/// (`Roster.grade` runs `WorkbookGrading` over every student's workbook as one pool).
struct GradeRosterCommand: Command {
    static let name = "grade-roster"
    static let summary = Localized(
        en: "Grade a whole class on this machine: one folder per student, into grades.csv and grades.json.",
        ko: "이 컴퓨터에서 반 전체를 채점합니다. 학생마다 폴더 하나를 채점해 grades.csv와 grades.json에 씁니다.")
    static let discussion = Localized(
        en: """
            Each folder in DIR is one student's repository (its workbook/ is graded) or a workbook
            itself; files are skipped. Every student's exercises (all of them, or one lesson, or one
            exercise, or the lessons of --lessons 01-state,02-binding) are graded as "grade" grades one
            workbook, in parallel on all cores, and no student's file is written to. Progress goes to
            standard error; grades.csv (a row per student, a column per exercise) and grades.json go to
            --output DIR (default: DIR itself). --hidden-tests DIR takes the hidden tests from outside
            the course, as for "grade".
            Exit code: 0 when the grades were written, 2 a usage or configuration error.
            """,
        ko: """
            DIR 안의 폴더 하나가 학생 한 명의 저장소(그 안의 workbook/을 채점합니다)이거나 워크북
            자체이며, 파일은 건너뜁니다. 학생마다 연습 문제(전부, 또는 강의 하나, 연습 문제 하나,
            --lessons 01-state,02-binding에 적은 강의들)를 "grade"가 워크북 하나를 채점하듯 모든 코어에서
            병렬로 채점하며, 학생 파일에는 아무것도 쓰지 않습니다. 진행 상황은 표준 오류로 나오고,
            grades.csv(학생마다 한 줄, 연습 문제마다 한 열)와 grades.json은 --output DIR(기본값: DIR)에
            씁니다. --hidden-tests DIR은 "grade"에서처럼 숨겨진 테스트를 과정 밖에서 가져옵니다.
            종료 코드: 점수를 쓰면 0, 사용법이나 설정 오류 2.
            """)

    static let readsWorkbookSettings = false

    @Argument("DIR", help: "the folder with one folder per student", ko: "학생마다 폴더가 하나씩 든 폴더")
    var folder: URL
    @Argument("LESSON|EXERCISE", help: "the lesson or exercise to grade", ko: "채점할 강의나 연습 문제")
    var selection: String?
    @Option("--lessons", help: "Grade only these lessons, e.g. 01-state,02-binding, or a track's, e.g. tca-today (an assignment's).",
            ko: "이 강의들(또는 트랙의 강의들)만 채점합니다. 예: 01-state,02-binding, tca-today(과제의 강의).")
    var lessons: LessonSelection?
    @Option("--hidden-tests", value: "DIR", help: "Take the hidden tests only from DIR/<lesson>/<exercise>/tests/.",
            ko: "숨겨진 테스트를 DIR/<lesson>/<exercise>/tests/에서만 가져옵니다.")
    var hiddenTests: URL?
    @Option("--output", value: "DIR", help: "Write grades.csv and grades.json to DIR (default: the roster folder).",
            ko: "grades.csv와 grades.json을 DIR에 씁니다(기본값: 채점하는 폴더).")
    var output: URL?

    func run(_ context: Context) throws -> Int32 {
        guard !context.workbookIsNamed else {
            throw UsageError.rosterWithWorkbook
        }
        let destination = output ?? folder
        // Fail closed, as `grade` does: last run's grades must not stand in for this run's.
        for name in RosterSummary.fileNames {
            GradeScope.removeStale(destination.appendingPathComponent(name))
        }
        GradeScope.sayIgnoredSettings(context)
        let course = try context.course()
        let exercises = try GradeScope(selection: selection, lessons: lessons).exercises(in: course)
        let roster = try Roster(folder: folder, excluding: destination)
        let grader = try context.grader()
        let words = ClassroomWording(style: context.style)
        let progress = RosterProgress(
            output: context.output, style: context.style, students: roster.students.map(\.name), exercisesEach: exercises.count,
            isTerminal: context.output.isTerminal(.standardError))
        let start = Date()
        progress.start()
        let entries = try roster.grade(exercises, course: course, hiddenTests: hiddenTests, grader: grader, progress: progress)
        progress.end()
        let seconds = Date().timeIntervalSince(start)
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        try RosterSummary.csv(entries, exercises: exercises).write(to: destination.appendingPathComponent(RosterSummary.csvFile), options: .atomic)
        try RosterSummary.json(entries, exercises: exercises).write(to: destination.appendingPathComponent(RosterSummary.jsonFile), options: .atomic)
        context.print(words.graded(
            students: entries.count, exercises: exercises.count, seconds: seconds,
            writtenTo: displayPath(destination, from: context.environment.directory)))
        return ExitCode.success
    }
}
