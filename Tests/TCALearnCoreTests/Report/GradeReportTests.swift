import Foundation
import GradeRecords
import RenderTrace
import Testing
@testable import TCALearnCore

/// The terminal report: the grader's facts said in the learner's language.
@Suite struct GradeReportTests {
    /// An exercise whose every name is Korean, so any English word in a Korean report was
    /// phrased by the report itself.
    static let exercise = Exercise(
        id: "예제", slug: "예제", lessonSlug: "기초", folder: URL(fileURLWithPath: "/기초/예제"),
        solutionFolder: URL(fileURLWithPath: "/해답/예제"), title: Localized(en: "예제", ko: "예제"), kind: .fixTheBug,
        files: ["답.swift"], tests: ["검사.swift"], timeLimitSeconds: 2.5, hints: [],
        checks: ["ㄱ", "ㄴ", "ㄷ"].map { CheckSpec(id: $0, points: 1, title: Localized(en: $0, ko: $0), concept: Localized(en: "ㅏ", ko: "ㅏ")) },
        starterFails: [])

    /// One result for every status, and within them every reason a check did not run.
    static let everyStatus: [GradeResult] = {
        let specs = exercise.checks
        func result(_ status: GradeResult.Status, _ checks: [CheckOutcome.Status]) -> GradeResult {
            GradeResult(exerciseID: exercise.id, status: status, checks: zip(specs, checks).map {
                CheckOutcome(spec: $0, status: $1, result: $1 == .fail ? CheckResult(id: $0.id, status: .fail, output: "ㅓ", outputWasCut: true) : nil)
            }, outputWasCut: true)
        }
        let crashed = CrashReport(cause: .signal(11), file: nil, line: nil, checkID: "ㄱ")
        var results = [
            result(.crashed(crashed), [.notRun(.crashedDuringThisCheck), .notRun(.programStoppedBefore), .notRun(.notInHiddenTests)]),
            result(.timedOut, [.fail, .notRun(.runningAtTimeLimit), .notRun(.programStoppedBefore)]),
            result(.missingFiles(["답.swift"]), Array(repeating: .notRun(.programNotRun), count: 3)),
            result(.gradingError("ㅗ"), Array(repeating: .notRun(.programNotRun), count: 3)),
            result(.refused([
                SourceRefusal(file: "/답/답.swift", line: 1, column: 1, found: "ㄹ", reason: .harness),
                SourceRefusal(file: "/답/답.swift", line: 2, column: 1, found: "ㅁ", reason: .files),
                SourceRefusal(file: "/답/답.swift", line: 3, column: 1, found: "ㅂ", reason: .processes),
                SourceRefusal(file: "/답/답.swift", line: 4, column: 1, found: "ㅅ", reason: .environment),
                SourceRefusal(file: "/답/답.swift", line: 5, column: 1, found: "ㅇ", reason: .lowLevel),
            ]), Array(repeating: .notRun(.programNotRun), count: 3)),
            result(.passed, [.pass, .pass, .pass]),
            result(.refused([
                SourceRefusal(file: "/답/답.swift", line: 6, column: 1, found: "ㅈ", reason: .memory),
                SourceRefusal(file: "/답/답.swift", line: 7, column: 1, found: "ㅊ", reason: .regexLiteral),
            ]), Array(repeating: .notRun(.programNotRun), count: 3)),
            result(.refused([SourceRefusal.FileProblem.symbolicLink, .folderIsLink, .notARegularFile, .tooLarge(bytes: 300_000), .notUTF8].map {
                SourceRefusal(file: "/답/답.swift", line: nil, column: nil, found: "답.swift", reason: .file($0))
            }), Array(repeating: .notRun(.programNotRun), count: 3)),
            result(.refused([
                SourceRefusal(file: "/답/답.swift", line: 1, column: 1, found: "ㄱ", reason: .predictionNotALiteral(name: "ㄴ", type: "ㄷ")),
                SourceRefusal(file: "/답/답.swift", line: 2, column: 1, found: "ㄱ", reason: .predictionWrongType(name: "ㄴ", expected: "ㄷ")),
                SourceRefusal(file: "/답/답.swift", line: 3, column: 1, found: "ㄱ", reason: .changedFromStarter(starter: "ㄹ", predictions: ["ㄴ"])),
                SourceRefusal(file: "/답/답.swift", line: 4, column: 1, found: "", reason: .changedFromStarter(starter: "ㄹ", predictions: ["ㄴ"])),
                SourceRefusal(file: "/답/답.swift", line: 5, column: 1, found: "ㄱ", reason: .changedFromStarter(starter: "", predictions: ["ㄴ"])),
            ]), Array(repeating: .notRun(.programNotRun), count: 3)),
            // A report shows five refusals at most: these come in a grade of their own.
            result(.refused([
                SourceRefusal(file: "/답/답.swift", line: 6, column: 1, found: "ㄱ", reason: .redeclaresCheckName(.topLevelType)),
                SourceRefusal(file: "/답/답.swift", line: 7, column: 1, found: "ㄱ", reason: .redeclaresCheckName(.topLevel)),
                SourceRefusal(file: "/답/답.swift", line: 8, column: 1, found: "==", reason: .redeclaresCheckName(.topLevel)),
                SourceRefusal(file: "/답/답.swift", line: 9, column: 1, found: "ㄱ", reason: .redeclaresCheckName(.extensionOf("ㅎ"))),
                SourceRefusal(file: "/답/답.swift", line: 10, column: 1, found: "==", reason: .redeclaresCheckName(.extensionOf("ㅎ"))),
            ]), Array(repeating: .notRun(.programNotRun), count: 3)),
            result(.compileTimedOut, Array(repeating: .notRun(.programNotRun), count: 3)),
            result(.resultsRejected(.startedTwice("ㅛ")), Array(repeating: .notRun(.resultsRejected), count: 3)),
        ]
        // A write-the-test grade whose test fails on the correct feature: its variants do not count.
        results.append(result(.someChecksFailed, [.fail, .notRun(.passedButTestFailsOnReference), .notRun(.passedButTestFailsOnReference)]))
        for signal: Int32 in [4, 6, 9, 11, 25, 7] {
            results.append(result(.crashed(CrashReport(cause: .signal(signal), checkID: "ㄱ")), [.notRun(.crashedDuringThisCheck)]))
        }
        for code: Int32 in [0, 3] {
            results.append(result(.crashed(CrashReport(cause: .exit(code), checkID: "ㄱ")), [.notRun(.crashedDuringThisCheck)]))
        }
        // The workbook given to grade is a link.
        results.append(result(.refused([SourceRefusal(file: "/답/답.swift", line: nil, column: nil, found: "/답", reason: .file(.workbookIsLink))]),
                              Array(repeating: .notRun(.programNotRun), count: 3)))
        return results
    }()

    @Test func theFixtureHasEveryReasonACheckDidNotRun() {
        let reasons = Set(Self.everyStatus.flatMap { $0.checks.compactMap(\.notRunReason) }.map { "\($0)" })
        #expect(reasons == Set(CheckOutcome.NotRunReason.allCases.map { "\($0)" }))
    }

    @Test func noEnglishLeaksIntoKoreanNotesAndCrashTexts() throws {
        // API and tool names the Korean text keeps as they are, and the files' extension.
        let keptWords: Set<String> = [
            "fatalError", "Swift", "exit", "KB", "tca", "learn", "swift", "C", "UTF", "true", "false", "nil", "reset",
        ]
        let words = try Regex("[A-Za-z]+")
        var leaked: [String] = []
        for result in Self.everyStatus {
            let report = GradeReport(style: Style(color: false, language: .ko), exercise: Self.exercise, result: result).render()
            for line in report.split(separator: "\n") {
                for match in line.matches(of: words) where !keptWords.contains(String(line[match.range])) {
                    leaked.append("\(line[match.range]) in: \(line)")
                }
            }
        }
        #expect(leaked == [])
    }

    /// Three checks, each tapping a button of its own name; "broken" ran on a variant.
    static let traced: (exercise: Exercise, passed: GradeResult) = {
        var exercise = Exercise(
            id: "ex", slug: "01-ex", lessonSlug: "01-l", folder: URL(fileURLWithPath: "/l/ex"), solutionFolder: URL(fileURLWithPath: "/s/ex"),
            title: Localized(en: "Ex", ko: "Ex"), kind: .writeTheTest, files: ["A.swift"], tests: ["T.swift"], timeLimitSeconds: 5, hints: [],
            checks: ["highlight", "node", "broken"].map {
                CheckSpec(id: $0, points: 1, title: Localized(en: "Check \($0)", ko: "체크 \($0)"), concept: Localized(en: "c", ko: "c"))
            },
            starterFails: [])
        exercise.variants = [Variant(id: "no-reset", checks: ["broken"], replace: [:])]
        exercise.passTraces = ["highlight"]
        let checks = exercise.checks.map { spec in
            let trace = [TraceEvent(.interaction, path: "V/\(spec.id)", subject: "Button", fact: .tap, detail: "tap-\(spec.id)")]
            return CheckOutcome(spec: spec, status: .pass, result: CheckResult(id: spec.id, status: .pass, trace: trace))
        }
        return (exercise, GradeResult(exerciseID: exercise.id, status: .passed, checks: checks))
    }()

    @Test func aPassShowsTheTracesTheExplanationTalksAboutEachLabelledAndFullShowsEvery() {
        let (exercise, passed) = Self.traced
        func report(_ mode: GradeReport.TraceMode, _ language: Language = .en) -> String {
            GradeReport(style: Style(color: false, language: language), exercise: exercise, result: passed, traceMode: mode).render()
        }
        let folded = report(.folded(hint: "--full-trace"))
        #expect(folded.contains("What just happened — \"Check highlight\":\n"), "\(folded)")
        #expect(folded.contains("tap-highlight"))
        #expect(!folded.contains("tap-node") && !folded.contains("tap-broken"))

        let full = report(.full)
        for id in ["highlight", "node", "broken"] { #expect(full.contains("tap-\(id)"), "\(id)") }
        #expect(full.components(separatedBy: "What just happened — ").count == 4)
        // A write-the-test check's trace says which broken version it ran on.
        #expect(full.contains("What just happened — \"Check broken\", on variant no-reset:\n"))
        #expect(report(.full, .ko).contains("방금 일어난 일 — \"체크 broken\", 변형 no-reset에서:\n"))
    }

    @Test func theEnglishReportSaysEachStatusInItsOwnWords() {
        let reports = Self.everyStatus.map {
            GradeReport(style: Style(color: false, language: .en), exercise: Self.exercise, result: $0).render()
        }
        #expect(reports[0].contains("✗ The program crashed: The program was stopped by signal 11 (segmentation fault: often an endless recursion)."))
        #expect(reports[0].contains("The program stopped during this check: The program was stopped by signal 11"))
        #expect(reports[0].contains("Not run: the program stopped before this check."))
        #expect(reports[0].contains("The hidden tests have no check with this id"))
        #expect(reports[1].contains("✗ Stopped after 2.5 s: the program did not finish in time."))
        #expect(reports[1].contains("This check was still running after 2.5 s"))
        #expect(reports[1].contains("… (output cut after 16 KB)"))
        #expect(reports[1].contains("The program printed more than 256 KB; only the start was kept."))
        #expect(reports[2].contains("✗ 답.swift is missing from the workbook, so this exercise cannot be graded."))
        #expect(reports[3].contains("✗ This exercise could not be graded"))
        #expect(reports[4].contains("✗ Not graded: the grader refused your code before compiling it."))
        #expect(reports[4].contains("/답/답.swift:1:1: error: `ㄹ` belongs to the grader."))
        #expect(reports[7].contains("/답/답.swift: error: `답.swift` is a symbolic link."))
        #expect(reports[10].contains("✗ Compiling your code took longer than 60 s and was stopped"))
        #expect(reports[11].contains("✗ The grader did not accept this program's results (ㅛ started twice)."))
        #expect(!reports[11].contains("○"))
        #expect(reports[reports.count - 2].contains("✗ The program crashed: The program exited with code 3 before the checks finished."))
        #expect(reports.last?.contains("/답/답.swift: error: The workbook `/답` is a symbolic link.") == true, "\(reports.last ?? "")")
        // Checks that never ran are not listed one by one: the line above them says why.
        #expect(!reports[2].contains("○"))
    }

    @Test func aPredictionIsLabelledAsTheRuntimeAndYourPredictionInOneLanguage() throws {
        let fixture = try FixtureCourse(exercises: [FixtureCourse.ExerciseFixture()])
        defer { fixture.remove() }
        let exercise = try fixture.load().exercises[0]
        let failure = CheckFailure(
            message: "Title.body runs", messageKo: "Title.body 실행 횟수", expected: "1", actual: "3",
            comparison: .prediction, file: "Checks.swift", line: 3)
        let check = CheckOutcome(
            spec: exercise.checks[0], status: .fail,
            result: CheckResult(id: exercise.checks[0].id, status: .fail, failures: [failure]))
        let result = GradeResult(exerciseID: exercise.id, status: .someChecksFailed, checks: [check])
        let english = GradeReport(style: Style(color: false, language: .en), exercise: exercise, result: result).render()
        #expect(english.contains("      The runtime:     1\n      Your prediction: 3\n"))
        let korean = GradeReport(style: Style(color: false, language: .ko), exercise: exercise, result: result).render()
        #expect(korean.contains("      실제 런타임: 1\n      내 예측:     3\n"))
        for report in [english, korean] {
            #expect(!report.contains("Expected") && !report.contains("기대값") && !report.contains("·"))
        }
        let graded = GradedExercise(exercise: exercise, result: result, taskNumber: 1, testCode: "", learnerFiles: [])
        #expect(graded.message(for: check)?.contains("the runtime:     1\n  your prediction: 3") == true)
    }

    @Test func aValueThatSpansLinesStaysInsideTheReport() throws {
        let fixture = try FixtureCourse(exercises: [FixtureCourse.ExerciseFixture()])
        defer { fixture.remove() }
        let exercise = try fixture.load().exercises[0]
        let warning = "1: A binding action … was not handled.\n\n  Action:\n    Feature.Action.binding(.set(_, true))"
        let failure = CheckFailure(message: "warnings", expected: "0", actual: warning, file: "Checks.swift", line: 3)
        let check = CheckOutcome(
            spec: exercise.checks[0], status: .fail,
            result: CheckResult(id: exercise.checks[0].id, status: .fail, failures: [failure]))
        let result = GradeResult(exerciseID: exercise.id, status: .someChecksFailed, checks: [check])

        let lines = GradeReport(style: Style(color: false, language: .en), exercise: exercise, result: result)
            .render().split(separator: "\n", omittingEmptySubsequences: false)
        let actual = try #require(lines.firstIndex { $0.hasPrefix("      Actual:   1: A binding action") })
        #expect(lines[actual + 1] == "")
        #expect(lines[actual + 2] == "            Action:")
        #expect(lines[actual + 3] == "              Feature.Action.binding(.set(_, true))")
        #expect(lines[actual + 4].hasPrefix("      Why: "))
    }
}
