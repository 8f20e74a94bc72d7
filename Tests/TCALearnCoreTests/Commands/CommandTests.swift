import Foundation
import Testing
@testable import TCALearnCore

/// Every learner command run through the tool's entry point with its output captured: what the
/// learner reads, the exit code, and what is left on disk. Grades share the tests' one runtime.
@Suite struct CommandTests {
    static let first = FixtureCourse.ExerciseFixture()
    static let second = FixtureCourse.ExerciseFixture(slug: "02-second", id: "second")

    /// A course of two exercises and a learner's workbook beside it.
    struct Learner {
        let fixture: FixtureCourse
        var workbook: URL { fixture.root.appendingPathComponent("workbook") }

        init(_ exercises: [FixtureCourse.ExerciseFixture] = [CommandTests.first, CommandTests.second]) throws {
            fixture = try FixtureCourse(exercises: exercises)
        }

        init(fixture: FixtureCourse) {
            self.fixture = fixture
        }

        var options: [String] { ["--course", fixture.root.path, "--workbook", workbook.path, "--no-color"] }

        func run(_ arguments: [String], language: Language = .en) -> ToolRun {
            ToolRun(arguments + options + ["--lang", language.rawValue])
        }

        func file(_ slug: String) -> URL {
            workbook.appendingPathComponent("01-basics/\(slug)/Answer.swift")
        }

        func write(_ text: String, to slug: String) throws {
            try FileManager.default.createDirectory(at: file(slug).deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file(slug), atomically: true, encoding: .utf8)
        }

        func progress() throws -> TCALearnCore.Progress {
            try ProgressStore(workbook: Workbook(root: workbook)).load()
        }
    }

    @Test func nextShowsTheLessonThenTheExerciseAndCopiesTheStarterOnce() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        let first = learner.run(["next"])
        #expect(first.exitCode == 0)
        #expect(first.stdout.hasPrefix("# Basics\n"))
        #expect(first.stdout.contains("Exercise 1/2 · 01-basics/01-sample — Sample  [complete the code]"))
        #expect(first.stdout.contains("Answer.swift  (new copy of the starter)"))
        #expect(try String(contentsOf: learner.file("01-sample"), encoding: .utf8) == Self.first.starter)
        #expect(try learner.progress().current == "sample")

        try learner.write("func answer() -> Int { 41 }\n", to: "01-sample")
        let again = learner.run(["next"], language: .ko)
        #expect(again.stdout.contains("연습 문제 1/2 · 01-basics/01-sample — 예제  [코드 완성하기]"))
        #expect(!again.stdout.contains("시작 코드를 새로 복사함"))
        #expect(try String(contentsOf: learner.file("01-sample"), encoding: .utf8) == "func answer() -> Int { 41 }\n")
        #expect(learner.run(["next", "extra"]).exitCode == 2)
    }

    @Test func checkGradesRecordsTheAttemptAndSaysWhatToDoNext() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        let failed = learner.run(["check"])
        #expect(failed.exitCode == 1)
        #expect(failed.stderr.contains("Created your copy of the starter"))
        #expect(failed.stdout.contains("✗ t (1 pt)"))
        #expect(failed.stdout.contains("Expected: 42"))
        #expect(failed.stdout.contains("Score 0/1\nStuck? "))

        try learner.write("func answer() -> Int {\n    return undefinedName\n}\n", to: "01-sample")
        let broken = learner.run(["check", "sample"])
        #expect(broken.exitCode == 1)
        #expect(broken.stdout.contains("✗ Your code does not compile yet."))
        #expect(broken.stdout.contains("Answer.swift:2:12: error: cannot find 'undefinedName' in scope"))
        #expect(!broken.stdout.contains("Stuck?"))

        try learner.write(Self.first.solution, to: "01-sample")
        let passed = learner.run(["check", "01-basics/01-sample"])
        #expect(passed.exitCode == 0)
        #expect(passed.stdout.contains("✓ Passed. Score 1/1\nNext: "))
        let entry = try learner.progress().entry(try learner.fixture.load().exercises[0])
        #expect(entry.attempts == 3 && entry.passed && entry.bestScore == 1)
        #expect(learner.run(["check", "no-such-exercise"]).exitCode == 2)
    }

    @Test func aPassShowsTheExercisesExplanationInTheLearnersLanguage() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        let folder = learner.fixture.lessons.appendingPathComponent("01-basics/01-sample")
        try "# Why 42\n\nBecause the check asks for it.\n".write(to: folder.appendingPathComponent("EXPLANATION.md"), atomically: true, encoding: .utf8)
        try "# 왜 42인가\n\n체크가 그 값을 요구하기 때문입니다.\n".write(to: folder.appendingPathComponent("EXPLANATION.ko.md"), atomically: true, encoding: .utf8)

        #expect(!learner.run(["check", "sample"]).stdout.contains("# Why 42"))
        try learner.write(Self.first.solution, to: "01-sample")
        let english = learner.run(["check", "sample"])
        #expect(english.stdout.contains("# Why 42\n\nBecause the check asks for it.\n\nNext: "))
        let korean = learner.run(["check", "sample"], language: .ko)
        #expect(korean.stdout.contains("# 왜 42인가\n\n체크가 그 값을 요구하기 때문입니다.\n\n다음: "))
        // An exercise without one shows none.
        try learner.write(Self.second.solution, to: "02-second")
        #expect(!learner.run(["check", "second"]).stdout.contains("─"))
    }

    @Test func hintShowsOneMoreEachTimeAndRemembersIt() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        #expect(learner.run(["hint"]).stdout == "Hint 1/2  h1\n")
        #expect(learner.run(["hint", "sample"]).stdout == "Hint 2/2  h2\nThat was the last hint.\n")
        #expect(learner.run(["hint", "--all"]).stdout == "Hint 1/2  h1\nHint 2/2  h2\nThat was the last hint.\n")
        #expect(learner.run(["hint"], language: .ko).stdout.hasPrefix("힌트 2/2  h2\n마지막 힌트였습니다."))
        #expect(try learner.progress().entry(try learner.fixture.load().exercises[0]).hintsShown == 2)
    }

    @Test func listShowsEachExerciseWithTheLearnersProgress() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        _ = learner.run(["next"])
        _ = learner.run(["check"])
        let list = learner.run(["list"])
        #expect(list.exitCode == 0)
        #expect(list.stdout.hasPrefix("Progress [........................] 0/2 exercises · 0/2 points\n\n01-basics  Basics  0/2\n"))
        #expect(list.stdout.contains("  ● 01-sample  Sample  0/1 pt, 1 try  ← current\n"))
        #expect(list.stdout.contains("  ○ 02-second  Sample\n"))
        #expect(learner.run(["list"], language: .ko).stdout.contains("0/1점, 1회 시도  ← 현재"))
    }

    @Test func resetRestoresTheStarterAndKeepsTheLearnersVersion() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        try learner.write("// my work\n", to: "01-sample")
        let reset = learner.run(["reset", "sample"])
        #expect(reset.exitCode == 0)
        #expect(reset.stdout.contains("Your version was moved to "))
        #expect(reset.stdout.contains("Restored the starter: "))
        #expect(try String(contentsOf: learner.file("01-sample"), encoding: .utf8) == Self.first.starter)
        let backups = learner.workbook.appendingPathComponent(".backups/01-basics/01-sample")
        let stamp = try #require(try FileManager.default.contentsOfDirectory(atPath: backups.path).first)
        #expect(try String(contentsOf: backups.appendingPathComponent("\(stamp)/Answer.swift"), encoding: .utf8) == "// my work\n")

        let missing = learner.run(["reset"])
        #expect(missing.exitCode == 2)
        #expect(missing.stderr.contains("Missing the exercise to reset"))
        #expect(learner.run(["reset", "nope"]).stderr.contains("No exercise is called \"nope\""))
    }

    @Test func solutionOpensOnlyOnceTheLearnersVersionPasses() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        let locked = learner.run(["solution", "sample"])
        #expect(locked.exitCode == 1)
        #expect(locked.stdout.contains("The solution opens once your own version passes"))
        // The current exercise needs no name; another is named by its path, as the list shows it.
        #expect(locked.stdout.contains(" check --workbook "), "\(locked.stdout)")
        #expect(learner.run(["solution", "second"]).stdout.contains(" check 01-basics/02-second --workbook "))
        try learner.write(Self.first.solution, to: "01-sample")
        #expect(learner.run(["check", "sample"]).exitCode == 0)
        let shown = learner.run(["solution", "sample"])
        #expect(shown.exitCode == 0)
        #expect(shown.stdout.contains("Answer.swift\nfunc answer() -> Int { 42 }\n"))
    }

    @Test func playRunsAFileAndTellsItsTrace() throws {
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
            try host.tap("Count: 0")
            print(host.texts)

            """.write(to: file, atomically: true, encoding: .utf8)
        let played = learner.run(["play", file.path])
        #expect(played.exitCode == 0)
        #expect(played.stdout.hasPrefix("[\"Count: 1\"]\n"))
        #expect(played.stdout.contains(" render trace "))
        #expect(played.stdout.contains("↻ Counter.body ran — _count changed"))
        #expect(learner.run(["play", file.path, "--no-trace"]).stdout == "[\"Count: 1\"]\n")

        let crash = learner.fixture.root.appendingPathComponent("crash.swift")
        try "let values = [1]\nprint(values[3])\n".write(to: crash, atomically: true, encoding: .utf8)
        let crashed = learner.run(["play", crash.path])
        #expect(crashed.exitCode == 1)
        #expect(crashed.stdout.contains("✗ The program crashed: Fatal error: Index out of range"))
        #expect(learner.run(["play", learner.fixture.root.appendingPathComponent("none.swift").path]).exitCode == 2)
        #expect(learner.run(["play", learner.fixture.lessons.appendingPathComponent("01-basics/README.md").path]).exitCode == 2)
    }

    /// As in Xcode's Debug configuration, where TCA's own tests keep their failure-text tests.
    @Test func playCompilesDebugOnlyCode() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        let file = learner.fixture.root.appendingPathComponent("debug.swift")
        try "#if DEBUG\nprint(\"debug\")\n#else\nprint(\"release\")\n#endif\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(learner.run(["play", file.path, "--no-trace"]).stdout == "debug\n")
    }

    @Test func gradeReportsEveryExerciseAndThePoints() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        try learner.write(Self.first.solution, to: "01-sample")
        let graded = learner.run(["grade"])
        #expect(graded.exitCode == 1)
        #expect(graded.stdout.contains("✓ Passed. Score 1/1"))
        #expect(graded.stdout.contains("✗ Answer.swift is missing from the workbook, so this exercise cannot be graded."))
        #expect(graded.stdout.contains("Points 1/2  (1/2 exercises passed)"))
        #expect(graded.stdout.contains("✗ 01-basics/02-second  0/1  not started (Answer.swift missing)"))
        // Grading only reads: the missing exercise is not copied from the starter.
        #expect(!FileManager.default.fileExists(atPath: learner.file("02-second").path))
    }

    @Test(.timeLimit(.minutes(2))) func watchRegradesOnEachSaveMovesOnAndFinishes() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        let output = Output.capture()
        let arguments = ["watch"] + learner.options
        let exit = ExitBox()
        let thread = Thread {
            exit.set(CommandLineTool.run(arguments, output: output, environment: .testing()))
        }
        thread.start()

        /// Saves `text` until `output` shows `expected`: a save that lands before watch has
        /// looked at the file is seen as no change, so the save is repeated, as a learner would.
        func save(_ text: String, to slug: String, until expected: String) throws {
            let deadline = Date().addingTimeInterval(60)
            var version = text
            while !output.standardOutput.contains(expected), Date() < deadline {
                try learner.write(version, to: slug)
                version += "\n"
                for _ in 0..<30 where !output.standardOutput.contains(expected) { Thread.sleep(forTimeInterval: 0.1) }
            }
        }
        try waitFor("save to re-check", in: output)
        #expect(output.standardOutput.contains("✗ t (1 pt)"))
        try save(Self.first.solution, to: "01-sample", until: "Exercise 2/2")
        #expect(output.standardOutput.contains("✓ Passed. Score 1/1"))
        try save(Self.second.solution, to: "02-second", until: "You have finished every exercise!")
        try waitFor(exit)
        #expect(exit.value == 0)
        #expect(try learner.progress().nextUnfinished(in: try learner.fixture.load()) == nil)
    }

    @Test func lessonNewWritesALessonThatPassesItsOwnCheck() throws {
        let learner = try Learner([Self.first])
        defer { learner.fixture.remove() }
        let created = learner.run(["lesson", "new", "environment"])
        #expect(created.exitCode == 0, "\(created.stderr)")
        #expect(created.stdout.contains("+ \(learner.fixture.root.path)/Solutions/02-environment/01-first/trace.golden"))
        let lesson = learner.fixture.lessons.appendingPathComponent("02-environment")
        let checked = learner.run(["lesson", "check", lesson.path])
        #expect(checked.exitCode == 0, "\(checked.stdout)")
        #expect(checked.stdout.hasSuffix("✓ 02-environment/01-first\nThe course is sound: 1 exercise verified.\n"))
        #expect(learner.run(["lesson", "new", "Not_A_Slug"]).exitCode == 2)
    }

    @Test func lessonCheckFindsMissingGoldenTracesAndHalfTranslatedExplanations() throws {
        let learner = try Learner([Self.first])
        defer { learner.fixture.remove() }
        let unchecked = learner.run(["lesson", "check", learner.fixture.root.path])
        #expect(unchecked.exitCode == 1)
        #expect(unchecked.stdout.contains("There is no golden trace beside the solution yet"))
        #expect(learner.run(["lesson", "check", learner.fixture.root.path, "--update-golden"]).exitCode == 0)
        #expect(learner.run(["lesson", "check", learner.fixture.root.path]).exitCode == 0)

        let exercise = learner.fixture.lessons.appendingPathComponent("01-basics/01-sample")
        try "# Why\n".write(to: exercise.appendingPathComponent("EXPLANATION.md"), atomically: true, encoding: .utf8)
        let halfTranslated = learner.run(["lesson", "check", learner.fixture.root.path])
        #expect(halfTranslated.exitCode == 1)
        #expect(halfTranslated.stdout.contains("EXPLANATION.ko.md: The Korean explanation is missing"))
    }

    @Test func classroomNewSaysWhatItWrote() throws {
        let learner = try Learner([Self.first])
        defer { learner.fixture.remove() }
        let folder = learner.fixture.root.appendingPathComponent("template")
        let wrote = learner.run(["classroom", "new", folder.path, "--tool-repo", "https://example.com/tca-learn.git", "--tool-ref", "v1"])
        #expect(wrote.exitCode == 0)
        #expect(wrote.stdout.hasPrefix("Wrote a student template to "))
        #expect(wrote.stdout.contains(": 1 lesson, 1 exercise, 1 point, 10 files."))
        #expect(wrote.stdout.contains("It grades with tca-learn v1 from https://example.com/tca-learn.git"))
        #expect(learner.run(["classroom"]).stderr.contains("Missing what to do: \"classroom new\" or \"classroom export-tests\""))
    }

    @Test func classroomCommandsSayWhatTheyWroteInKorean() throws {
        let learner = try Learner([Self.first])
        defer { learner.fixture.remove() }
        let template = learner.fixture.root.appendingPathComponent("template")
        let wrote = learner.run(["classroom", "new", template.path, "--tool-repo", "https://example.com/tca-learn.git", "--tool-ref", "v1"], language: .ko)
        #expect(wrote.exitCode == 0)
        #expect(wrote.stdout.hasPrefix("학생용 템플릿을 "), "\(wrote.stdout)")
        #expect(wrote.stdout.contains("강의 1개, 연습 문제 1개, 1점, 파일 10개입니다."))
        #expect(wrote.stdout.contains("채점은 https://example.com/tca-learn.git의 tca-learn v1로 합니다."))
        #expect(wrote.stdout.contains("다음 단계: 커밋해서"))

        let hidden = learner.fixture.root.appendingPathComponent("hidden")
        let exported = learner.run(["classroom", "export-tests", hidden.path], language: .ko)
        #expect(exported.exitCode == 0)
        #expect(exported.stdout.contains("연습 문제 1개의 숨겨진 테스트를 "), "\(exported.stdout)")
    }
}

/// An exit code handed from the thread that runs a command to the test that waits for it.
private final class ExitBox: @unchecked Sendable {
    private let lock = NSLock()
    private var code: Int32?

    func set(_ value: Int32) { lock.withLock { code = value } }
    var value: Int32? { lock.withLock { code } }
}

private struct Timeout: Error, CustomStringConvertible {
    var description: String
}

private func waitFor(_ text: String, in output: Output, seconds: Double = 60) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !output.standardOutput.contains(text) {
        guard Date() < deadline else { throw Timeout(description: "no \"\(text)\" in:\n\(output.standardOutput)") }
        Thread.sleep(forTimeInterval: 0.05)
    }
}

private func waitFor(_ exit: ExitBox, seconds: Double = 60) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while exit.value == nil {
        guard Date() < deadline else { throw Timeout(description: "the command did not end") }
        Thread.sleep(forTimeInterval: 0.05)
    }
}
