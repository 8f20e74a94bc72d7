import Foundation

/// `tca-learn lesson new SLUG` and `tca-learn lesson check [PATH]`: the instructor's tools. What
/// they do lives in Authoring/; these say it.
enum LessonCommands: CommandGroup {
    static let name = "lesson"
    static let summary = Localized(
        en: "For lesson authors: scaffold a lesson, or check one or a whole course.",
        ko: "강의 작성자용: 강의 뼈대를 만들거나, 강의 하나 또는 과정 전체를 검사합니다.")
    static let discussion = Localized(
        en: """
            lesson new SLUG     creates Lessons/NN-SLUG/ with one sample exercise, its hidden checks
                                and its solution in Solutions/, all ready to edit (see AUTHORING.md).
            lesson check [PATH] checks a lesson folder, or a course folder (one with Lessons/), or
                                this course: metadata valid, texts in English and Korean, every
                                starter failing the checks its metadata names, every solution passing.
                                Each solution's render trace must match the trace.golden file
                                beside it. Exit code 0 when all is well, 1 otherwise.
            """,
        ko: """
            lesson new SLUG     Lessons/NN-SLUG/에 예제 연습 문제 하나와 숨겨진 체크, Solutions/의 해답을
                                바로 고칠 수 있게 만듭니다(AUTHORING.md 참고).
            lesson check [PATH] 강의 폴더, 과정 폴더(Lessons/가 있는 폴더), 또는 이 과정을 검사합니다.
                                메타데이터가 올바른지, 텍스트가 영어와 한국어로 있는지, 모든 시작 코드가
                                메타데이터에 적힌 체크에서 실패하는지, 모든 해답이 통과하는지, 해답의
                                렌더 트레이스가 옆의 trace.golden과 같은지 봅니다. 문제가 없으면 종료 코드 0, 있으면 1.
            """)
    static let subcommands = [CommandEntry(LessonNewCommand.self), CommandEntry(LessonCheckCommand.self)]
}

struct LessonCheckCommand: Command {
    static let name = "check"
    static let summary = Localized(
        en: "Check a lesson folder, a course folder, or this course.",
        ko: "강의 폴더, 과정 폴더, 또는 이 과정을 검사합니다.")

    @Argument("PATH", help: "the lesson or course folder to check", ko: "검사할 강의나 과정 폴더")
    var path: String?
    @Flag("--update-golden", help: "Write each passing solution's trace as its new trace.golden.",
          ko: "통과한 해답의 트레이스를 새 trace.golden으로 씁니다.")
    var updateGolden: Bool

    func run(_ context: Context) throws -> Int32 {
        let style = context.style
        let (problems, gradable) = try LessonCheck(path: path, layout: context.layout).inspectFiles()
        for problem in problems {
            context.print(style.red("✗ ") + "\(style.path(problem.file))" + (problem.field.map { style.dim(" [\($0)]") } ?? "") + ": " + problem.message)
        }
        context.status("Grading \(style.count(gradable.count, "exercise", "exercises")) (starter and solution each)…")
        let findings = CourseVerifier(grader: try context.grader(), updateGoldenTraces: updateGolden).verify(gradable)
        var unsound = 0
        for finding in findings {
            if finding.isSound {
                context.print(style.green("✓ ") + finding.exercise.path)
            } else {
                unsound += 1
                context.print(style.red("✗ ") + finding.exercise.path)
                for problem in finding.problems {
                    context.print("    " + problem)
                }
            }
        }
        let total = problems.count + unsound
        context.print(total == 0
            ? style.green("The course is sound: \(style.count(findings.count, "exercise", "exercises")) verified.")
            : style.red("\(style.count(total, "problem", "problems")) found."))
        return total == 0 ? ExitCode.success : ExitCode.failure
    }
}

struct LessonNewCommand: Command {
    static let name = "new"
    static let summary = Localized(
        en: "Scaffold a lesson: one sample exercise, its hidden checks and its solution.",
        ko: "강의 뼈대를 만듭니다: 예제 연습 문제 하나, 숨겨진 체크, 해답.")

    @Argument("SLUG", help: "the new lesson's name: tca-learn lesson new SLUG (e.g. lesson new environment)",
              ko: "새 강의 이름: tca-learn lesson new SLUG(예: lesson new environment)")
    var slug: String

    func run(_ context: Context) throws -> Int32 {
        guard slug.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }), slug.first?.isLetter == true else {
            throw UsageError.badValue(
                option: "SLUG", value: slug,
                expected: Localized(en: "lowercase words joined by dashes, e.g. environment-values", ko: "소문자 낱말을 대시로 이은 이름(예: environment-values)"))
        }
        let (lesson, files) = try LessonTemplate.write(slug.lowercased(), lessons: context.layout.lessonsFolder, solutions: context.layout.solutionsFolder)
        for file in files {
            context.print(context.style.green("+ ") + context.style.path(file))
        }
        // Verified like any lesson, which also writes the solution's golden trace beside it.
        let (problems, gradable) = try LessonCheck(path: lesson.path, layout: context.layout).inspectFiles()
        let findings = CourseVerifier(grader: try context.grader(), updateGoldenTraces: true).verify(gradable)
        for exercise in gradable {
            context.print(context.style.green("+ ") + context.style.path(GoldenTrace.file(for: exercise)))
        }
        let unsound = problems.map(\.description) + findings.flatMap(\.problems)
        guard unsound.isEmpty else {
            // The template itself is broken: say so rather than hand over a lesson that fails.
            throw TemplateError(problems: unsound)
        }
        context.print("Next: edit these files (AUTHORING.md explains each), then run \"tca-learn lesson check \(displayPath(lesson, from: context.environment.directory))\".")
        return ExitCode.success
    }
}

/// `lesson new` wrote a lesson that does not pass `lesson check`: a bug in tca-learn's template.
struct TemplateError: ToolError {
    var problems: [String]

    var exitCode: Int32 { ExitCode.failure }
}
