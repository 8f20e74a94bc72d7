import Foundation
import Testing
@testable import TCALearnCore

/// The tool's own errors (wrong arguments, a broken setup) in the learner's language.
struct ToolErrorWordingTests {
    /// One of each error the tool reports itself, with facts of both final sounds.
    static let everyError: [any ToolError] = [
        UsageError.unknownCommand("chekc", suggestion: "check"), UsageError.unknownOption("--formt", suggestion: "--format"),
        UsageError.missingValue("--format", "FORMAT"), UsageError.flagTakesNoValue("--force"),
        UsageError.badValue(option: "--format", value: "yaml", expected: GradeCommand.Format.expectation),
        UsageError.badValue(option: "--time-limit", value: "0", expected: TimeLimit.expectation),
        UsageError.badValue(option: "--lessons", value: ",", expected: LessonSelection.expectation),
        UsageError.missingCommand, UsageError.missingSubcommand(choices: ["lesson check", "lesson new"]),
        UsageError.unknownSubcommand(group: "lesson", name: "publish", choices: ["lesson check", "lesson new"]),
        UsageError.missingArgument(Localized(en: "the exercise to reset", ko: "되돌릴 연습 문제")),
        UsageError.tooManyArguments(["1", "2"]), CourseLookupError.unknownExercise("counter"),
        CourseLookupError.unknownExercise("01-countr", suggestion: "01-state/01-counter"), CourseLookupError.unknownLessonOrExercise("state"),
        CourseLookupError.unknownLessons(["99-none"], lessons: ["01-state", "02-binding"]), UsageError.lessonsAndSelection,
        PathError.noSuchFile("Play.swift"), PathError.notASwiftFile("notes.txt"),
        PathError.notAFolder(option: "grade-roster", path: "/tmp/class"), HiddenTestsError.notAFolder("/tmp/hidden"),
        PathError.workbookMissing("/tmp/student"), PathError.rosterEmpty("/tmp/class"), UsageError.rosterWithWorkbook,
        PathError.folderIsAFile("/tmp/notes", for: .workbook), PathError.folderIsAFile("/tmp/notes", for: .studentTemplate),
        PathError.folderNotEmpty("/tmp/template", for: .studentTemplate), PathError.folderNotEmpty("/tmp/hidden", for: .hiddenTests),
        PathError.courseHasNoLessons("/tmp/course"), PathError.workbookInCheckout("/src/tca-learn"),
        PathError.lessonExists("Lessons/09-new"), PathError.notALessonOrCourse("/tmp/src"),
        HiddenTestsError.missing(["hidden/01-state/01-counter/CounterChecks.swift"]),
        ClassroomError.unsafeForCI(option: "--tool-ref", value: "v1;rm"), ClassroomError.noCloneableOrigin("git@host:me/tca-learn.git"),
        ClassroomError.noCloneableOrigin(nil), ClassroomError.notAGitCheckout, ClassroomError.slashInGitLabRef("release/1"),
        ProgressError.unreadable(".tca-learn/progress.json"), ProgressError.newerVersion(".tca-learn/progress.json", 9),
        WorkbookError(writing: "Counter.swift", errno: EROFS), WorkbookError(writing: "Counter.swift", errno: ENOSPC),
        WorkbookSettingsError.unreadable("tca-learn.json"), WorkbookSettingsError.newerVersion("tca-learn.json", 9),
        WorkbookSettingsError.courseMissing(settings: "tca-learn.json", course: "/tmp/course"),
        LayoutError.notFound, LayoutError.badHome("/tmp/home"),
        ToolchainError.notFound, ToolchainError.overrideNotExecutable("/tmp/swiftc"),
        RuntimeCacheError.missingSources("/tmp/src"),
        ChildProcessError.noPipe, GivenModuleError.notKept("/tmp/given"),
        CourseLookupError.exerciseNotReached("01-basics/02-second", next: "01-basics/01-sample", lessonStart: "01-basics/01-sample", check: "tca-learn check 01-basics/02-second"),
        CourseLookupError.exerciseNotChosen("10-today/02-x", lessons: "tca-1.0", widen: "tca-learn init --lessons tca-1.0,10-today"),
        InstallError.noExecutable, InstallError.noHome, InstallError.fileInTheWay("/home/me/.local/bin/tca-learn"),
    ]

    @Test func noEnglishLeaksIntoKoreanErrors() throws {
        // What stays as typed: quoted words, options, paths and addresses, commands to type
        // (`mv …`, `git pull`), variables and acronyms, the values an option takes.
        let kept = try Regex(#""[^"]*"|--?[a-z-]+|[\w.~/@:-]*[./][\w.~/@:-]*|[A-Z][A-Z_0-9]+(?![a-z])|\b(mv|chmod|git pull|swift build|tca-learn( init| list)?)\b[^)]*"#)
        let words = try Regex("[A-Za-z]+")
        let keptWords = Set(["Swift", "swiftc", "bin", "Lessons"] + GradeCommand.Format.allCases.map(\.rawValue))
        var leaked: [String] = []
        for error in Self.everyError {
            let message = error.message(.ko)
            let plain = message.replacing(kept, with: " ")
            for match in plain.matches(of: words) where !keptWords.contains(String(plain[match.range])) {
                leaked.append("\(plain[match.range]) in: \(message)")
            }
        }
        #expect(leaked == [])
    }

    @Test func aKoreanLearnerIsToldInKorean() {
        let misspelt = ToolRun(["chekc", "--lang", "ko"])
        #expect(misspelt.exitCode == 2)
        #expect(misspelt.stderr == "tca-learn: 이름이 \"chekc\"인 명령은 없습니다. \"check\"를 말한 것인가요? 명령 목록은 \"tca-learn --help\"로 볼 수 있습니다.\n")
        let missing = ToolRun(["reset"], variables: ["LANG": "ko_KR.UTF-8"])
        #expect(missing.stderr.hasPrefix("tca-learn: 되돌릴 연습 문제(예: tca-learn reset state-counter)가 빠졌습니다."), "\(missing.stderr)")
        #expect(ToolRun(["chekc"]).stderr.hasPrefix("tca-learn: Unknown command"))
    }
}
