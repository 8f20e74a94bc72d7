import Foundation

/// `tca-learn classroom gradescope DIR`: the autograder Gradescope (and Codio) runs.
struct ClassroomGradescopeCommand: Command {
    static let name = "gradescope"
    static let summary = Localized(
        en: "Write autograder.zip for Gradescope (Codio runs it too).",
        ko: "Gradescope용 autograder.zip을 씁니다(Codio에서도 돌아갑니다).")
    static let discussion = Localized(
        en: """
            DIR gets autograder.zip (setup.sh, which installs Swift and builds tca-learn from --tool-repo at
            --tool-ref; run_autograder, which grades the submission's workbook/; visibility.json; and
            --hidden-tests DIR when given) and visibility.json, which says what students see of each
            check: visible, after_due_date, after_published or hidden. Edit DIR/visibility.json and run
            the command again: the zip takes it. The zip is written without the zip command.
            """,
        ko: """
            DIR에 autograder.zip(Swift를 설치하고 --tool-repo의 --tool-ref에서 tca-learn을 빌드하는
            setup.sh, 제출물의 workbook/을 채점하는 run_autograder, visibility.json, 그리고 --hidden-tests
            DIR을 주면 그 테스트)과 visibility.json을 씁니다. visibility.json은 학생이 체크마다 무엇을
            보는지 정합니다: visible, after_due_date, after_published, hidden. DIR/visibility.json을
            고치고 명령을 다시 실행하면 zip에 반영됩니다. zip 명령 없이 씁니다.
            """)

    @Argument("DIR", help: "the folder to write autograder.zip into", ko: "autograder.zip을 쓸 폴더")
    var folder: URL
    @Option("--lessons", help: "The lessons of the assignment, e.g. 01-state,02-binding, or a track: tca-1.0, tca-today (default: all).",
            ko: "과제에 넣을 강의 또는 트랙. 예: 01-state,02-binding, 또는 tca-1.0, tca-today(기본값: 전부).")
    var lessons: LessonSelection?
    @Option("--visibility", help: "What students see of a check visibility.json does not name (default: visible).",
            ko: "visibility.json에 없는 체크를 학생이 언제 보는지(기본값: visible).")
    var visibility = GradescopeResult.Visibility.visible
    @Option("--hidden-tests", value: "DIR", help: "Put these hidden tests (\"classroom export-tests\") into the zip.",
            ko: "이 숨겨진 테스트(\"classroom export-tests\")를 zip에 넣습니다.")
    var hiddenTests: URL?
    @Option("--tool-repo", value: "URL", help: "The tca-learn repository setup.sh clones the grader from (default: origin).",
            ko: "setup.sh가 채점기를 받아 올 tca-learn 저장소(기본값: origin).")
    var toolRepository: String?
    @Option("--tool-ref", value: "REF", help: "The tag or commit of tca-learn that grades (default: this checkout's commit).",
            ko: "채점하는 tca-learn의 태그나 커밋(기본값: 이 체크아웃의 커밋).")
    var toolRef: String?

    func run(_ context: Context) throws -> Int32 {
        let course = try context.course()
        let selected = try lessons.lessons(in: course)
        let tool = try ToolSource.resolve(repository: toolRepository, ref: toolRef, toolRoot: context.layout.toolRoot)
        if let hiddenTests {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: hiddenTests.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw PathError.notAFolder(option: "--hidden-tests", path: hiddenTests.path)
            }
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The teacher's choices, kept between runs; every check of the assignment is listed, so
        // there is a line to change for each.
        let settingsFile = folder.appendingPathComponent(GradescopeResult.Settings.fileName)
        var settings = FileManager.default.fileExists(atPath: settingsFile.path)
            ? try GradescopeResult.Settings.read(settingsFile) : GradescopeResult.Settings(default: visibility, checks: [:])
        for exercise in selected.flatMap(\.exercises) {
            for check in exercise.checks where settings.checks["\(exercise.path)/\(check.id)"] == nil {
                settings.checks["\(exercise.path)/\(check.id)"] = settings.default
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(settings).write(to: settingsFile, options: .atomic)
        let maxPoints = selected.flatMap(\.exercises).reduce(0) { $0 + $1.totalPoints }
        let autograder = GradescopeAutograder(
            tool: tool, lessons: lessons == nil ? nil : selected.map(\.slug), maxPoints: maxPoints, settings: settings, hiddenTests: hiddenTests)
        try autograder.archive().write(to: folder.appendingPathComponent(GradescopeAutograder.fileName), options: .atomic)
        let hidden = settings.checks.values.filter { $0 != .visible }.count
        context.print(ClassroomWording(style: context.style).wroteGradescopeAutograder(
            displayPath(folder.appendingPathComponent(GradescopeAutograder.fileName), from: context.environment.directory),
            points: maxPoints, checks: settings.checks.count, hidden: hidden, ref: tool.ref, from: tool.repository,
            settings: GradescopeResult.Settings.fileName))
        return ExitCode.success
    }
}

/// `tca-learn classroom prairielearn DIR`: the grader image and PrairieLearn's entrypoint.
struct ClassroomPrairieLearnCommand: Command {
    static let name = "prairielearn"
    static let summary = Localized(
        en: "Write the grader image's Dockerfile and PrairieLearn's external-grading entrypoint.",
        ko: "채점기 이미지의 Dockerfile과 PrairieLearn 외부 채점 진입점을 씁니다.")
    static let discussion = Localized(
        en: """
            DIR gets a Dockerfile (Swift, tca-learn from --tool-repo at --tool-ref built and its course
            runtime compiled) and tca-learn-grade, the entrypoint a question's externalGradingOptions
            name: it grades /grade/student with the tests in /grade/tests (else the course's) and writes
            /grade/results/results.json. Build and push the image, then name it in each question.
            """,
        ko: """
            DIR에 Dockerfile(Swift와, --tool-repo의 --tool-ref에서 빌드한 tca-learn, 미리 컴파일한 코스
            런타임)과 tca-learn-grade를 씁니다. tca-learn-grade는 문제의 externalGradingOptions가 가리키는
            진입점으로, /grade/student를 /grade/tests의 테스트(없으면 코스의 테스트)로 채점해
            /grade/results/results.json에 씁니다. 이미지를 빌드해 푸시하고 문제마다 그 이름을 적으세요.
            """)

    @Argument("DIR", help: "the folder to write the image recipe into (new or empty)", ko: "이미지 레시피를 쓸 폴더(새 폴더나 빈 폴더)")
    var folder: URL
    @Option("--tool-repo", value: "URL", help: "The tca-learn repository the image clones the grader from (default: origin).",
            ko: "이미지가 채점기를 받아 올 tca-learn 저장소(기본값: origin).")
    var toolRepository: String?
    @Option("--tool-ref", value: "REF", help: "The tag or commit of tca-learn that grades (default: this checkout's commit).",
            ko: "채점하는 tca-learn의 태그나 커밋(기본값: 이 체크아웃의 커밋).")
    var toolRef: String?
    @Flag("--force", help: "Write into a folder that is not empty (files of the same name are replaced).",
          ko: "비어 있지 않은 폴더에도 씁니다(이름이 같은 파일은 바뀝니다).")
    var force: Bool

    func run(_ context: Context) throws -> Int32 {
        let tool = try ToolSource.resolve(repository: toolRepository, ref: toolRef, toolRoot: context.layout.toolRoot)
        try StudentTemplate.prepare(folder, force: force, for: .autograder)
        let written = try ClassroomNewCommand.write(PrairieLearnGrader(tool: tool).files(), to: folder)
        context.print(ClassroomWording(style: context.style).wrotePrairieLearnImage(
            written, to: displayPath(folder, from: context.environment.directory), ref: tool.ref))
        return ExitCode.success
    }
}
