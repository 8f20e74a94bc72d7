import Foundation
import Testing
@testable import TCALearnCore

/// The learner's loop, run through the tool's entry point: staying on the exercise `next`
/// showed, lesson texts on entering a lesson, hints, suggested commands, the "why" of a failure,
/// the trace told once, and the smaller edges.
@Suite struct LearnerLoopTests {
    typealias Learner = CommandTests.Learner

    /// A view with a counter, so the trace has steps: five taps, each writing state and re-running
    /// the body. Three checks, each tapping.
    static let counter: FixtureCourse.ExerciseFixture = {
        var exercise = FixtureCourse.ExerciseFixture(slug: "01-counter", id: "counter")
        exercise.starter = """
            import SwiftUI

            struct Counter: View {
                private let value = 0
                var body: some View {
                    Button("Count: \\(value)") {}
                }
            }

            """
        exercise.solution = exercise.starter
            .replacingOccurrences(of: "private let value = 0", with: "@State private var value = 0")
            .replacingOccurrences(of: "{}", with: "{ value += 1 }")
        exercise.checks = """
            import LessonTesting
            import SwiftUI

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                for id in ["one", "two", "three"] {
                    grade.check(id) { t in
                        let host = ViewHost(Counter())
                        for n in 0..<5 { try host.tap("Count: \\(n)") }
                        t.expect(host.texts == ["Count: 5"], "the title after five taps", expected: "Count: 5", actual: "\\(host.texts)")
                    }
                }
            }
            """
        exercise.checkIDs = ["one", "two", "three"]
        return exercise
    }()

    // MARK: - check and hint act on the exercise next showed

    @Test func checkAndHintStayOnTheExerciseNextShowedAfterItPasses() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        _ = learner.run(["next"])
        try learner.write(CommandTests.first.solution, to: "01-sample")
        #expect(learner.run(["check"]).exitCode == 0)

        let again = learner.run(["check"])
        #expect(again.stdout.hasPrefix("01-basics/01-sample  Sample\n"))
        #expect(!FileManager.default.fileExists(atPath: learner.file("02-second").path))
        _ = learner.run(["hint"])
        let course = try learner.fixture.load()
        #expect(try learner.progress().entry(course.exercises[0]).hintsShown == 1)
        #expect(try learner.progress().entry(course.exercises[1]).hintsShown == 0)
        #expect(try learner.progress().current == "sample")

        // Moving on is explicit.
        #expect(learner.run(["next"]).stdout.contains("Exercise 2/2"))
        #expect(learner.run(["check"]).stdout.hasPrefix("01-basics/02-second  Sample\n"))
    }

    @Test func checkWithoutNextPinsTheExerciseItGraded() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        try learner.write(CommandTests.first.solution, to: "01-sample")
        #expect(learner.run(["check"]).exitCode == 0)
        #expect(learner.run(["check"]).stdout.hasPrefix("01-basics/01-sample  Sample\n"))
    }

    @Test func openGoesBackToAReachedExerciseAndCheckSaysWhenItGradesAnotherThanTheLastSaved() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        // Past the first exercise not passed, nothing can be opened yet.
        let ahead = learner.run(["open", "02-second"])
        #expect(ahead.exitCode == 2)
        #expect(ahead.stderr.contains("01-basics/02-second is not reached yet. You can open any exercise up to 01-basics/01-sample (the first not passed)"))
        #expect(try learner.progress().current == nil)

        _ = learner.run(["next"])
        try learner.write(CommandTests.first.solution, to: "01-sample")
        _ = learner.run(["check"])
        _ = learner.run(["next"])
        #expect(learner.run(["check"]).stdout.hasPrefix("01-basics/02-second  Sample\n"))

        // The learner goes back to the first exercise's file without saying so: `check` still
        // grades the current exercise, and its first line says which and why.
        try learner.write(CommandTests.first.solution + "// again\n", to: "01-sample")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: learner.file("01-sample").path)
        let check = learner.run(["check"])
        #expect(check.stdout.hasPrefix(
            "Checking 01-basics/02-second, the current exercise (the one next or open showed last), though your last save was to 01-basics/01-sample.\nTo work on that one: "),
            "\(check.stdout)")
        #expect(check.stdout.contains(" open 01-basics/01-sample --workbook "))
        #expect(learner.run(["check"], language: .ko).stdout.hasPrefix(
            "현재 연습 문제(next나 open이 마지막으로 보여 준 문제)인 01-basics/02-second를 검사합니다. 마지막으로 저장한 파일은 01-basics/01-sample에 있습니다.\n"))
        // Naming the exercise says what is graded: no notice.
        #expect(learner.run(["check", "02-second"]).stdout.hasPrefix("01-basics/02-second  Sample\n"))

        let opened = learner.run(["open", "01-sample"])
        #expect(opened.exitCode == 0)
        #expect(opened.stdout.contains("Exercise 1/2 · 01-basics/01-sample — Sample"))
        #expect(try learner.progress().current == "sample")
        #expect(learner.run(["check"]).stdout.hasPrefix("01-basics/01-sample  Sample\n"))
        // The next exercise, reached before, opens by name too.
        #expect(learner.run(["open", "01-basics/02-second"]).exitCode == 0)
        #expect(try learner.progress().current == "second")
    }

    // MARK: - a new lesson's explanation, in next and in watch

    @Test func nextShowsANewLessonsTextOnEnteringItEvenAfterChecksAndOnlyOnce() throws {
        let learner = try Learner.twoLessons()
        defer { learner.fixture.remove() }
        // The learner checks before ever running next: the lesson has been attempted, not shown.
        _ = learner.run(["check"])
        #expect(learner.run(["next"]).stdout.hasPrefix("# Basics\n"))
        #expect(!learner.run(["next"]).stdout.contains("# Basics"))
        #expect(learner.run(["next", "--lesson-text"]).stdout.hasPrefix("# Basics\n"))

        try learner.write(CommandTests.first.solution, to: "01-sample")
        _ = learner.run(["check"])
        let entering = learner.run(["next"])
        #expect(entering.stdout.hasPrefix("# More\n"))
        #expect(entering.stdout.contains("Exercise 2/2 · 02-more/01-sample"))
        #expect(learner.run(["next"], language: .ko).stdout.hasPrefix("연습 문제 2/2"))
    }

    /// On a terminal, a lesson's text taller than the screen is shown a screenful at a time, in
    /// `next` and in `watch` (which clears the scrollback); printed output is not paged.
    @Test(.timeLimit(.minutes(2))) func longLessonTextIsPagedOnATerminal() throws {
        let learner = try Learner.twoLessons()
        defer { learner.fixture.remove() }
        let watchKeys = ScriptedKeys()
        let watch = WatchRun(learner.options + ["--lang", "en"], keys: watchKeys, screenRows: 4)
        try watch.waitFor("any key: more · q: the rest ──")
        #expect(watch.stdout.contains("# Basics"))
        #expect(!watch.stdout.contains("q quit"))
        watchKeys.press("q")
        try watch.waitFor("q quit")
        watchKeys.press("q")
        try watch.waitForExit()

        let keys = ScriptedKeys()
        keys.press("q")
        let output = Output.capture()
        let code = CommandLineTool.run(
            ["next", "--lesson-text"] + learner.options + ["--lang", "en"], output: output,
            environment: .testing(keys: keys, screenRows: 3))
        #expect(code == 0)
        #expect(output.standardOutput.hasPrefix("# Basics\n────"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("\n── 2/10 lines · any key: more"))
        #expect(output.standardOutput.contains("· any key: more · q: the rest ──\r\u{1B}[2K"))
        #expect(output.standardOutput.contains("Exercise 1/2 · 01-basics/01-sample"))
        #expect(keys.started && keys.stopped)
        #expect(!learner.run(["next", "--lesson-text"]).stdout.contains("any key: more"))
    }

    @Test(.timeLimit(.minutes(2))) func watchShowsTheLessonTextWhenItStartsAndWhenItMovesIntoANewLesson() throws {
        let learner = try Learner.twoLessons()
        defer { learner.fixture.remove() }
        let watch = WatchRun(learner.options + ["--lang", "en"])
        try watch.waitFor("save to re-check")
        #expect(watch.stdout.hasPrefix("# Basics\n"))
        try watch.save(CommandTests.first.solution, to: learner.file("01-sample"), until: "Exercise 2/2")
        #expect(watch.stdout.contains("# More\n"))
        // Finishing the course ends the watch.
        let second = learner.workbook.appendingPathComponent("02-more/01-sample/Answer.swift")
        try watch.save(CommandTests.first.solution, to: second, until: "You have finished every exercise!")
        try watch.waitForExit()
    }

    // MARK: - hint --all repeats, never reveals

    @Test func hintAllShowsTheHintsSeenWithoutRevealingANewOne() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        #expect(learner.run(["hint"]).stdout == "Hint 1/2  h1\n")
        #expect(learner.run(["hint", "--all"]).stdout == "Hint 1/2  h1\n")
        #expect(learner.run(["hint", "--all"]).stdout == "Hint 1/2  h1\n")
        #expect(try learner.progress().entry(try learner.fixture.load().exercises[0]).hintsShown == 1)
        // With none seen, --all reveals nothing either: it says how to see the first.
        let none = learner.run(["hint", "second", "--all"]).stdout
        #expect(none.hasPrefix("No hint seen yet for this exercise. "), "\(none)")
        #expect(none.contains(" hint 01-basics/02-second --workbook "))
        #expect(try learner.progress().entry(try learner.fixture.load().exercises[1]).hintsShown == 0)
    }

    // MARK: - suggested commands keep the options in use

    @Test func suggestedCommandsKeepTheOptionsInUse() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        let carried = "--workbook \(learner.workbook.path) --course \(learner.fixture.root.path) --lang ko"
        let next = learner.run(["next"], language: .ko)
        #expect(next.stdout.contains("그다음: swift run tca-learn check \(carried)"))
        #expect(next.stdout.contains("막히면? swift run tca-learn hint \(carried)"))
        let failed = learner.run(["check"], language: .ko)
        #expect(failed.stdout.contains("막히면? swift run tca-learn hint \(carried)"))
        // Checking another exercise than the current one: its hint is named, as a bare `hint`
        // would give the current one's.
        let other = learner.run(["check", "second"], language: .ko)
        #expect(other.stdout.contains("막히면? swift run tca-learn hint 01-basics/02-second \(carried)"), "\(other.stdout)")
        #expect(learner.run(["hint", "01-basics/02-second"]).stdout.hasPrefix("Hint 1/2"))
        #expect(try learner.progress().entry(try learner.fixture.load().exercises[0]).hintsShown == 0)
        // An error's way out too.
        let unknown = learner.run(["check", "nope"], language: .ko)
        #expect(unknown.stderr.contains("연습 문제 목록은 \"swift run tca-learn list \(carried)\"로 볼 수 있습니다."), "\(unknown.stderr)")

        // Outside the checkout `swift run` cannot start the tool.
        let outside = ToolRun(["check"] + learner.options, in: learner.fixture.root)
        #expect(outside.stdout.contains("Stuck? "))
        #expect(!outside.stdout.contains("swift run"))
    }

    // MARK: - the why of a failure is the check's reading of the evidence

    @Test func aFailureThatSaysWhyReplacesTheExercisesGeneralConcept() throws {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.checks = """
            import LessonTesting

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("answer") { t in
                    let value = answer()
                    t.expectEqual(value, 42, "the answer",
                        why: value == 41 ? Message(en: "Off by one: 41 is one short.", ko: "하나 모자랍니다.") : nil)
                }
            }
            """
        let learner = try Learner([exercise])
        defer { learner.fixture.remove() }
        let general = learner.run(["check"])
        #expect(general.stdout.contains("      Why: c\n"))
        try learner.write("func answer() -> Int { 41 }\n", to: "01-sample")
        let specific = learner.run(["check"])
        #expect(specific.stdout.contains("      Why: Off by one: 41 is one short.\n"))
        #expect(!specific.stdout.contains("Why: c\n"))
        #expect(learner.run(["check"], language: .ko).stdout.contains("      왜: 하나 모자랍니다.\n"))
    }

    /// The counter's concept ("only @State survives") is the reason for a plain `let`, not for a
    /// learner who has @State and a button that writes nothing: that failure says so.
    @Test func aCounterWithStateThatNothingWritesIsToldSo() throws {
        let workbook = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-counter-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: workbook) }
        let options = ["--workbook", workbook.path, "--no-color", "--lang", "en"]
        let plain = ToolRun(["check", "state-counter"] + options)
        #expect(plain.stdout.contains("Why: Only @State storage, kept in the render node, survives between body runs"), "\(plain.stdout)")
        #expect(!plain.stdout.contains("but the tap wrote nothing"))

        let file = workbook.appendingPathComponent("01-state/01-counter/Counter.swift")
        let starter = try String(contentsOf: file, encoding: .utf8)
        try starter.replacingOccurrences(of: "private let value = 0", with: "@State private var value = 0")
            .write(to: file, atomically: true, encoding: .utf8)
        let unwritten = ToolRun(["check", "state-counter"] + options)
        #expect(unwritten.stdout.components(separatedBy: "Why: Counter has @State storage (its first body run names it), but the tap wrote nothing").count == 3, "\(unwritten.stdout)")
        #expect(!unwritten.stdout.contains("Only @State storage"))
    }

    /// The course's first predict-the-trace file ends with its prediction: a declaration added
    /// after it is a change to the file (not code in the prediction), and the way back is a
    /// command that works — reset needs the exercise's name.
    @Test func aDeclarationAddedAfterTheLastPredictionIsAChangeAndResetIsNamed() throws {
        let workbook = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-predict-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: workbook) }
        let options = ["--workbook", workbook.path, "--no-color", "--lang", "en"]
        _ = ToolRun(["check", "state-predict-body-runs"] + options)
        let file = workbook.appendingPathComponent("01-state/04-predict-body-runs/Prediction.swift")
        let starter = try String(contentsOf: file, encoding: .utf8)
        #expect(starter.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("]"), "the case this test is about")
        try (starter + "struct Extra {}\n").write(to: file, atomically: true, encoding: .utf8)
        let check = ToolRun(["check", "state-predict-body-runs"] + options)
        #expect(check.stdout.contains("This differs from the starter"), "\(check.stdout)")
        #expect(!check.stdout.contains("must be written out as a value"))
        #expect(!check.stdout.contains("`tca-learn reset`"))
        let startOver = try #require(check.stdout.split(separator: "\n").last { $0.hasPrefix("To start over from the starter: ") })
        #expect(startOver.hasSuffix(" reset 01-state/04-predict-body-runs --workbook \(workbook.path) --lang en"), "\(startOver)")
        let reset = ToolRun(["reset", "01-state/04-predict-body-runs"] + options)
        #expect(reset.exitCode == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == starter)
    }

    @Test func theIdentityExerciseTellsAnIDAttemptAboutItsIDAndABranchAboutBranches() throws {
        let workbook = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-identity-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: workbook) }
        let options = ["--workbook", workbook.path, "--no-color", "--lang", "en"]
        let branches = ToolRun(["check", "state-identity"] + options)
        #expect(branches.stdout.contains("Why: Highlight moved Counter to another place in the body: the two branches of an if/else"))

        // The learner tries .id for Highlight: the same checks fail, for another reason.
        let file = workbook.appendingPathComponent("01-state/03-identity/Highlighter.swift")
        let attempt = """
            import SwiftUI

            struct Counter: View {
                @State private var count = 0

                var body: some View {
                    Button("Count: \\(count)") { count += 1 }
                }
            }

            struct ContentView: View {
                @State private var isHighlighted = false
                @State private var resetToken = 0

                var body: some View {
                    VStack {
                        Button("Highlight") { isHighlighted.toggle() }
                        Button("Reset") { resetToken += 1 }
                        Counter().padding().background(isHighlighted ? Color.yellow : Color.clear).id(isHighlighted)
                    }
                }
            }

            """
        try attempt.write(to: file, atomically: true, encoding: .utf8)
        let ids = ToolRun(["check", "state-identity"] + options)
        #expect(ids.stdout.contains("Why: Counter's .id changed when Highlight was tapped (false → true)."), "\(ids.stdout)")
        #expect(!ids.stdout.contains("if/else"))
    }

    // MARK: - the trace told once, folded around the steps that matter

    @Test func aPassingTraceKeepsItsLastStepAndAFailingOneIsToldOnce() throws {
        let learner = try Learner([Self.counter])
        defer { learner.fixture.remove() }
        let failed = learner.run(["check"])
        #expect(failed.stdout.components(separatedBy: "What the runtime did — ").count == 2)
        // The way to see the rest is a whole command, options kept, not a bare flag.
        #expect(failed.stdout.components(separatedBy: "(this check's trace: ").count == 3)
        #expect(!failed.stdout.contains("(this check's trace: --full-trace)"))
        #expect(failed.stdout.contains(" check --full-trace --workbook \(learner.workbook.path) --course \(learner.fixture.root.path) --lang en)"))
        // A named exercise stays named.
        #expect(learner.run(["check", "01-counter"]).stdout.contains(" check 01-counter --full-trace --workbook "))
        // The first report explains the symbols; later ones do not.
        #expect(failed.stdout.contains("Symbols: ▶ step  + created"))
        // …and names the command that explains them all as the learner can type it, options kept.
        #expect(failed.stdout.contains(" help trace --workbook \(learner.workbook.path) --course \(learner.fixture.root.path) --lang en\n"))
        #expect(!learner.run(["check"]).stdout.contains("Symbols:"))

        let full = learner.run(["check", "--full-trace"])
        #expect(full.stdout.components(separatedBy: "What the runtime did — ").count == 4)
        #expect(!full.stdout.contains("shortened"))

        try learner.write(Self.counter.solution, to: "01-counter")
        let passed = learner.run(["check"])
        #expect(passed.exitCode == 0)
        // On a pass, the last check's trace (no `passTraces` here), labelled with its check.
        #expect(passed.stdout.components(separatedBy: "What just happened — ").count == 2)
        let story = try #require(passed.stdout.components(separatedBy: "What just happened — \"t\":\n").last)
        // The mount folds first; the last tap, the step the exercise is about, is there whole.
        #expect(story.contains("Step 1 ▶ mount Counter  ⋯ "))
        #expect(story.contains("Step 6 ▶ tap \"Count: 4\"\n          ✎ Counter.value: 4 → 5\n          ↻ Counter.body ran — _value changed\n"))
        #expect(story.contains(" check --full-trace --workbook \(learner.workbook.path) --course \(learner.fixture.root.path) --lang en shows the whole trace)"))
        #expect(!story.contains("more lines of trace"))
        // --full-trace promises every check's whole trace, on a pass too.
        #expect(learner.run(["check", "--full-trace"]).stdout.components(separatedBy: "What just happened — ").count == 4)
    }

    @Test func helpTraceExplainsEverySymbol() {
        let english = ToolRun(["help", "trace"])
        #expect(english.exitCode == 0)
        for symbol in ["▶", "+", "−", "↻", "·", "✎", "✗", "⚑", "◦", "→", "⚙", "◇", "⇢", "⚠", "│", "▤"] {
            #expect(english.stdout.contains("\n  \(symbol)  "), "\(symbol)")
        }
        #expect(ToolRun(["help", "trace", "--lang", "ko"]).stdout.hasPrefix("트레이스 읽는 법\n"))
    }

    // MARK: - the smaller edges

    @Test func aMistypedExerciseNameSuggestsTheNearestExercise() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        for typed in ["01-sampel", "secnd", "01-basic/02-second"] {
            let run = learner.run(["check", typed])
            #expect(run.exitCode == 2)
            let meant = typed == "01-sampel" ? "01-basics/01-sample" : "01-basics/02-second"
            #expect(run.stderr.contains("No exercise is called \"\(typed)\". Did you mean \"\(meant)\"? Run "), "\(run.stderr)")
        }
        #expect(learner.run(["reset", "01-sampel"], language: .ko).stderr.contains("\"01-basics/01-sample\"을 말한 것인가요?"))
        // A name near nothing gets no guess.
        #expect(!learner.run(["hint", "observation-everything"]).stderr.contains("Did you mean"))
    }

    @Test func theLearnersRealPathReplacesTheRuntimesFileID() throws {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = "func answer() -> String { \"\\(#fileID):\\(#line)\" }\n"
        exercise.checks = """
            import LessonTesting

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("answer") { t in
                    t.expectEqual(answer(), "", "where the answer is")
                }
            }
            """
        let learner = try Learner([exercise])
        defer { learner.fixture.remove() }
        let report = learner.run(["check"])
        #expect(report.stdout.contains("Actual:   \"\(learner.file("01-sample").path):1\""))
        #expect(!report.stdout.contains("Exercise/Answer.swift"))
    }

    @Test func playFailsWhenATestStoreAssertionFails() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        let file = learner.fixture.root.appendingPathComponent("FeatureTests.swift")
        try """
            import ComposableArchitecture

            struct Feature: Reducer {
                struct State: Equatable { var count = 0 }
                enum Action { case tap }
                func reduce(into state: inout State, action: Action) -> Effect<Action> {
                    state.count += 1
                    return .none
                }
            }

            let store = TestStore(initialState: Feature.State()) { Feature() }
            await store.send(.tap) { $0.count = 2 }
            print("done")

            """.write(to: file, atomically: true, encoding: .utf8)
        let played = learner.run(["play", file.path, "--no-trace"])
        #expect(played.stdout.hasPrefix("done\n"))
        #expect(played.stderr.contains("\(file.path):13: error: A state change does not match expectation"))
        #expect(played.stdout.contains("✗ 1 test failure was reported (see above)."))
        #expect(played.exitCode == 1)
    }

    /// An error thrown at the top level crashes the program with Swift's message; the stack the
    /// runtime dumps after it (library addresses) is left out of the report.
    @Test func playShowsATopLevelErrorWithoutTheRuntimesStackDump() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        let file = learner.fixture.root.appendingPathComponent("counter.swift")
        try """
            import SwiftUI

            struct Counter: View {
                @State private var count = 0
                var body: some View { Button("Count: \\(count)") { count += 1 } }
            }

            let host = ViewHost(Counter())
            try host.tap("Count: 5")

            """.write(to: file, atomically: true, encoding: .utf8)
        let played = learner.run(["play", file.path, "--no-trace"])
        #expect(played.exitCode == 1)
        #expect(played.stdout.contains(#"No button or navigation link "Count: 5" on screen."#), "\(played.stdout)")
        #expect(!played.stdout.contains("Current stack trace"))
        #expect(!played.stdout.contains("libswiftCore"))
    }

    @Test func playSaysAnXCTestRunHadFailingTestsRatherThanCrashed() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        let file = learner.fixture.root.appendingPathComponent("CounterTests.swift")
        try """
            import ComposableArchitecture
            import XCTest

            struct Feature: Reducer {
                func reduce(into state: inout Int, action: Void) -> Effect<Void> {
                    state += 1
                    return .none
                }
            }

            final class FeatureTests: XCTestCase {
                @MainActor func testTap() async {
                    let store = TestStore(initialState: 0) { Feature() }
                    await store.send(()) { $0 = 2 }
                }
            }

            let tests: [(String, (FeatureTests) -> () throws -> Void)] = [
                ("testTap", asyncTest { test in { await test.testTap() } }),
            ]
            XCTMain([testCase(tests)])

            """.write(to: file, atomically: true, encoding: .utf8)
        let played = learner.run(["play", file.path, "--no-trace"])
        #expect(played.stdout.contains("✗ XCTest reported failing tests (its summary is above)."))
        #expect(!played.stdout.contains("crashed"))
        #expect(played.exitCode == 1)
        let korean = learner.run(["play", file.path, "--no-trace"], language: .ko)
        #expect(korean.stdout.contains("✗ XCTest가 실패한 테스트를 보고했습니다(위의 요약 참고)."))
        // The same tests with no `allTests` or `XCTMain`, found in the file as `swift test` finds them.
        let listed = try String(contentsOf: file, encoding: .utf8)
        try String(listed[..<listed.range(of: "let tests")!.lowerBound]).write(to: file, atomically: true, encoding: .utf8)
        let found = learner.run(["play", file.path, "--no-trace"])
        #expect(found.stdout.contains("Executed 1 test, with 1 failure"), "\(found.stdout)")
        #expect(found.stdout.contains("\(file.path):14: error: FeatureTests.testTap : failed - "), "\(found.stdout)")
        #expect(found.stdout.contains("✗ XCTest reported failing tests (its summary is above)."))
        #expect(found.exitCode == 1)
    }

    @Test(.timeLimit(.minutes(2))) func aFileDeletedWhileWatchingIsMissingAndNotReplacedByTheStarter() throws {
        let learner = try Learner([CommandTests.first])
        defer { learner.fixture.remove() }
        let watch = WatchRun(learner.options + ["--lang", "en"])
        try watch.waitFor("save to re-check")
        try FileManager.default.removeItem(at: learner.file("01-sample"))
        try watch.waitFor("Answer.swift is missing from the workbook")
        // The way back is the starter, not a hint about the lesson.
        try watch.waitFor(" reset 01-basics/01-sample --workbook ")
        let missing = try #require(watch.stdout.components(separatedBy: "is missing from the workbook").last)
        #expect(missing.contains("\nTo start over from the starter: "))
        #expect(!missing.contains("Stuck?"))
        #expect(!FileManager.default.fileExists(atPath: learner.file("01-sample").path))
        #expect(!watch.stdout.contains("does not compile"))
        try watch.save(CommandTests.first.solution, to: learner.file("01-sample"), until: "You have finished every exercise!")
        try watch.waitForExit()
    }

    @Test func countsAgreeWithTheirNouns() throws {
        let learner = try Learner([CommandTests.first])
        defer { learner.fixture.remove() }
        _ = learner.run(["check"])
        #expect(learner.run(["list"]).stdout.contains("0/1 pt, 1 try"))
        _ = learner.run(["check"])
        #expect(learner.run(["list"]).stdout.contains("0/1 pt, 2 tries"))
        #expect(learner.run(["lesson", "check", learner.fixture.root.path, "--update-golden"]).stderr.contains("Grading 1 exercise (starter"))
    }
}

extension CommandTests.Learner {
    /// Two lessons of one exercise each: `01-basics/01-sample` and `02-more/01-sample` (id `more`).
    static func twoLessons() throws -> Self {
        var more = CommandTests.first
        more.id = "more"
        return try Self(fixture: FixtureCourse(exercises: [CommandTests.first], moreLessons: [FixtureCourse.LessonFixture(exercises: [more])]))
    }
}

/// `tca-learn watch` running on a thread of its own, its output captured, with keys to press when
/// `keys` is given (then it is the interactive watch).
final class WatchRun: @unchecked Sendable {
    let output = Output.capture()
    private let lock = NSLock()
    private var code: Int32?
    let keys: ScriptedKeys?

    init(_ arguments: [String], keys: ScriptedKeys? = nil, screenRows: Int? = nil, in directory: URL? = nil) {
        self.keys = keys
        let environment = ToolEnvironment.testing(in: directory, keys: keys, screenRows: screenRows)
        Thread {
            let code = CommandLineTool.run(["watch"] + arguments, output: self.output, environment: environment)
            self.lock.withLock { self.code = code }
        }.start()
    }

    var stdout: String { output.standardOutput }
    var exitCode: Int32? { lock.withLock { code } }

    func waitFor(_ text: String, after start: String.Index? = nil, seconds: Double = 60) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !stdout[(start ?? stdout.startIndex)...].contains(text) {
            guard Date() < deadline else { throw WatchTimeout(description: "no \"\(text)\" in:\n\(stdout)") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    func waitForExit(seconds: Double = 60) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while exitCode == nil {
            guard Date() < deadline else { throw WatchTimeout(description: "watch did not end:\n\(stdout)") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Saves `text` until the output shows `expected`: a save that lands before watch has looked
    /// at the file is seen as no change, so the save is repeated, as a learner would.
    func save(_ text: String, to file: URL, until expected: String) throws {
        let start = stdout.endIndex
        let deadline = Date().addingTimeInterval(60)
        var version = text
        while !stdout[start...].contains(expected), Date() < deadline {
            try version.write(to: file, atomically: true, encoding: .utf8)
            version += "\n"
            for _ in 0..<30 where !stdout[start...].contains(expected) { Thread.sleep(forTimeInterval: 0.1) }
        }
        try waitFor(expected, after: start, seconds: 1)
    }

    /// Ends an interactive watch a test left running (a failed expectation), so no thread
    /// outlives the test.
    func stop() {
        guard exitCode == nil else { return }
        keys?.press("q")
    }
}

struct WatchTimeout: Error, CustomStringConvertible {
    var description: String
}

/// Keys pressed by a test, for an interactive `watch` without a terminal.
final class ScriptedKeys: KeySource, @unchecked Sendable {
    private let lock = NSLock()
    private var queue: [Character] = []
    private(set) var started = false
    private(set) var stopped = false

    func press(_ key: Character) {
        lock.withLock { queue.append(key) }
    }

    func start() { lock.withLock { started = true } }
    func stop() { lock.withLock { stopped = true } }

    func nextKey(timeout: TimeInterval) -> Character? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let key = lock.withLock({ queue.isEmpty ? nil : queue.removeFirst() }) { return key }
            Thread.sleep(forTimeInterval: 0.01)
        } while Date() < deadline
        return nil
    }
}
