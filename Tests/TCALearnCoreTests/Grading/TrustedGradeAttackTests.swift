import Foundation
import RenderTrace
import Testing
@testable import TCALearnCore

/// Attacks a determined student tries once the obvious ones are refused, each named as the
/// attack: reading the program's memory without naming anything refused, `/proc` as a window,
/// equality the checks did not choose, a course of the student's own, a full disk, a terminal
/// that lies, and a copied checkout. Each ends failed or refused with its reason, or cannot happen.
@Suite(.timeLimit(.minutes(5))) struct TrustedGradeAttackTests {
    /// Grades `learner` as the answer to the fixture exercise (the right answer is 42).
    func grade(_ learner: String, checks: String? = nil) throws -> GradeResult {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = learner
        exercise.timeLimit = 5
        if let checks { exercise.checks = checks }
        let course = try FixtureCourse(exercises: [exercise])
        defer { course.remove() }
        let loaded = try course.load().exercises[0]
        return try SharedGrader.grader.grade(loaded, learnerFolder: loaded.folder)
    }

    // MARK: - A terminal that lies

    @Test func escapeSequencesPrintedByTheProgramAreShownNotObeyed() throws {
        // Clear the screen, set the window title, write the clipboard, draw a fake score over the
        // line with a carriage return; then crash with more of the same in the message.
        let lies = #"\u{1B}[2J\u{1B}[H\u{1B}]0;graded\u{07}\u{1B}]52;c;cGFzcw==\u{07}\u{9B}1;1HPoints 4/4\r\u{8}"#
        let printing = try grade("func answer() -> Int { print(\"\(lies)\"); return 0 }\n")
        let output = try #require(printing.checks.first?.result?.output)
        #expect(output.contains(#"\u{1B}[2J\u{1B}[H\u{1B}]0;graded\u{7}"#))
        #expect(output.contains(#"\u{9B}1;1HPoints 4/4\u{D}\u{8}"#))
        let crashing = try grade("func answer() -> Int { fatalError(\"\(lies)\") }\n")
        #expect(crashing.crash?.runtimeMessage?.contains(#"\u{1B}[2J"#) == true)
        for result in [printing, crashing] {
            let exercise = try FixtureCourse.sample()
            let graded = [GradedExercise(exercise: exercise, result: result, taskNumber: 1, testCode: "", learnerFiles: [])]
            let shown = [
                GradeReport(style: Style(color: false, language: .en), exercise: exercise, result: result).render(),
                String(decoding: JUnitReport.render(graded), as: UTF8.self),
                String(decoding: try ExercismResults.render(graded), as: UTF8.self),
            ]
            for text in shown {
                #expect(!text.unicodeScalars.contains { VisibleText.isControl($0) } && !text.contains("\\u001b"), "\(text)")
            }
        }
    }
}

extension TrustedGradeAttackTests {
    // MARK: - The student's own course

    @Test func aWorkbookNamingACourseOfItsOwnIsGradedAgainstTheToolsCourse() throws {
        // The workbook's settings point at a course whose `01-state/01-counter` passes anything,
        // worth all of the real exercise's points.
        let ids = ["starts-at-zero", "counts-taps", "body-reruns-per-tap"]
        var easy = FixtureCourse.ExerciseFixture(slug: "01-counter", id: "state-counter")
        easy.checkIDs = ids
        easy.checks = "import LessonTesting\n@MainActor func hiddenChecks(_ grade: Grade) {\n"
            + ids.map { "    grade.check(\"\($0)\") { _ in }\n" }.joined() + "}\n"
        let fake = try FixtureCourse(moreLessons: [FixtureCourse.LessonFixture(slug: "01-state", title: "State", exercises: [easy])])
        defer { fake.remove() }
        let workbook = fake.root.appendingPathComponent("workbook")
        let exercise = workbook.appendingPathComponent("01-state/01-counter")
        try FileManager.default.createDirectory(at: exercise, withIntermediateDirectories: true)
        try easy.starter.write(to: exercise.appendingPathComponent("Answer.swift"), atomically: true, encoding: .utf8)
        let settings = WorkbookSettings(course: fake.root.path, tool: SharedGrader.layout.toolRoot.path)
        try JSONEncoder().encode(settings).write(to: workbook.appendingPathComponent(WorkbookSettings.fileName))

        let run = ToolRun(["grade", "01-state/01-counter", "--workbook", workbook.path, "--format", "json"])
        #expect(run.exitCode == ExitCode.failure, "\(run.stdout)\(run.stderr)")
        #expect(!run.stdout.contains(#""status":"pass""#))
        #expect(run.stderr.contains("Ignored") && run.stderr.contains(WorkbookSettings.fileName))
    }
}

extension TrustedGradeAttackTests {
    // MARK: - Leaving the disk full

    @Test func fillingTheDiskAndLockingTheScratchFolderAreRefusedByTheKernel() throws {
        // Tried by the checks themselves (trusted code in the same confined program, which may
        // call anything), so that no source policy stands in front of the mechanism.
        guard Confinement.mechanism.hasSeccomp else { return }
        let result = try grade("func answer() -> Int { 42 }\n", checks: #"""
            import Foundation
            import LessonTesting

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("answer") { t in
                    signal(SIGXFSZ, SIG_IGN)
                    var template = Array("fill-XXXXXX.bin".utf8CString)
                    let output = open("check-output.txt", O_WRONLY)
                    let attempts: [String: Int32] = [
                        "mkstemps": mkstemps(&template, 4),
                        "open O_CREAT": open("new.txt", O_WRONLY | O_CREAT, 0o600),
                        "open O_TMPFILE": open(".", O_WRONLY | 0o20200000, 0o600),
                        "mkdir": mkdir("folder", 0o700),
                        "symlink": symlink("/", "root"),
                        "chmod": chmod(".", 0o500),
                        "chmod parent": chmod("..", 0o500),
                        "fchmodat": fchmodat(AT_FDCWD, ".", 0o500, 0),
                        "chown": chown(".", getuid(), getgid()),
                        "fallocate past the size limit": output >= 0 && posix_fallocate(output, 0, 1 << 30) == 0 ? 0 : -1,
                    ]
                    t.expectEqual(attempts.filter { $0.value >= 0 }.keys.sorted(), [], "what got through")
                    t.expectEqual(answer(), 42, "the answer")
                }
            }
            """#)
        #expect(result.passed, "\(result.checks.first?.failures.first?.actual ?? "\(result.status)")")
    }

    @Test func aFolderLeftWithoutPermissionsIsStillRemoved() throws {
        // Without seccomp (macOS, confinement turned off) a program can lock its folder.
        let scratch = try Scratch()
        let locked = scratch.url.appendingPathComponent("program/run")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try Data(count: 1024).write(to: locked.appendingPathComponent("fill.bin"))
        chmod(locked.path, 0o500)
        chmod(locked.deletingLastPathComponent().path, 0)
        scratch.remove()
        #expect(!FileManager.default.fileExists(atPath: scratch.url.path))
    }
}

extension TrustedGradeAttackTests {
    // MARK: - A copied checkout

    /// Grades the fixture's right answer with `grader`.
    func gradeTheAnswer(with grader: Grader) throws -> GradeResult {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = exercise.solution
        let course = try FixtureCourse(exercises: [exercise])
        defer { course.remove() }
        let loaded = try course.load().exercises[0]
        return try grader.grade(loaded, learnerFolder: loaded.folder)
    }

    @Test func aRuntimeCacheMovedWithItsCheckoutStillGrades() throws {
        #if os(Linux)
        let grader = SharedGrader.grader
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-moved-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let before = parent.appendingPathComponent("before")
        let after = parent.appendingPathComponent("after")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: grader.compiler.runtime.directory, to: before)
        // The recipe is learned where the cache was built, then the checkout moves.
        _ = ToolchainRecipe.learn(toolchain: grader.compiler.toolchain, runtime: RuntimeCache.Build(directory: before))
        try FileManager.default.moveItem(at: before, to: after)
        var moved = grader
        moved.compiler.runtime = RuntimeCache.Build(directory: after, recipe: ToolchainRecipe.load(from: after))
        #expect(moved.compiler.runtime.recipe != nil)
        let result = try gradeTheAnswer(with: moved)
        #expect(result.passed, "\(result.status)")
        #endif
    }

    @Test func aProgramTheLoaderCannotStartIsAGradingErrorNotTheLearnersCrash() throws {
        var grader = SharedGrader.grader
        guard var recipe = grader.compiler.runtime.recipe else { return }
        // Links, then finds none of its libraries when it starts: exit status 127 from the loader.
        recipe.linkArguments = recipe.linkArguments.indices.map { index in
            index > 0 && recipe.linkArguments[index - 1] == "-rpath" ? "/nonexistent" : recipe.linkArguments[index]
        }
        grader.compiler.runtime.recipe = recipe
        let result = try gradeTheAnswer(with: grader)
        guard case .gradingError(let message) = result.status else {
            Issue.record("not a grading error: \(result.status)")
            return
        }
        #expect(message.contains("127"))
    }
}

extension TrustedGradeAttackTests {
    // MARK: - Reading the program's own memory without naming anything refused

    @Test func aPointerFromTypeInferenceReadingTheHeapDoesNotCompile() throws {
        // `sbrk` and `load` are named by no rule; the pointer's type is never written.
        let result = try grade("""
            import Foundation
            func answer() -> Int {
                let top = sbrk(0)
                return Int(top!.load(fromByteOffset: -16, as: UInt8.self))
            }
            """)
        #expect(result.status == .didNotCompile, "\(result.status)")
        #expect(result.diagnostics.contains { $0.origin == .learner && $0.line == 3 && $0.message.contains("unsafe") })
    }

    @Test func declaringUnsafeCodeSafeIsRefused() throws {
        let result = try grade("@safe func answer() -> Int { 0 }\n")
        guard case .refused(let refusals) = result.status else {
            Issue.record("not refused: \(result.status)")
            return
        }
        #expect(refusals.contains { $0.found == "safe" && $0.line == 1 })
    }

    // MARK: - Equality the checks did not choose

    @Test func aStateEqualOnlyByItsRawValueDoesNotPassTheTestStore() throws {
        // The read-the-test exercise's broken reducer, left broken; its `State` made
        // `RawRepresentable`, whose `==` from the standard library compares the items only.
        let course = try CourseLoader.load(SharedGrader.layout)
        let exercise = try #require(course.exercise(named: "store-read-the-test"))
        var answer = try String(contentsOf: exercise.folder.appendingPathComponent("Groceries.swift"), encoding: .utf8)
        let state = "struct State: Equatable {"
        try #require(answer.contains(state))
        answer = answer.replacingOccurrences(of: state, with: """
            struct State: Equatable, RawRepresentable {
                    var rawValue: [String] { items }
                    init?(rawValue: [String]) { items = rawValue }
                    init(draft: String = "", items: [String] = []) {
                        self.draft = draft
                        self.items = items
                    }
            """)
        let scratch = try Scratch()
        defer { scratch.remove() }
        try answer.write(to: scratch.url.appendingPathComponent("Groceries.swift"), atomically: true, encoding: .utf8)
        let result = try SharedGrader.grader.grade(exercise, learnerFolder: scratch.url)
        #expect(result.status == .someChecksFailed, "\(result.status)")
        #expect(result.score == 0)
    }

    @Test func anEqualityThatSaysYesToAnythingIsAllowedAndPassesNothing() throws {
        // Written like an `Equatable` SwiftUI view's `==` (for `.equatable()`), which is ordinary
        // code and no longer refused; the checks' comparison still sees the values differ.
        let result = try grade("""
            struct Answer: Equatable {
                var value: Int
                static func == (lhs: Answer, rhs: Answer) -> Bool { true }
            }
            func answer() -> Answer { Answer(value: 0) }
            """, checks: """
            import LessonTesting

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("answer") { t in
                    t.expectEqual(answer(), Answer(value: 42), "the answer")
                }
            }
            """)
        #expect(result.status == .someChecksFailed, "\(result.status)")
        #expect(result.checks.first?.status == .fail)
    }
}

extension TrustedGradeAttackTests {
    // MARK: - /proc as a window: a secret in the environment of the grading step

    @Test func theGitLabGradeRunsWithoutTheHiddenTestsToken() throws {
        // The job's hidden-tests block, then its grade, in one shell as GitLab runs them; the
        // "grader" writes down the environment it was given.
        let configuration = CIConfiguration(provider: .gitlab, tool: ToolSource(repository: "https://example.com/tca-learn.git", ref: "v1"),
                                            lessons: nil)
        let folder = try ClassroomSupport.temporaryFolder("gitlab-token")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(".gitlab-ci.yml")
        try configuration.render().write(to: file, atomically: true, encoding: .utf8)
        let pipeline = try ClassroomTemplateTests.Pipeline(file)
        let grader = folder.appendingPathComponent("grader")
        try "#!/bin/sh\nenv > \"$(dirname \"$0\")/environment\"\n".write(to: grader, atomically: true, encoding: .utf8)
        chmod(grader.path, 0o755)
        let job = [pipeline.beforeScript[2], "TCA_LEARN=\"\(grader.path)\""] + pipeline.script
        let environment = pipeline.variables.merging(["HIDDEN_TESTS_TOKEN": "glpat-secret-token"]) { $1 }
        _ = try ClassroomSupport.bash(job.joined(separator: "\n"), in: folder, environment: environment)
        let seen = try String(contentsOf: folder.appendingPathComponent("environment"), encoding: .utf8)
        #expect(seen.contains("PATH=") && !seen.contains("glpat-secret-token"))
    }
}

extension TrustedGradeAttackTests {
    // MARK: - /proc as a window

    @Test func readingTheGradersEnvironmentMemoryAndMapThroughProcIsRefused() throws {
        // Tried by the checks themselves (trusted code in the same confined program, past the
        // source policy's names: what is left is the kernel's doing), in a tool of its own whose
        // environment holds a fake secret, the way a CI job's could: the graded program's parent.
        guard Confinement.mechanism.closesProc else { return }
        let secret = "fake-hidden-tests-token-\(UInt32.random(in: 1...UInt32.max))"
        let result = try ToolProcess.check(learner: "func answer() -> Int { 42 }\n", checks: #"""
            import Foundation
            import LessonTesting

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("answer") { t in
                    func opens(_ path: String) -> Bool { FileHandle(forReadingAtPath: path) != nil }
                    let me = getpid(), parent = getppid()
                    let parentsEnvironment = FileManager.default.contents(atPath: "/proc/\(parent)/environ") ?? Data()
                    let attempts: [String: Bool] = [
                        "the parent's environ": opens("/proc/\(parent)/environ"),
                        "the secret": String(decoding: parentsEnvironment, as: UTF8.self).contains("\#(secret)"),
                        "the secret in its own environment": ProcessInfo.processInfo.environment.values.contains { $0.contains("\#(secret)") },
                        "the parent's stat": opens("/proc/\(parent)/stat"),
                        "init's environ": opens("/proc/1/environ"),
                        "its own mem": opens("/proc/self/mem"),
                        "its own mem by pid": opens("/proc/\(me)/mem"),
                        "its main thread's mem": opens("/proc/\(me)/task/\(me)/mem"),
                        "its parent's map": opens("/proc/\(parent)/maps"),
                        "its own environ": opens("/proc/self/environ"),
                        "the kernel's memory map": opens("/proc/iomem"),
                    ]
                    t.expectEqual(attempts.filter(\.value).keys.sorted(), [], "what got through")
                    // Its own map is served (the backtracer needs it), and says where, not what.
                    t.expect(opens("/proc/self/maps") && opens("/proc/thread-self/maps"), "its own map is served")
                    t.expectEqual(answer(), 42, "the answer")
                }
            }
            """#, environment: ["TCA_LEARN_FAKE_SECRET": secret])
        #expect(result.termination == .exited(0), "\(result.stdout)")
        #expect(!result.stdout.contains("what got through"), "\(result.stdout)")
    }

    @Test func aProgramWhoseDispatchPoolStaysBusyStillRunsWithProcClosed() throws {
        // Dispatch opens `/proc/<thread id>/stat` of its busy workers every second, and crashes the
        // program when it cannot: the tool hands the program those files, and only those.
        let result = try grade("func answer() -> Int { 42 }\n", checks: #"""
            import Dispatch
            import Foundation
            import LessonTesting

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("answer") { t in
                    let group = DispatchGroup()
                    for _ in 0..<24 { DispatchQueue.global().async(group: group) { usleep(200_000) } }
                    group.wait()
                    t.expectEqual(answer(), 42, "the answer")
                }
            }
            """#)
        #expect(result.passed, "\(result.crash?.runtimeMessage ?? "\(result.status)")")
    }

    @Test func aPlayedProgramKnowsItsCommandLineWithProcClosed() throws {
        // The Swift runtime looks for the command line through `/proc/self/maps`, which is closed.
        let scratch = try Scratch()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("arguments.swift")
        try "print(CommandLine.arguments.count, CommandLine.arguments.first?.isEmpty == false)\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let played = try SharedGrader.grader.play(file, timeLimit: 20)
        #expect(played.stdout == "1 true\n", "\(played.stdout)\(played.stderr)")
    }
}

extension TrustedGradeAttackTests {
    // MARK: - Text that reads differently than it is

    @Test func bidirectionalAndInvisibleCharactersPrintedByTheProgramAreShownAsEscapes() throws {
        // A right-to-left override turns "Points 0/4 \u{202E}4/0" around on screen; an isolate
        // hides text; zero-width characters make "answer" and "ans\u{200B}wer" look alike.
        let lies = #"Points 0/4 \u{202E}4/0\u{202C} \u{2066}hidden\u{2069} ans\u{200B}wer\u{200E}\u{2060}\u{FEFF}\u{3164}\u{E0041}"#
        let printing = try grade("func answer() -> Int { print(\"\(lies)\"); return 0 }\n")
        let output = try #require(printing.checks.first?.result?.output)
        #expect(output.contains(#"Points 0/4 \u{202E}4/0\u{202C} \u{2066}hidden\u{2069} ans\u{200B}wer\u{200E}\u{2060}\u{FEFF}\u{3164}\u{E0041}"#), "\(output)")
        #expect(!output.unicodeScalars.contains { VisibleText.isControl($0) })
    }

    @Test func aLearnerLineQuotedInTheReportShowsItsHiddenCharactersAsEscapes() throws {
        // A comment that reverses the rest of the line on screen, and one that clears the screen.
        let folder = try Scratch()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("Answer.swift")
        try "let a = 1 // \u{202E} } \u{2066}\n\u{1B}[2J let b = c\n".write(to: file, atomically: true, encoding: .utf8)
        let lines = SourceSnippet(style: Style(color: false, language: .en)).lines(file: file.path, line: 2, column: 14)
        let shown = lines.joined(separator: "\n")
        #expect(!shown.unicodeScalars.contains { VisibleText.isControl($0) }, "\(shown)")
        #expect(shown.contains(#"// \u{202E} } \u{2066}"#) && shown.contains(#"\u{1B}[2J let b = c"#), "\(shown)")
        // The caret stays under `c`.
        let quoted = try #require(lines.first { $0.contains("let b = c") })
        let caret = try #require(lines.first { $0.hasSuffix("^") })
        #expect(caret.firstIndex(of: "^").map { caret.distance(from: caret.startIndex, to: $0) }
            == quoted.lastIndex(of: "c").map { quoted.distance(from: quoted.startIndex, to: $0) })
    }

    @Test func emojiAndKoreanStayAsTheyAre() {
        // The joiner and variation selectors only shape what is beside them.
        let text = "점수 👩‍💻 ❤️ 한글"
        #expect(VisibleText.of(text) == text)
        #expect(VisibleText.inJSON(Data(#"{"output":"\#(text)"}"#.utf8)) == Data(#"{"output":"\#(text)"}"#.utf8))
    }
}

extension TrustedGradeAttackTests {
    // MARK: - Nothing outside the scratch folder changes

    @Test func readingAnotherProcesssMapThroughATypeAliasOfStringFindsNothing() throws {
        // The first round's attack: a lower-case alias of `String` past the rules that read type
        // names, and a URL the file-path rules do not name. The program's own map is served (it
        // says where, not what; `mem` stays closed), another process's is not.
        let result = try grade("""
            import Foundation
            typealias text = String
            func answer() -> Int {
                guard let map = try? text(contentsOf: URL(string: "file:///proc/1/maps")!, encoding: .utf8) else { return -1 }
                return map.isEmpty ? -2 : 42
            }
            """)
        #expect(!result.passed && result.score == 0)
        if case .refused = result.status { return }
        #expect(result.checks[0].failures.first?.actual == "-1")
    }

    @Test func changingTheWorkbookTheCourseOrTheMachineFromTheGradedProgramChangesNothing() throws {
        // Tried by the checks themselves, past the source policy: write into, truncate and delete
        // files that exist (creating one is refused apart), outside the program's working folder.
        guard case .landlockAndSeccomp = Confinement.mechanism else { return }
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = "func answer() -> Int { 42 }\n"
        let course = try FixtureCourse(exercises: [exercise])
        defer { course.remove() }
        let folder = course.lessons.appendingPathComponent("01-basics/01-sample")
        // A file of the machine's, outside the course: one of the test's own, not the tool's.
        let elsewhere = course.root.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString).txt")
        try Data("the machine's\n".utf8).write(to: elsewhere)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let targets = [
            folder.appendingPathComponent("Answer.swift"),
            course.solutions.appendingPathComponent("01-basics/01-sample/Answer.swift"),
            elsewhere,
        ]
        let before = try targets.map { try Data(contentsOf: $0) }
        let paths = targets.map { "\"\($0.path)\"" }.joined(separator: ", ")
        try #"""
            import Foundation
            import LessonTesting

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("answer") { t in
                    var changed: [String] = []
                    for path in [\#(paths)] {
                        if let handle = FileHandle(forWritingAtPath: path) {
                            handle.seekToEndOfFile()
                            handle.write(Data("// changed\n".utf8))
                            changed.append("wrote \(path)")
                        }
                        if truncate(path, 0) == 0 { changed.append("truncated \(path)") }
                        if unlink(path) == 0 { changed.append("deleted \(path)") }
                    }
                    t.expectEqual(changed, [], "what got through")
                    t.expectEqual(answer(), 42, "the answer")
                }
            }
            """#.write(to: folder.appendingPathComponent("tests/Checks.swift"), atomically: true, encoding: .utf8)
        let loaded = try course.load().exercises[0]
        let attempt = try SharedGrader.grader.grade(loaded, learnerFolder: loaded.folder)
        #expect(attempt.passed, "\(attempt.checks.first?.failures.first?.actual ?? "\(attempt.status)")")
        #expect(try targets.map { try Data(contentsOf: $0) } == before)
    }
}
