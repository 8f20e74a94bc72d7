import Foundation

struct GradeCommand: Command {
    static let name = "grade"
    static let summary = Localized(
        en: "Grade a whole workbook for a classroom or CI (no prompts, machine-readable results).",
        ko: "수업이나 CI용으로 워크북 전체를 채점합니다(묻지 않고, 기계가 읽는 결과로).")
    static let discussion = Localized(
        en: """
            Grades every exercise of the workbook (or one lesson, or one exercise, or the lessons of
            --lessons 01-state,02-binding) in course order, in parallel on all cores, and never writes
            to the learner's files. Formats: text (default), json (Exercism results.json v3), junit
            (JUnit XML), annotations (GitHub ::error lines), classroom50 (Classroom 50's result.json;
            reads CLASSROOM, ASSIGNMENT, OWNER, SUBMISSION_TAG, COMMIT_URL, RELEASE_URL as its runner
            sets them, dates the result by the graded commit, and appends status= and summary= to
            $GITHUB_OUTPUT when set), gradescope (Gradescope's results.json, each check shown as
            --visibility FILE says), prairielearn (PrairieLearn's results.json) and classroom (legacy:
            the retired GitHub Classroom's base64 result). With a platform format, a --workbook that
            does not exist is graded as a submission without the workbook, in the platform's words.
            --markdown-summary FILE appends a Markdown table of the grade to FILE (GitHub's
            $GITHUB_STEP_SUMMARY, Classroom 50's release-body.md). With --output the format goes to
            FILE and the summary to the terminal; otherwise the summary goes to standard error.
            --hidden-tests DIR mirrors Lessons/<lesson>/<exercise>/tests/ outside the student's
            repository (as "classroom export-tests" writes it) and is then the only source of tests.
            To grade a whole class on this machine, one folder per student, use "grade-roster DIR".
            Exit code: 0 all passed, 1 some failed, 2 a usage or configuration error.
            """,
        ko: """
            워크북의 모든 연습 문제(또는 강의 하나, 연습 문제 하나, --lessons에 적은 강의들)를 강의
            순서대로, 모든 코어에서 병렬로 채점하며 학습자 파일에는 아무것도 쓰지 않습니다. 형식:
            text(기본값), json(Exercism results.json v3), junit(JUnit XML), annotations(GitHub ::error 줄),
            classroom50(Classroom 50의 result.json. 러너가 넣어 주는 CLASSROOM, ASSIGNMENT, OWNER,
            SUBMISSION_TAG, COMMIT_URL, RELEASE_URL을 읽고, 채점한 커밋의 날짜를 적고, $GITHUB_OUTPUT이
            있으면 status=와 summary=를 덧붙입니다), gradescope(Gradescope의 results.json. 검사마다
            --visibility FILE에 적힌 대로 보여 줍니다), prairielearn(PrairieLearn의 results.json),
            classroom(예전 방식: 종료된 GitHub Classroom의 base64 결과). 플랫폼 형식에서는 없는
            --workbook을 워크북 없이 낸 제출물로 보고 그 플랫폼의 방식으로 알립니다.
            --markdown-summary FILE은 채점 결과를 마크다운 표로 FILE에 덧붙입니다(GitHub의
            $GITHUB_STEP_SUMMARY, Classroom 50의 release-body.md). --output을 주면 형식은 FILE로,
            요약은 터미널로 갑니다. 주지 않으면 요약은 표준 오류로 갑니다. --hidden-tests DIR은 학생
            저장소 밖에 Lessons/<lesson>/<exercise>/tests/와 같은 구조로 둔 폴더이며("classroom
            export-tests"가 이렇게 씁니다), 주면 테스트를 그곳에서만 가져옵니다.
            이 컴퓨터에서 학생마다 폴더 하나씩 반 전체를 채점하려면 "grade-roster DIR"을 쓰세요.
            종료 코드: 모두 통과 0, 일부 실패 1, 사용법이나 설정 오류 2.
            """)

    static let readsWorkbookSettings = false

    enum Format: String, CaseIterable, ArgumentValue {
        case text, json, junit, annotations, classroom50, gradescope, prairielearn, classroom

        /// The formats of a classroom platform, which say "not graded" in their own way.
        var isPlatform: Bool { [.classroom50, .gradescope, .prairielearn].contains(self) }
    }

    @Argument("LESSON|EXERCISE", help: "the lesson or exercise to grade", ko: "채점할 강의나 연습 문제")
    var selection: String?
    @Option("--format", help: "What to write (default: text).", ko: "출력 형식(기본값: text).")
    var format = Format.text
    @Option("--output", value: "FILE", help: "Write the format to FILE; the summary still goes to the terminal.",
            ko: "결과를 FILE에 씁니다. 요약은 그대로 터미널에 나옵니다.")
    var output: URL?
    @Option("--hidden-tests", value: "DIR", help: "Take the hidden tests only from DIR/<lesson>/<exercise>/tests/.",
            ko: "숨겨진 테스트를 DIR/<lesson>/<exercise>/tests/에서만 가져옵니다.")
    var hiddenTests: URL?
    @Flag("--always-exit-zero", help: "Exit 0 whatever the grade (for runners that read only the results).",
          ko: "채점 결과와 상관없이 0으로 끝납니다(결과 파일만 읽는 러너용).")
    var alwaysExitZero: Bool
    @Option("--lessons", help: "Grade only these lessons, e.g. 01-state,02-binding, or a track's, e.g. tca-today (an assignment's).",
            ko: "이 강의들(또는 트랙의 강의들)만 채점합니다. 예: 01-state,02-binding, tca-today(과제의 강의).")
    var lessons: LessonSelection?
    @Option("--visibility", value: "FILE", help: "With --format gradescope: what students see of each check (as \"classroom gradescope\" writes it).",
            ko: "--format gradescope에서 학생이 검사마다 무엇을 보는지 적은 파일(\"classroom gradescope\"가 씁니다).")
    var visibility: URL?
    @Option("--markdown-summary", value: "FILE", help: "Also append a Markdown table of the grade to FILE.",
            ko: "채점 결과를 마크다운 표로 FILE에 덧붙입니다.")
    var markdownSummary: URL?

    func run(_ context: Context) throws -> Int32 {
        // Last run's result goes first (`GradeScope.removeStale`); a folder given as --output,
        // whatever it holds, is refused rather than touched.
        var isFolder: ObjCBool = false
        if let output, FileManager.default.fileExists(atPath: output.path, isDirectory: &isFolder), isFolder.boolValue {
            throw PathError.outputIsAFolder(output.path)
        }
        if let output { GradeScope.removeStale(output) }
        GradeScope.sayIgnoredSettings(context)
        let course = try context.course()
        let exercises = try GradeScope(selection: selection, lessons: lessons).exercises(in: course)
        if visibility != nil, format != .gradescope {
            throw UsageError.optionNeedsFormat(option: "--visibility", format: Format.gradescope.rawValue)
        }
        let settings = try visibility.map(GradescopeResult.Settings.read) ?? GradescopeResult.Settings(default: .visible, checks: [:])
        // A named workbook that is not there is most likely a typo; the default one is simply a
        // student who has not started, who gets every exercise failed as missing. A platform
        // grades whatever a student handed in: there, no workbook is the student's to fix.
        let workbookMissing = !FileManager.default.fileExists(atPath: context.workbook.root.path)
        if context.workbookIsNamed, workbookMissing, !format.isPlatform {
            throw PathError.workbookMissing(context.workbook.root.path)
        }
        let identity = format == .classroom50
            ? try Classroom50Result.Identity.fromEnvironment(context.environment.variables, checkout: context.workbook.root) : nil
        let plan = try WorkbookGrading.Plan(course: course, exercises: exercises, workbook: context.workbook, hiddenTests: hiddenTests)
        let graded = WorkbookGrading(grader: try context.grader()).grade(plan)
        if context.options.verbose {
            for exercise in graded {
                context.status("\(exercise.exercise.path): " + GradeWording(context.style.language).details(exercise.result))
            }
        }

        // Colour only for text on a terminal; files and machine formats stay plain.
        let textStyle = output == nil ? context.style : Style(color: false, language: context.style.language, directory: context.style.directory)
        let grade = PlatformGrade(graded, submissionMissing: context.workbookIsNamed && workbookMissing)
        let formatted = try render(graded, grade: grade, style: textStyle, settings: settings, identity: identity)
        // The summary goes where it does not mix with the format: stdout only for plain text.
        let summaryToStdout = output != nil || format == .text
        if let output {
            try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            try formatted.write(to: output, options: .atomic)
        } else {
            context.output.write(formatted, to: .standardOutput)
        }
        if let markdownSummary {
            try Self.append(MarkdownSummary.render(grade), to: markdownSummary)
        }
        if format == .classroom50, let file = context.environment.variables["GITHUB_OUTPUT"], !file.isEmpty {
            try Self.append(Classroom50Result.outputLines(grade), to: URL(fileURLWithPath: file))
        }
        if output != nil || format != .text {
            let stream: Output.Stream = summaryToStdout ? .standardOutput : .standardError
            let color = context.style.color && context.output.isTerminal(stream)
            let summary = GradeSummary(style: Style(color: color, language: context.style.language, directory: context.style.directory)).render(graded)
            context.output.write(summary + "\n", to: stream)
        }
        return alwaysExitZero || graded.allPassed ? ExitCode.success : ExitCode.failure
    }

    /// Appends `text` to `file`, made when missing: GitHub's step summary and output files are
    /// shared by every step, so they are added to, never replaced.
    static func append(_ text: String, to file: URL) throws {
        if !FileManager.default.fileExists(atPath: file.path) {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: file)
        }
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    func render(
        _ graded: [GradedExercise], grade: PlatformGrade, style: Style, settings: GradescopeResult.Settings, identity: Classroom50Result.Identity?
    ) throws -> Data {
        switch format {
        case .text:
            let reports = graded.map { GradeReport(style: style, exercise: $0.exercise, result: $0.result, learnerFiles: $0.learnerFiles).render() }
            return Data((reports.joined(separator: "\n\n") + "\n\n" + GradeSummary(style: style).render(graded) + "\n").utf8)
        case .json: return try ExercismResults.render(graded)
        case .junit: return JUnitReport.render(graded)
        case .classroom: return try ClassroomResult.render(graded)
        case .annotations: return Annotations.render(graded)
        case .classroom50: return try Classroom50Result.render(grade, identity: identity!)
        case .gradescope: return try GradescopeResult.render(grade, settings: settings)
        case .prairielearn: return try PrairieLearnResult.render(grade)
        }
    }
}
