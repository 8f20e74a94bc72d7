import Foundation
import Testing
@testable import TCALearnCore

/// The grading pipeline end to end on small fixture exercises that use only the harness, so that
/// these tests pin the pipeline itself (compile, run, result channel, failure modes), whatever the
/// lessons do.
@Suite(.serialized) struct PipelineTests {
    func grade(_ exercise: FixtureCourse.ExerciseFixture, useSolution: Bool = false) throws -> (GradeResult, FixtureCourse) {
        let fixture = try FixtureCourse(exercises: [exercise])
        let loaded = try fixture.load().exercises[0]
        let result = try SharedGrader.grader.grade(loaded, learnerFolder: useSolution ? loaded.solutionFolder : loaded.folder)
        return (result, fixture)
    }

    @Test func aCorrectSolutionPasses() throws {
        let (result, fixture) = try grade(FixtureCourse.ExerciseFixture(), useSolution: true)
        defer { fixture.remove() }
        #expect(result.status == .passed)
        #expect(result.score == 1 && result.maxScore == 1)
    }

    @Test func aFailingCheckSaysWhatWasExpectedAndWhatHappened() throws {
        let (result, fixture) = try grade(FixtureCourse.ExerciseFixture())
        defer { fixture.remove() }
        #expect(result.status == .someChecksFailed)
        let failure = try #require(result.checks.first?.failures.first)
        #expect(failure.message == "the answer")
        #expect(failure.expected == "42")
        #expect(failure.actual == "0")
    }

    @Test func aCompileErrorPointsAtTheLearnersLine() throws {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = "func answer() -> Int {\n    return undefinedName\n}\n"
        let (result, fixture) = try grade(exercise)
        defer { fixture.remove() }
        #expect(result.status == .didNotCompile)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.origin == .learner)
        #expect(diagnostic.file.hasSuffix("Answer.swift"))
        #expect(diagnostic.line == 2)
        #expect(diagnostic.message.contains("undefinedName"))
        // Nothing from the generated main or the hidden tests.
        #expect(result.diagnostics.allSatisfy { $0.origin == .learner })
        #expect(result.checks.allSatisfy { $0.status == .notRun(.programNotRun) })
    }

    @Test func learnerCodeThatNoLongerFitsTheChecksIsExplained() throws {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = "func answer(_ x: Int) -> Int { x }\n"
        let (result, fixture) = try grade(exercise)
        defer { fixture.remove() }
        #expect(result.status == .didNotCompile)
        #expect(result.diagnostics.contains { $0.origin == .hiddenTest })
    }

    @Test func aCrashShowsTheFatalErrorAndTheLearnersLine() throws {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = "func answer() -> Int {\n    let values = [1, 2]\n    return values[5]\n}\n"
        let (result, fixture) = try grade(exercise)
        defer { fixture.remove() }
        let crash = try #require(result.crash)
        #expect(crash.runtimeMessage?.contains("Index out of range") == true)
        #expect(crash.line == 3)
        #expect(crash.checkID == "answer")
        #expect(result.checks[0].status == .notRun(.crashedDuringThisCheck))
    }

    @Test func aControlThatIsNotOnScreenStopsTheCheckWithAReasonInBothLanguages() throws {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = """
            import SwiftUI
            struct Counter: View {
                var body: some View { Button("Add") {} }
            }
            """
        exercise.checks = """
            import LessonTesting
            import SwiftUI

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("answer") { t in
                    try ViewHost(Counter()).tap("Increment")
                }
            }
            """
        let (result, fixture) = try grade(exercise)
        defer { fixture.remove() }
        let failure = try #require(result.checks[0].result?.failures.first)
        #expect(result.checks[0].status == .error)
        #expect(failure.message.contains(#"No button or navigation link "Increment" on screen"#))
        #expect(failure.messageKo?.contains(#""Increment" 버튼 또는 내비게이션 링크"#) == true)
        #expect(failure.messageKo?.contains(#""Add""#) == true)
    }

    @Test func aCheckRunsALearnersSwiftTestingTestByNameAndReadsItsIssues() throws {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = """
            import ComposableArchitecture
            import Testing

            struct Add: Reducer {
                func reduce(into state: inout Int, action: Void) -> Effect<Void> {
                    state += 1
                    return .none
                }
            }

            @Test func passing() {
                withKnownIssue { #expect(Bool(false)) }
                #expect(1 + 1 == 2)
            }

            @MainActor
            struct Suite {
                @Test func failingExpectation() { #expect(1 + 1 == 3) }
                @Test func failingStore() async {
                    let store = TestStore(initialState: 0) { Add() }
                    await store.send(()) { $0 = 2 }
                }
            }
            """
        exercise.checks = """
            import LessonTesting

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("answer") { t in
                    let passing = await issuesRecorded(runningTest: "passing")
                    t.expect(passing == [], "passing", expected: "[]", actual: "\\(String(describing: passing))")
                    let expectation = await issuesRecorded(runningTest: "failingExpectation") ?? []
                    t.expect(expectation.count == 1 && expectation[0].contains("Expectation failed"), "expectation",
                        expected: "one issue", actual: "\\(expectation)")
                    let store = await issuesRecorded(runningTest: "failingStore") ?? []
                    t.expect(store.count == 1 && store[0].contains("A state change does not match expectation"), "store",
                        expected: "one issue", actual: "\\(store)")
                    let absent = await issuesRecorded(runningTest: "absent")
                    t.expect(absent == nil, "absent", expected: "nil", actual: "\\(String(describing: absent))")
                }
            }
            """
        let (result, fixture) = try grade(exercise)
        defer { fixture.remove() }
        #expect(result.checks.first?.status == .pass, "\(result.checks.first?.result?.failures.map(\.message) ?? [])")
    }

    @Test func anEndlessLoopEndsInATimeoutWithinTheLimit() throws {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = "func answer() -> Int {\n    var x = 0\n    while true { x &+= 1 }\n}\n"
        exercise.timeLimit = 2
        let (result, fixture) = try grade(exercise)
        defer { fixture.remove() }
        #expect(result.status == .timedOut)
        #expect(result.checks[0].status == .notRun(.runningAtTimeLimit))
        // The program is stopped at its limit; the margin is for a loaded machine, not the compile.
        #expect(result.runSeconds < 5)
    }

    @Test func exitingEarlyIsNotAPass() throws {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = "import Foundation\nfunc answer() -> Int {\n    print(\"PASS answer\")\n    exit(0)\n}\n"
        let (result, fixture) = try grade(exercise)
        defer { fixture.remove() }
        #expect(result.crash?.cause == .exit(0))
        #expect(!result.passed)
    }

    @Test func eachCheckCarriesTheLearnersOwnOutput() throws {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.solution = "func answer() -> Int {\n    print(\"thinking…\")\n    return 42\n}\n"
        let (result, fixture) = try grade(exercise, useSolution: true)
        defer { fixture.remove() }
        #expect(result.passed)
        #expect(result.checks[0].result?.output == "thinking…\n")
    }

    @Test func playRunsTopLevelCodeAndReportsCrashes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-play-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("good.swift")
        try """
            import SwiftUI

            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    let _ = Self._printChanges()
                    Button("Count: \\(count)") { count += 1 }
                }
            }

            let host = ViewHost(Counter())
            try host.tap("Count: 0")
            print(host.texts)

            """.write(to: good, atomically: true, encoding: .utf8)
        let ran = try SharedGrader.grader.play(good, timeLimit: 10)
        #expect(ran.succeeded, "\(ran.diagnostics) \(ran.compilerOutput) \(ran.stderr)")
        #expect(ran.stdout == "Counter: @self, @identity, _count changed.\nCounter: _count changed.\n[\"Count: 1\"]\n")
        #expect(ran.trace.filter { $0.kind == .bodyRan && $0.subject == "Counter" }.map(\.reasons) == [["@self", "@identity", "_count"], ["_count"]])

        let bad = folder.appendingPathComponent("bad.swift")
        try "let x: Int? = nil\nprint(\"before\")\nprint(x!)\n".write(to: bad, atomically: true, encoding: .utf8)
        let crashed = try SharedGrader.grader.play(bad, timeLimit: 10)
        #expect(!crashed.succeeded)
        #expect(crashed.crash?.line == 3)

        let broken = folder.appendingPathComponent("broken.swift")
        try "let x: Int = \"text\"\n".write(to: broken, atomically: true, encoding: .utf8)
        let failed = try SharedGrader.grader.play(broken, timeLimit: 10)
        #expect(!failed.compiled)
        #expect(failed.diagnostics.first?.line == 1)
    }

    @Test func aProgramThatMentionsURLSessionFindsItAndItsDependencyAsOnApplePlatforms() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-play-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("session.swift")
        try """
            import ComposableArchitecture
            import Foundation

            struct Feature: Reducer {
                @Dependency(\\.urlSession) var session
                func reduce(into state: inout Int, action: Void) -> Effect<Void> {
                    state = session.configuration.timeoutIntervalForRequest > 0 ? 1 : 0
                    return .none
                }
            }

            @MainActor func test() async {
                let store = TestStore(initialState: 0) { Feature() } withDependencies: {
                    $0.urlSession = URLSession(configuration: .ephemeral)
                }
                await store.send(()) { $0 = 1 }
            }
            await test()
            print("sent")

            """.write(to: file, atomically: true, encoding: .utf8)
        let ran = try SharedGrader.grader.play(file, timeLimit: 30)
        #expect(ran.succeeded, "\(ran.diagnostics) \(ran.compilerOutput) \(ran.stderr)")
        #expect(ran.stdout == "sent\n")
        // Other programs do not pay for loading URLSession's library.
        #expect(RuntimeCache.Build.needsNetworking(["import SwiftUI\nText(\"hi\")"]) == false)
        #expect(RuntimeCache.Build.needsNetworking(["let s = URLSession.shared"]))
    }
}
