import Foundation

/// `tca-learn classroom …`: what an instructor sets up once per assignment. What gets written
/// lives in Classroom/; the grading itself is `grade` (and `grade-roster`).
enum ClassroomCommands: CommandGroup {
    static let name = "classroom"
    static let summary = Localized(
        en: "For instructors: a student template repository with its CI, and the hidden tests.",
        ko: "교사용: CI 파일이 든 학생용 템플릿 저장소와 숨겨진 테스트를 만듭니다.")
    static let discussion = Localized(
        en: """
            classroom new DIR          writes a template for the students' repositories: the lessons'
                                       starter files as a workbook with their instructions, a README,
                                       and a CI file that grades each push with tca-learn from a
                                       repository and ref the students do not control.
            classroom export-tests DIR writes the hidden tests (<lesson>/<exercise>/tests/…) for a
                                       private repository that "grade --hidden-tests" reads.
            classroom gradescope DIR   writes autograder.zip for Gradescope (and Codio).
            classroom prairielearn DIR writes the grader image's Dockerfile and PrairieLearn's
                                       external-grading entrypoint.
            With "classroom new --platform classroom50", Classroom 50 grades instead of a CI file.
            """,
        ko: """
            classroom new DIR          학생 저장소의 템플릿을 씁니다. 강의의 시작 코드를 설명과 함께
                                       워크북으로 두고, README와 CI 파일을 더합니다. CI 파일은 푸시마다
                                       학생이 바꿀 수 없는 저장소와 버전의 tca-learn으로 채점합니다.
            classroom export-tests DIR "grade --hidden-tests"가 읽는 비공개 저장소용으로 숨겨진 테스트
                                       (<lesson>/<exercise>/tests/…)를 씁니다.
            classroom gradescope DIR   Gradescope(와 Codio)용 autograder.zip을 씁니다.
            classroom prairielearn DIR 채점기 이미지의 Dockerfile과 PrairieLearn 외부 채점 진입점을 씁니다.
            "classroom new --platform classroom50"이면 CI 파일 대신 Classroom 50이 채점합니다.
            """)
    static let subcommands = [
        CommandEntry(ClassroomNewCommand.self), CommandEntry(ClassroomExportTestsCommand.self),
        CommandEntry(ClassroomGradescopeCommand.self), CommandEntry(ClassroomPrairieLearnCommand.self),
    ]
}

struct ClassroomNewCommand: Command {
    static let name = "new"
    static let summary = Localized(
        en: "Write a student template repository: the workbook, a README and the CI file.",
        ko: "학생용 템플릿 저장소를 씁니다. 워크북, README, CI 파일이 들어 있습니다.")
    static let discussion = Localized(
        en: """
            DIR gets the selected lessons' starter files as a workbook (workbook/<lesson>/<exercise>/)
            with each exercise's instructions in English and Korean, a student README, a .gitignore
            that keeps the workbook, a launcher (./tca-learn) and the CI file. No solutions, hidden
            tests, explanations or tool sources. The CI file checks out tca-learn from --tool-repo at
            --tool-ref (default: this checkout's origin and commit, which must be pushed there).
            With --platform classroom50 there is no CI file: DIR gets template/ (the repository above)
            and autograder/ (autograder.py for the classroom's autograders/<assignment>/, the
            assignment's runtime block and the grader image's Dockerfile).
            """,
        ko: """
            DIR에 고른 강의의 시작 코드를 워크북(workbook/<lesson>/<exercise>/)으로 두고, 연습 문제마다
            영어와 한국어 설명, 학생용 README, 워크북을 커밋하게 두는 .gitignore, 실행 스크립트
            (./tca-learn), CI 파일을 씁니다. 해답, 숨겨진 테스트, 해설, 도구의 소스는 넣지 않습니다.
            CI 파일은 --tool-repo의 --tool-ref에서 tca-learn을 받습니다(기본값: 이 체크아웃의 origin과
            커밋이며, 그곳에 푸시되어 있어야 합니다).
            --platform classroom50이면 CI 파일은 없고, DIR에 template/(위 저장소)과 autograder/(학급의
            autograders/<assignment>/에 둘 autograder.py, 과제의 runtime 설정, 채점기 이미지의
            Dockerfile)를 씁니다.
            """)

    @Argument("DIR", help: "the folder to write the template into (new or empty)", ko: "템플릿을 쓸 폴더(새 폴더나 빈 폴더)")
    var folder: URL
    @Option("--lessons", help: "The lessons of the assignment, e.g. 01-state,02-binding, or a track: tca-1.0, tca-today (default: all).",
            ko: "과제에 넣을 강의 또는 트랙. 예: 01-state,02-binding, 또는 tca-1.0, tca-today(기본값: 전부).")
    var lessons: LessonSelection?
    @Option("--ci", help: "The CI service that grades the pushes (default: github).", ko: "푸시를 채점할 CI 서비스(기본값: github).")
    var ci = CIProvider.github
    @Option("--platform", help: "A classroom platform that grades instead of a CI file: classroom50.",
            ko: "CI 파일 대신 채점하는 수업 플랫폼: classroom50.")
    var platform: ClassroomPlatform?
    @Option("--tool-repo", value: "URL", help: "The tca-learn repository CI clones the grader from (default: origin).",
            ko: "CI가 채점기를 받아 올 tca-learn 저장소(기본값: origin).")
    var toolRepository: String?
    @Option("--tool-ref", value: "REF", help: "The tag or commit of tca-learn that grades (default: this checkout's commit).",
            ko: "채점하는 tca-learn의 태그나 커밋(기본값: 이 체크아웃의 커밋).")
    var toolRef: String?
    @Flag("--force", help: "Write into a folder that is not empty (files of the same name are replaced).",
          ko: "비어 있지 않은 폴더에도 씁니다(이름이 같은 파일은 바뀝니다).")
    var force: Bool

    func run(_ context: Context) throws -> Int32 {
        let course = try context.course()
        let tool = try ToolSource.resolve(repository: toolRepository, ref: toolRef, toolRoot: context.layout.toolRoot)
        if ci == .gitlab, tool.ref.contains("/") {
            throw ClassroomError.slashInGitLabRef(tool.ref)
        }
        let template = StudentTemplate(lessons: try lessons.lessons(in: course), ci: platform == nil ? ci : nil, tool: tool, isWholeCourse: lessons == nil)
        let written: [String]
        if platform == .classroom50 {
            try StudentTemplate.prepare(folder, force: force, for: .studentTemplate)
            written = try template.write(to: folder.appendingPathComponent("template"), force: true).map { "template/" + $0 }
                + (try Self.write(Classroom50Autograder(tool: tool, lessons: template.assignmentLessons, maxPoints: template.maxPoints).files(),
                                  to: folder.appendingPathComponent("autograder"))).map { "autograder/" + $0 }
        } else {
            written = try template.write(to: folder, force: force)
        }
        let words = ClassroomWording(style: context.style)
        context.print(words.wroteTemplate(
            to: displayPath(folder, from: context.environment.directory), lessons: template.lessons.count,
            exercises: template.exercises.count, points: template.maxPoints, files: written.count))
        context.print(words.gradesWith(ref: tool.ref, from: tool.repository))
        if !tool.isCloneableByCI {
            context.status(words.notCloneableByCI(tool.repository))
        }
        context.print(words.nextForTemplate(classroom50: platform == .classroom50))
        return ExitCode.success
    }

    /// Writes generated files into `folder` (made when missing); returns their paths.
    static func write(_ files: [(path: String, text: String, executable: Bool)], to folder: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files {
            let target = folder.appendingPathComponent(file.path)
            try Data(file.text.utf8).write(to: target, options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: file.executable ? 0o755 : 0o644], ofItemAtPath: target.path)
        }
        return files.map(\.path)
    }
}

/// A platform that grades a template's submissions itself, in place of a CI file.
enum ClassroomPlatform: String, CaseIterable, ArgumentValue {
    case classroom50
}

struct ClassroomExportTestsCommand: Command {
    static let name = "export-tests"
    static let summary = Localized(
        en: "Write the hidden tests for a private repository that \"grade --hidden-tests\" reads.",
        ko: "\"grade --hidden-tests\"가 읽는 비공개 저장소용으로 숨겨진 테스트를 씁니다.")
    static let discussion = Localized(
        en: """
            DIR gets <lesson>/<exercise>/tests/… for each exercise of the selected lessons (and any other
            file a grade reads that the student template leaves out). Push it to a private repository
            and name it in the CI file's HIDDEN_TESTS_REPOSITORY; the grade then takes the tests from
            there only.
            """,
        ko: """
            DIR에 고른 강의의 연습 문제마다 <lesson>/<exercise>/tests/…를 씁니다(학생용 템플릿에서 빠진,
            채점에 필요한 다른 파일도 함께). 비공개 저장소에 푸시하고 CI 파일의 HIDDEN_TESTS_REPOSITORY에
            그 이름을 적으면, 채점은 테스트를 그곳에서만 가져옵니다.
            """)

    @Argument("DIR", help: "the folder to write the hidden tests into (new or empty)", ko: "숨겨진 테스트를 쓸 폴더(새 폴더나 빈 폴더)")
    var folder: URL
    @Option("--lessons", help: "The lessons of the assignment, e.g. 01-state,02-binding, or a track: tca-1.0, tca-today (default: all).",
            ko: "과제에 넣을 강의 또는 트랙. 예: 01-state,02-binding, 또는 tca-1.0, tca-today(기본값: 전부).")
    var lessons: LessonSelection?
    @Flag("--force", help: "Write into a folder that is not empty (files of the same name are replaced).",
          ko: "비어 있지 않은 폴더에도 씁니다(이름이 같은 파일은 바뀝니다).")
    var force: Bool

    func run(_ context: Context) throws -> Int32 {
        let course = try context.course()
        let exercises = try lessons.lessons(in: course).flatMap(\.exercises)
        let tool = try? ToolSource.resolve(repository: nil, ref: nil, toolRoot: context.layout.toolRoot)
        let exported = try HiddenTestsExport.write(exercises, tool: tool, to: folder, force: force)
        context.print(ClassroomWording(style: context.style).wroteHiddenTests(
            exercises: exported.count, to: displayPath(folder, from: context.environment.directory)))
        return ExitCode.success
    }
}
