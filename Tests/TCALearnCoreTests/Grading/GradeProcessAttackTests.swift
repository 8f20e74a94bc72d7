import Foundation
import GradeRecords
import RenderTrace
import Testing
@testable import TCALearnCore

/// Attacks on the grade's process side, each named as the attack, as a determined student would
/// try them: shadowing the runtime through the module boundary, sniffing which feature a
/// write-the-test answer runs against, reaching the result channel, reaching the course, and
/// breaking the grader. Each ends as a failed (or refused) grade with its reason, and the grader
/// carries on. (`GradingAdversarialTests` holds the older, simpler cases.)
@Suite struct GradeProcessAttackTests {
    /// Grades `learner` as the answer to the fixture exercise (the right answer is 42).
    func grade(_ learner: String, checks: String? = nil, fixture: (FixtureCourse) throws -> Void = { _ in }) throws -> GradeResult {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = learner
        exercise.timeLimit = 5
        if let checks { exercise.checks = checks }
        let course = try FixtureCourse(exercises: [exercise])
        defer { course.remove() }
        try fixture(course)
        let loaded = try course.load().exercises[0]
        return try SharedGrader.grader.grade(loaded, learnerFolder: loaded.folder)
    }

    // MARK: - Shadowing the runtime through the module boundary

    static let counterChecks = """
        import LessonTesting
        import SwiftUI

        @MainActor
        func hiddenChecks(_ grade: Grade) {
            grade.check("answer") { t in
                let host = ViewHost(Counter())
                try host.tap("Count: 0")
                t.expectEqual(host.texts, ["Count: 1"], "the title after one tap")
            }
        }
        """

    static let counterThatDoesNotCount = """
        import SwiftUI

        struct Counter: View {
            var body: some View { Button("Count: 0") {} }
        }

        """

    @Test func shadowingViewHostIsAClashNotAPass() throws {
        let result = try grade(Self.counterThatDoesNotCount + """
            struct ViewHost<Root: View> {
                init(_ root: Root) {}
                var texts: [String] { ["Count: 1"] }
                func tap(_ label: String) throws {}
            }
            """, checks: Self.counterChecks)
        #expect(result.status == .didNotCompile)
        let clash = try #require(result.diagnostics.first { $0.clash != nil })
        #expect(clash.origin == .learner && clash.file.hasSuffix("Answer.swift") && clash.line == 7)
        #expect(clash.clash?.module == "SwiftUI")
        let report = GradeReport(style: Style(color: false, language: .en), exercise: try FixtureCourse.sample(), result: result).render()
        #expect(report.contains("which the grader uses, so the hidden checks cannot tell them apart: rename yours."))
        #expect(!report.contains("The checks could not use your code"))
    }

    @Test func extendingViewHostWithFakeTextsIsAClashNotAPass() throws {
        let result = try grade(Self.counterThatDoesNotCount + """
            extension ViewHost {
                var texts: [String] { ["Count: 1"] }
            }
            """, checks: Self.counterChecks)
        #expect(result.status == .didNotCompile)
        #expect(result.diagnostics.contains { $0.clash?.name == "texts" && $0.line == 7 })
    }

    @Test func theHarnessIsNotOnTheLearnersSearchPath() throws {
        // Whatever the source policy says, the learner's module cannot even see the harness.
        let scratch = try Scratch()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("Answer.swift")
        try "import LessonTesting\nfunc answer() -> Int { 0 }\n".write(to: file, atomically: true, encoding: .utf8)
        let compiled = try SharedGrader.grader.compiler.compileLearnerModule([file], into: scratch.url, lineTables: false)
        #expect(!compiled.succeeded)
        #expect(compiled.stderr.contains("no such module 'LessonTesting'"))
    }

    @Test func codeBeforeMainInTheLearnersObjectIsFoundWhateverItsSpelling() throws {
        // The source policy refuses `@section` and `@_section`; the object the compiler made is
        // read too, so a spelling a later compiler accepts still cannot run code before the
        // harness has read its descriptor 3.
        #if os(Linux)
        let scratch = try Scratch()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("Answer.swift")
        try """
            @section(".init_array") @used
            let early: @convention(c) () -> Void = { print("before the harness") }
            func answer() -> Int { 0 }
            """.write(to: file, atomically: true, encoding: .utf8)
        let compiled = try SharedGrader.grader.compiler.compileLearnerModule([file], into: scratch.url, lineTables: false)
        #expect(compiled.succeeded, "\(compiled.stderr)")
        #expect(ObjectSections.codeAroundMain(in: Compiler.learnerObject(in: scratch.url))?.hasPrefix(".init_array") == true)
        try "func answer() -> Int { 42 }\n".write(to: file, atomically: true, encoding: .utf8)
        _ = try SharedGrader.grader.compiler.compileLearnerModule([file], into: scratch.url, lineTables: false)
        #expect(ObjectSections.codeAroundMain(in: Compiler.learnerObject(in: scratch.url)) == nil)
        #endif
    }

    // MARK: - Evidence from a store of the answer's own

    @Test func aSecondStoreOfTheLearnersOwnIsNotEvidence() throws {
        // The delegate exercise's solution, changed as a student might: the child never sends
        // its delegate action, the parent watches the child's state instead, and to leave the
        // delegate action the check looks for in the trace, sends it to a store of its own.
        let course = try CourseLoader.load(SharedGrader.layout)
        let exercise = try #require(course.exercise(named: "template-delegate-to-parent"))
        var answer = try String(contentsOf: exercise.solutionFolder.appendingPathComponent("Goal.swift"), encoding: .utf8)
        let delegating = "return state.count == state.goal ? .send(.delegate(.goalReached)) : .none"
        let watching = """
                    default:
                        return .none
            """
        try #require(answer.contains(delegating) && answer.contains(watching))
        answer = answer.replacingOccurrences(of: delegating, with: "return .none")
        answer = answer.replacingOccurrences(of: watching, with: """
                    default:
                        if state.counter.count == state.counter.goal, state.message.isEmpty {
                            state.message = "Goal reached!"
                            Store(initialState: RootFeature.State()) { RootFeature() }.send(.counter(.delegate(.goalReached)))
                        }
                        return .none
            """)
        let scratch = try Scratch()
        defer { scratch.remove() }
        try answer.write(to: scratch.url.appendingPathComponent("Goal.swift"), atomically: true, encoding: .utf8)
        let result = try SharedGrader.grader.grade(exercise, learnerFolder: scratch.url)
        // The check reads the actions of the store it made: the second store's delegate action
        // is not among them.
        #expect(result.checks.first { $0.spec.id == "child-delegates" }?.status == .fail)
        #expect(result.score <= 1)
    }

    // MARK: - Sniffing the variant under test

    /// Grades `test` as the answer to the course's write-the-test exercise on BindingReducer.
    func gradeNotificationsTest(_ test: String) throws -> (GradeResult, Exercise) {
        let course = try CourseLoader.load(SharedGrader.layout)
        let exercise = try #require(course.exercise(named: "bindingreducer-write-the-test"))
        let scratch = try Scratch()
        defer { scratch.remove() }
        try test.write(to: scratch.url.appendingPathComponent("NotificationsTests.swift"), atomically: true, encoding: .utf8)
        return (try SharedGrader.grader.grade(exercise, learnerFolder: scratch.url), exercise)
    }

    @Test func sniffingTheFeatureUnderTestEarnsOnlyThePassOnTheReference() throws {
        // The answer records a failure exactly when the store is not the reference feature's, by
        // its dump, and tests nothing else.
        let (result, _) = try gradeNotificationsTest("""
            import ComposableArchitecture

            @MainActor
            func testNotificationsToggle(_ store: TestStoreOf<NotificationsFeature>) async {
                var dumped = ""
                dump(store, to: &dumped, maxDepth: 3)
                if !dumped.contains(#"name: "NotificationsFeature""#) {
                    await store.send(.binding(.set(\\.$isOn, true))) { $0.message = "caught by its name" }
                }
            }
            """)
        #expect(result.status == .someChecksFailed)
        #expect(result.checks.map(\.status) == [.pass, .fail, .fail, .fail])
    }

    @Test func sniffingTheVariantByTheLineOfItsBindingStateEarnsOnlyThePassOnTheReference() throws {
        // The runtime keeps where a `@BindingState` was declared, for the unhandled-binding
        // warning, and a dump of a binding action sent through a view store shows it. The answer
        // sends one to a probe store of its own, reads the line, and fails (a receive with nothing
        // to receive) unless it is the reference's: before the variants kept the reference's line
        // numbers, that caught every broken feature without testing any of them.
        let (result, _) = try gradeNotificationsTest(#"""
            import ComposableArchitecture
            import SwiftUI

            struct Probe: Reducer {
                typealias State = NotificationsFeature.State
                typealias Action = NotificationsFeature.Action
                let onAction: (Action) -> Void
                var body: some ReducerOf<Self> {
                    BindingReducer()
                    Reduce { _, action in
                        onAction(action)
                        return .none
                    }
                }
            }

            @MainActor
            func testNotificationsToggle(_ store: TestStoreOf<NotificationsFeature>) async {
                var seen = ""
                let probe = Store(initialState: NotificationsFeature.State()) { Probe { dump($0, to: &seen) } }
                ViewStore(probe, observe: { $0 }).$isOn.wrappedValue = true
                if !seen.contains("NotificationsFeature.swift:11\\\"") {
                    await store.receive(.binding(.set(\.$isOn, true)))
                }
            }
            """#)
        #expect(result.checks.map(\.status) == [.pass, .fail, .fail, .fail])
    }

    @Test func sniffingTheVariantByWhereItsKeyPathsGetterLiesEarnsOnlyThePassOnTheReference() throws {
        // A computed key path prints its getter's address (`\State.<computed 0x… >`): its offset
        // in its page told the variant with a global of its own from the reference, 2 of 4
        // points, until the given module's functions each started a page.
        let answer = #"""
            import ComposableArchitecture

            func address(_ text: String) -> Int {
                let hex = text.drop { $0 != "x" }.dropFirst().prefix { $0.isHexDigit }
                return Int(hex, radix: 16) ?? 0
            }

            @MainActor
            func testNotificationsToggle(_ store: TestStoreOf<NotificationsFeature>) async {
                let inPage = address("\(\NotificationsFeature.State.$isOn)") & 0xfff
                print("IN PAGE", inPage)
                if inPage != REFERENCE { await store.receive(.binding(.set(\.$isOn, true))) }
            }
            """#
        // The reference's figure, as a first grade shows it (its test fails, and prints it).
        let (first, _) = try gradeNotificationsTest(answer.replacingOccurrences(of: "REFERENCE", with: "-1"))
        let printed = try #require(first.checks[0].result?.output.split(separator: "\n").first { $0.hasPrefix("IN PAGE ") })
        let reference = String(printed.dropFirst("IN PAGE ".count))
        let (result, _) = try gradeNotificationsTest(answer.replacingOccurrences(of: "REFERENCE", with: reference))
        #expect(result.checks.map(\.status) == [.pass, .fail, .fail, .fail])
    }

    @Test func measuringTheFeaturesCodeAgainstItsTypesMetadataIsRefused() throws {
        // With the metadata's address (`ObjectIdentifier` prints it), the distance to the getter
        // measured the code between them: the variant with a global of its own had more.
        let (result, _) = try gradeNotificationsTest(#"""
            import ComposableArchitecture

            @MainActor
            func testNotificationsToggle(_ store: TestStoreOf<NotificationsFeature>) async {
                let metadata = "\(ObjectIdentifier(NotificationsFeature.State.self))"
                let getter = "\(\NotificationsFeature.State.$isOn)"
                if metadata.count + getter.count < 0 { await store.receive(.binding(.set(\.$isOn, true))) }
            }
            """#)
        guard case .refused(let refusals) = result.status else { Issue.record("not refused: \(result.status)"); return }
        #expect(refusals.map(\.found) == ["ObjectIdentifier"])
        #expect(refusals.first?.reason == .variantSniffing)
    }

    @Test func sniffingTheVariantByTheProgramsOwnPathEarnsOnlyThePassOnTheReference() throws {
        // Each program ran in a folder named for its feature (`reference/`,
        // `variant-never-turns-off/`), which the program reads without any file API: its working
        // folder (and its executable's path in its own stack trace, now refused by name).
        let (result, _) = try gradeNotificationsTest(#"""
            import ComposableArchitecture
            import Foundation

            @MainActor
            func testNotificationsToggle(_ store: TestStoreOf<NotificationsFeature>) async {
                let here = URL.currentDirectory().path
                if here.contains("variant") { await store.receive(.binding(.set(\.$isOn, true))) }
            }
            """#)
        #expect(result.checks.map(\.status) == [.pass, .fail, .fail, .fail])
    }

    @Test func theCoursesVariantsKeepTheirReferencesLineNumbers() throws {
        let course = try CourseLoader.load(SharedGrader.layout)
        for exercise in course.exercises {
            for variant in exercise.variants {
                for (given, replacement) in variant.replace {
                    let reference = try String(contentsOf: exercise.folder.appendingPathComponent(given), encoding: .utf8)
                    let broken = try String(contentsOf: exercise.testsFolder.appendingPathComponent(replacement), encoding: .utf8)
                    let shifted = VariantLayout.firstShiftedLine(reference: reference, variant: broken)
                    #expect(shifted == nil, "\(exercise.path) \(replacement): \(String(describing: shifted))")
                }
            }
        }
        // What the rule catches, and what it lets through.
        let reference = "import A\n// about it\n\nlet a = 1\nlet b = 2\n"
        #expect(VariantLayout.firstShiftedLine(reference: reference, variant: "import A\n// broken\n// two lines\n\nlet a = 1\nlet b = 3\n")! == (3, 4))
        #expect(VariantLayout.firstShiftedLine(reference: reference, variant: "import A\n// broken\n\nlet a = 1\nlet b = 3; let c = 0\n\nvar extra = 0\n") == nil)
    }

    @Test func aTestThatFailsOnEveryFeatureCatchesNoVariant() throws {
        // No assertion about the feature at all: a send whose change is not described fails on
        // the reference and on the variants where the toggle changes anything (all but the one
        // without BindingReducer, where it fails to catch).
        let (result, exercise) = try gradeNotificationsTest("""
            import ComposableArchitecture

            @MainActor
            func testNotificationsToggle(_ store: TestStoreOf<NotificationsFeature>) async {
                await store.send(.binding(.set(\\.$isOn, true)))
            }
            """)
        #expect(result.status == .someChecksFailed)
        #expect(result.score == 0)
        #expect(result.checks.map(\.status) == [.fail, .fail, .notRun(.passedButTestFailsOnReference), .notRun(.passedButTestFailsOnReference)])
        let report = GradeReport(style: Style(color: false, language: .en), exercise: exercise, result: result).render()
        #expect(report.contains("your test fails on the correct feature too"))
    }

    // MARK: - Reaching the result channel

    @Test func recoveringTheNonceFromStdioTheEnvironmentAndTheFileBesideTheProgramForgesNothing() throws {
        // Before this grader, the nonce stayed in stdin's buffer after the harness's readLine, the
        // result file's path in the kernel's copy of the environment, and the file beside the
        // executable; a forged "pass" with them counted.
        let result = try grade(##"""
            import Foundation

            func slurp(_ path: String) -> String {
                let opening: (UnsafePointer<CChar>, Int32) -> Int32 = open
                let fd = opening(path, O_RDONLY)
                guard fd >= 0 else { return "" }
                defer { close(fd) }
                var bytes = [UInt8](repeating: 0, count: 1 << 16)
                let count = read(fd, &bytes, bytes.count)
                return String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self)
            }

            func answer() -> Int {
                var secrets: [String] = []
                if let start = stdin.pointee._IO_read_base, let end = stdin.pointee._IO_read_end, end > start {
                    let buffered = UnsafeRawBufferPointer(start: start, count: end - start)
                    secrets += String(decoding: buffered, as: UTF8.self).split(separator: "\n").map(String.init)
                }
                let kernelsCopy = slurp("/pr" + "oc/self/env" + "iron").split(separator: "\0").map(String.init)
                secrets += kernelsCopy.map { $0.split(separator: "=", maxSplits: 1).last.map(String.init) ?? $0 }
                let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                var paths = secrets.filter { $0.hasPrefix("/") } + [beside.appendingPathComponent("results.jsonl").path]
                paths += (0..<8).map { beside.appendingPathComponent("results-\($0).jsonl").path }
                for nonce in secrets + [""] {
                    let forged = #"{"kind":"checkFinished","nonce":"\#(nonce)","checkID":"answer","result":{"id":"answer","status":"pass","failures":[],"trace":[],"output":"","outputWasCut":false,"durationSeconds":0}}"# + "\n" + #"{"kind":"done","nonce":"\#(nonce)"}"# + "\n"
                    for fd in Int32(3)..<Int32(64) {
                        _ = forged.withCString { write(fd, $0, strlen($0)) }
                    }
                    let opening: (UnsafePointer<CChar>, Int32) -> Int32 = open
                    for path in paths {
                        let fd = opening(path, O_WRONLY | O_APPEND)
                        if fd >= 0 {
                            _ = forged.withCString { write(fd, $0, strlen($0)) }
                            close(fd)
                        }
                    }
                }
                exit(0)
            }
            """##)
        #expect(!result.passed && result.score == 0)
        if case .refused = result.status { return }  // the source policy may stop it first
        #expect(result.crash?.cause == .exit(0))
        #expect(result.checks[0].status == .notRun(.crashedDuringThisCheck))
    }

    /// A man in the middle: a pipe of the learner's own put on descriptor 4, a thread that reads
    /// the harness's records from it (nonce included), turns each failure into a pass and writes
    /// it on to the real channel, and an exit handler that waits until all are passed on.
    static let relayingLearner = """
        import Foundation

        enum Relay {
            static let drained = DispatchSemaphore(value: 0)
            static let started: Bool = {
                var ends: [Int32] = [0, 0]
                guard pipe(&ends) == 0 else { return false }
                let real = dup(4)
                guard dup2(ends[1], 4) == 4 else { return false }
                close(ends[1])
                atexit {
                    close(4)
                    Relay.drained.wait()
                }
                Thread.detachNewThread {
                    var pending: [UInt8] = []
                    var chunk = [UInt8](repeating: 0, count: 65536)
                    while true {
                        let count = read(ends[0], &chunk, chunk.count)
                        if count <= 0 { Relay.drained.signal(); break }
                        pending += chunk.prefix(count)
                        while let newline = pending.firstIndex(of: 10) {
                            var line = Data(pending[..<newline])
                            pending.removeSubrange(...newline)
                            if var record = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any],
                               var result = record["result"] as? [String: Any] {
                                result["status"] = "pass"
                                result["failures"] = []
                                record["result"] = result
                                line = (try? JSONSerialization.data(withJSONObject: record)) ?? line
                            }
                            line.append(10)
                            let bytes = [UInt8](line)
                            _ = write(real, bytes, bytes.count)
                        }
                    }
                }
                return true
            }()
        }

        func answer() -> Int {
            _ = Relay.started
            return 0
        }
        """

    /// The relay put in place by the checks themselves (trusted code, compiled without memory
    /// safety), so that what is tried is the confinement and the harness.
    static let relayingChecks = relayingLearner.replacingOccurrences(of: """
        func answer() -> Int {
            _ = Relay.started
            return 0
        }
        """, with: """
        import LessonTesting

        @MainActor
        func hiddenChecks(_ grade: Grade) {
            _ = Relay.started
            grade.check("answer") { t in
                t.expectEqual(answer(), 42, "the answer")
            }
        }
        """)

    @Test func relayingTheRecordsThroughAPipeOfItsOwnOnDescriptor4ForgesNothing() throws {
        // Before the program's confinement kept descriptor 4, this passed. Learner code can no
        // longer write it (pipes and raw reads take pointers, refused by memory safety).
        let refused = try grade(Self.relayingLearner)
        #expect(refused.status == .didNotCompile)
        guard Confinement.mechanism.hasSeccomp else { return }
        let result = try grade("func answer() -> Int { 0 }\n", checks: Self.relayingChecks)
        #expect(!result.passed && result.score == 0)
        #expect(result.checks[0].failures.first?.actual == "0")
    }

    @Test func relayingTheRecordsWithoutConfinementIsCaughtByTheHarness() throws {
        // Without seccomp (macOS, or confinement turned off) the relay can be put in place; the
        // harness sees descriptor 4 is no longer the grader's before it writes a record there.
        let result = try ToolProcess.check(
            learner: "func answer() -> Int { 0 }\n", checks: Self.relayingChecks, environment: [Confinement.environmentSwitch: "off"])
        #expect(result.termination == .exited(1))
        #expect(result.stdout.contains("Score 0/1"))
        #expect(result.stdout.contains("The result channel (descriptor 4) was replaced"))
    }

    @Test func theGradedProgramCanNeitherReadNorReplaceItsRecordsDescriptor() throws {
        // The mechanism, tried by the checks themselves (trusted code in the same confined
        // program), so that no source policy stands in front of it: descriptor 4 cannot be
        // opened again for reading through /proc (a pipe's write end can), closed (a new pipe
        // would take its number), replaced, or closed within a range.
        guard Confinement.mechanism.hasSeccomp else { return }
        let result = try grade("func answer() -> Int { 42 }\n", checks: #"""
            import Foundation
            import LessonTesting

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("answer") { t in
                    // Not imported into Swift: called by their symbols.
                    typealias Call3 = @convention(c) (UInt32, UInt32, Int32) -> Int32
                    let dup3 = unsafeBitCast(dlsym(nil, "dup3"), to: Call3.self)
                    let close_range = unsafeBitCast(dlsym(nil, "close_range"), to: Call3.self)
                    let reopened = open("/proc/self/fd/4", O_RDONLY | O_NONBLOCK)
                    var ends: [Int32] = [0, 0]
                    _ = pipe(&ends)
                    let attempts = [
                        "reopen": reopened, "close": close(4), "dup2": dup2(ends[0], 4), "dup3": dup3(UInt32(ends[0]), 4, 0),
                        "close_range": close_range(4, 4, 0),
                    ]
                    t.expectEqual(attempts.filter { $0.value >= 0 }.keys.sorted(), [], "what got through")
                    t.expectEqual(answer(), 42, "the answer")
                }
            }
            """#)
        #expect(result.passed, "\(result.checks.first?.failures.first?.actual ?? "\(result.status)")")
    }

    @Test func recordsOutOfSequenceAreRejected() {
        func record(_ kind: GradeRecord.Kind, _ id: String? = nil, _ status: CheckResult.Status = .pass) -> GradeRecord {
            GradeRecord(kind: kind, nonce: "n", checkID: id, result: kind == .checkFinished ? CheckResult(id: id ?? "", status: status) : nil)
        }
        let expected = ["a", "b"]
        let honest = GradeChannel.check([record(.checkStarted, "a"), record(.checkFinished, "a"), record(.checkStarted, "b"),
                                         record(.checkFinished, "b", .fail), record(.done)], expected: expected)
        #expect(honest.rejection == nil && honest.done && honest.finished.count == 2)
        let stopped = GradeChannel.check([record(.checkStarted, "a")], expected: expected)
        #expect(stopped.rejection == nil && stopped.running == "a" && !stopped.done)
        let forgeries: [[GradeRecord]] = [
            [record(.checkStarted, "a"), record(.checkFinished, "a", .fail), record(.checkFinished, "a")],  // finished twice
            [record(.checkStarted, "a"), record(.checkFinished, "b")],                                       // not the running one
            [record(.checkStarted, "a"), record(.checkStarted, "b")],                                        // two at once
            [record(.checkStarted, "c"), record(.checkFinished, "c")],                                       // not asked for
            [record(.checkStarted, "a"), record(.done)],                                                     // done mid-check
            [record(.done), record(.checkStarted, "a")],                                                     // after done
            [record(.checkStarted, "a"), record(.checkFinished, "a"), record(.checkStarted, "a")],          // twice
        ]
        for forged in forgeries {
            let report = GradeChannel.check(forged, expected: expected)
            #expect(report.rejection != nil, "accepted: \(forged.map(\.kind))")
            #expect(report.finished.isEmpty)
        }
    }

    // MARK: - Reaching the course

    /// A learner file that reads another file byte by byte, with `open` as a function value.
    static func reading(_ path: String) -> String {
        #"""
        import Foundation

        func answer() -> Int {
            let opening: (UnsafePointer<CChar>, Int32) -> Int32 = open
            let fd = opening("\#(path)", O_RDONLY)
            guard fd >= 0 else { return -1 }
            var bytes = [UInt8](repeating: 0, count: 4096)
            let count = read(fd, &bytes, bytes.count)
            let text = String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self)
            return Int(text.filter(\.isNumber)) ?? -2
        }
        """#
    }

    @Test func readingTheSolutionFromTheGradedProgramFails() throws {
        var solution = ""
        let result = try grade(Self.reading("SOLUTION")) { course in
            solution = course.solutions.appendingPathComponent("01-basics/01-sample/Answer.swift").path
            let answer = course.lessons.appendingPathComponent("01-basics/01-sample/Answer.swift")
            try Self.reading(solution).write(to: answer, atomically: true, encoding: .utf8)
        }
        #expect(!solution.isEmpty)
        #expect(!result.passed && result.score == 0)
        if case .refused = result.status { return }
        #expect(result.checks[0].failures.first?.actual == "-1")
    }

    @Test func writingAnotherExercisesHiddenTestsFromTheGradedProgramFails() throws {
        // The first exercise's answer rewrites the second one's checks to pass anything.
        var first = FixtureCourse.ExerciseFixture()
        var second = FixtureCourse.ExerciseFixture()
        second.slug = "02-second"
        second.id = "second"
        let course = try FixtureCourse(exercises: [first, second])
        defer { course.remove() }
        let target = course.lessons.appendingPathComponent("01-basics/02-second/tests/Checks.swift")
        let original = try String(contentsOf: target, encoding: .utf8)
        first.starter = #"""
            import Foundation

            func answer() -> Int {
                let forged = "import Lesson" + "Testing\n@MainActor func hidden" + "Checks(_ grade: Grade) { grade.check(\"answer\") { _ in } }\n"
                let opening: (UnsafePointer<CChar>, Int32, mode_t) -> Int32 = open
                let fd = opening("\#(target.path)", O_WRONLY | O_TRUNC | O_CREAT, 0o644)
                if fd >= 0 {
                    _ = forged.withCString { write(fd, $0, strlen($0)) }
                    close(fd)
                }
                return 0
            }
            """#
        try first.starter.write(to: course.lessons.appendingPathComponent("01-basics/01-sample/Answer.swift"), atomically: true, encoding: .utf8)
        let exercises = try course.load().exercises
        _ = try SharedGrader.grader.grade(exercises[0], learnerFolder: exercises[0].folder)
        #expect(try String(contentsOf: target, encoding: .utf8) == original)
        let later = try SharedGrader.grader.grade(exercises[1], learnerFolder: exercises[1].folder)
        #expect(!later.passed)
    }

    @Test func aPlayedProgramReadsNothingOfTheCourseAndWritesOnlyItsFolder() throws {
        // `play` has no source policy: this is the confinement alone.
        guard case .landlockAndSeccomp = Confinement.mechanism else { return }
        let scratch = try Scratch()
        defer { scratch.remove() }
        let root = SharedGrader.layout.toolRoot.path
        let file = scratch.url.appendingPathComponent("escape.swift")
        try #"""
            import Foundation
            func attempt(_ name: String, _ body: () -> Bool) { print(name, body() ? "got through" : "stopped") }
            attempt("solutions") { (try? String(contentsOfFile: "\#(root)/Solutions/01-state/01-counter/Counter.swift", encoding: .utf8)) != nil }
            attempt("lessons") { (try? FileManager.default.contentsOfDirectory(atPath: "\#(root)/Lessons")) != nil }
            attempt("write-lessons") { FileManager.default.createFile(atPath: "\#(root)/Lessons/escaped.txt", contents: Data()) }
            attempt("write-tmp") { FileManager.default.createFile(atPath: "/tmp/tca-learn-escaped-\(getpid())", contents: Data()) }
            attempt("home") { (try? FileManager.default.contentsOfDirectory(atPath: NSHomeDirectory())) != nil }
            attempt("own-folder") { FileManager.default.createFile(atPath: "mine.txt", contents: Data("x".utf8)) }
            """#.write(to: file, atomically: true, encoding: .utf8)
        let played = try SharedGrader.grader.play(file, timeLimit: 20)
        #expect(played.stdout.split(separator: "\n") == [
            "solutions stopped", "lessons stopped", "write-lessons stopped", "write-tmp stopped", "home stopped", "own-folder got through",
        ])
    }

    // MARK: - Breaking the grader

    @Test func killingTheToolFromTheGradedProgramLeavesAFailedGrade() throws {
        // Run in a tool of its own: where it works, the attack kills its parent.
        let result = try ToolProcess.check(learner: """
            import Foundation
            func answer() -> Int {
                kill(getppid(), SIGKILL)
                return 0
            }
            """)
        #expect(result.termination == .exited(1), "the tool did not finish: \(result.termination)")
        #expect(result.stdout.contains("Score 0/1"))
    }

    @Test func aSetsidChildDoesNotOutliveTheGrade() throws {
        let result = try grade("""
            import Foundation
            func answer() -> Int {
                let spawning = fork
                if spawning() == 0 {
                    _ = setsid()
                    sleep(30)
                    exit(0)
                }
                return 0
            }
            """)
        #expect(!result.passed)
        // Still there a moment later: another test's tool, killed on purpose, takes its programs
        // with it within that moment.
        let first = Set(OrphanSearch.gradedProgramsNotOurs())
        Thread.sleep(forTimeInterval: 1.5)
        let orphans = first.intersection(OrphanSearch.gradedProgramsNotOurs())
        orphans.forEach { kill($0, SIGKILL) }
        #expect(orphans.isEmpty, "a child of the graded program outlived the grade")
    }

    @Test func aCompilerDoesNotSurviveTheToolsSIGTERMOrSIGKILL() throws {
        for signal in [SIGTERM, SIGKILL] {
            let tool = try ToolProcess.start(learner: SlowSource.text)
            defer { tool.finish() }
            // Found while the tool lives (the compiler works on a scratch copy of the learner's
            // files, so it is known by its ancestry, not by a path it mentions).
            let compilers = OrphanSearch.waitForCompilers(under: tool.pid, seconds: 30)
            #expect(!compilers.isEmpty, "the compiler never started")
            kill(tool.pid, signal)
            tool.waitForExit()
            Thread.sleep(forTimeInterval: 1)
            let survivors = compilers.filter(OrphanSearch.isCompiler)
            survivors.forEach { kill($0, SIGKILL) }
            #expect(survivors.isEmpty, "a compiler outlived the tool's signal \(signal)")
        }
    }

    @Test func aFiveMegabyteSourceStopsAtTheCompileLimitWithItsOwnStatus() throws {
        var grader = SharedGrader.grader
        grader.compiler.timeLimit = 3
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = "func answer() -> Int { 0 }\n"
            + (0..<110_000).map { "let value\($0) = [\"key\": [1, 2, 3], \"other\": [4]]" }.joined(separator: "\n")
        #expect(exercise.starter.utf8.count > 5_000_000)
        let course = try FixtureCourse(exercises: [exercise])
        defer { course.remove() }
        let loaded = try course.load().exercises[0]
        let result = try grader.grade(loaded, learnerFolder: loaded.folder)
        if case .refused = result.status { return }  // a file this size may be refused before compiling
        #expect(result.status == .compileTimedOut)
        // Stopped at the limit: not the 300 s such a file would otherwise take.
        #expect(result.compileSeconds < grader.compiler.timeLimit + 5)
        let report = GradeReport(style: Style(color: false, language: .en), exercise: loaded, result: result).render()
        #expect(report.contains("Compiling your code took longer than"))
        #expect(!report.contains("does not compile"))
    }

    // MARK: - Fail closed, say the truth

    @Test func killingAClassroomGradeMidwayLeavesNoResultToRead() throws {
        let tool = try ToolProcess.start(
            learner: "import Foundation\nfunc answer() -> Int { sleep(30); return 42 }\n",
            command: ["grade", "--format", "classroom", "--always-exit-zero"], staleResult: true)
        defer { tool.finish() }
        Thread.sleep(forTimeInterval: 1)
        let program = try #require(OrphanSearch.waitForGradedProgram(in: tool, seconds: 30), "the graded program never started")
        kill(tool.pid, SIGKILL)
        let status = tool.waitForExit()
        #expect(status == .signalled(SIGKILL))
        #expect(!FileManager.default.fileExists(atPath: tool.result.path), "a stale result is still there to be read as this run's")
        // And the program died with its tool.
        #expect(OrphanSearch.waitUntilGone(program, seconds: 5))
    }

    // MARK: - What was printed before a crash

    @Test func whatACheckPrintedBeforeItCrashedIsShown() throws {
        let result = try grade("""
            func answer() -> Int {
                print("about to look at index 3")
                let values = [1]
                return values[3]
            }
            """)
        #expect(result.crash != nil)
        #expect(result.checks[0].partialOutput == "about to look at index 3\n")
        #expect(result.crash?.line == 4)
        let report = GradeReport(style: Style(color: false, language: .en), exercise: try FixtureCourse.sample(), result: result).render()
        #expect(report.contains("Your code printed before it stopped:\n        about to look at index 3\n"))
        #expect(!report.contains("about to look at index 3\n        \n"), "no blank line for the output's last newline")
    }

    @Test func aLongOutputBeforeACrashKeepsItsLastLinesAndCountsTheRest() throws {
        let result = try grade("""
            func answer() -> Int {
                for step in 1...40 { print("step \\(step)") }
                let values = [1]
                return values[3]
            }
            """)
        #expect(result.crash != nil)
        let report = GradeReport(style: Style(color: false, language: .en), exercise: try FixtureCourse.sample(), result: result).render()
        // The lines that led up to the crash, not the first ones.
        #expect(report.contains("Your code printed before it stopped:\n        … 25 earlier lines\n        step 26\n"), "\(report)")
        #expect(report.contains("        step 40\n"))
        #expect(!report.contains("step 25\n"))
    }

    @Test func whatAPlayedProgramPrintedBeforeItCrashedIsShown() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("crash.swift")
        try "print(\"before the crash\")\nlet values = [1]\nprint(values[3])\n".write(to: file, atomically: true, encoding: .utf8)
        let played = try SharedGrader.grader.play(file, timeLimit: 10)
        #expect(played.stdout == "before the crash\n")
        #expect(played.crash?.line == 3)
    }

    // MARK: - Saying which confinement was active

    @Test func theConfinementIsNamedInTheJSONAndInVerboseOutput() throws {
        let course = try FixtureCourse(exercises: [FixtureCourse.ExerciseFixture()])
        defer { course.remove() }
        let workbook = course.root.appendingPathComponent("workbook")
        let verbose = ToolRun(["check", "sample", "--course", course.root.path, "--workbook", workbook.path, "--verbose", "--no-color"])
        let named = GradeWording(.en).confinement(Confinement.mechanism)
        #expect(verbose.stderr.contains("confinement: \(named)."))
        let json = ToolRun(["grade", "--course", course.root.path, "--workbook", workbook.path, "--format", "json"])
        let root = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(root?["confinement"] as? String == named)
        if case .landlockAndSeccomp = Confinement.mechanism {
            #expect(named.hasPrefix("Landlock (ABI"))
        }
    }
}

extension FixtureCourse {
    /// The sample exercise, for rendering a report.
    static func sample() throws -> Exercise {
        let course = try FixtureCourse()
        defer { course.remove() }
        return try course.load().exercises[0]
    }
}

/// A learner file that takes the compiler many seconds (about 200 KB of nested literals, under any
/// size limit): time enough to act on a compile in progress.
enum SlowSource {
    static let text = "func answer() -> Int { 0 }\n"
        + (0..<4000).map { "let value\($0) = [\"k\": [\($0), 1, 2], \"j\": [\($0)]]" }.joined(separator: "\n")
}

/// The `tca-learn` executable built beside the tests, run as a process of its own on a fixture
/// course: for attacks that, where they work, kill their tool.
final class ToolProcess {
    let pid: pid_t
    let course: FixtureCourse
    let result: URL
    private var exit: ChildProcess.Outcome.Termination?
    private let output: URL

    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tca-learn")
    }

    private init(pid: pid_t, course: FixtureCourse, result: URL, output: URL) {
        self.pid = pid
        self.course = course
        self.result = result
        self.output = output
    }

    /// Starts `tca-learn COMMAND` on a one-exercise course whose learner file is `learner`.
    static func start(
        learner: String, checks: String? = nil, command: [String] = ["check", "sample"], staleResult: Bool = false,
        environment: [String: String] = [:]
    ) throws -> ToolProcess {
        // The runtime is built first (once, for every test): in a fresh clone the tool would
        // otherwise start by building it, and a test waiting for the grade's compiler would find
        // the runtime's instead, before the grade has a scratch folder.
        _ = SharedGrader.grader
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = learner
        exercise.timeLimit = 60
        if let checks { exercise.checks = checks }
        let course = try FixtureCourse(exercises: [exercise])
        let workbook = course.root.appendingPathComponent("workbook/01-basics/01-sample")
        try FileManager.default.createDirectory(at: workbook, withIntermediateDirectories: true)
        try learner.write(to: workbook.appendingPathComponent("Answer.swift"), atomically: true, encoding: .utf8)
        let result = course.root.appendingPathComponent("result.txt")
        if staleResult { try Data("a passing result from an earlier run".utf8).write(to: result) }
        let output = course.root.appendingPathComponent("tool-output.txt")
        var arguments = command + ["--course", course.root.path, "--workbook", course.root.appendingPathComponent("workbook").path, "--no-color"]
        if command.first == "grade" { arguments += ["--output", result.path] }
        var pid: pid_t = 0
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        guard posix_spawn(&pid, executable.path, &actions, nil, argv, envp) == 0 else {
            course.remove()
            throw ToolProcessError.couldNotStart
        }
        return ToolProcess(pid: pid, course: course, result: result, output: output)
    }

    /// Runs `tca-learn check` to its end and returns how it ended and what it printed.
    static func check(
        learner: String, checks: String? = nil, environment: [String: String] = [:]
    ) throws -> (termination: ChildProcess.Outcome.Termination, stdout: String) {
        let tool = try start(learner: learner, checks: checks, environment: environment)
        defer { tool.finish() }
        let termination = tool.waitForExit(seconds: 120)
        return (termination, (try? String(contentsOf: tool.output, encoding: .utf8)) ?? "")
    }

    @discardableResult
    func waitForExit(seconds: Double = 60) -> ChildProcess.Outcome.Termination {
        if let exit { return exit }
        let deadline = Date().addingTimeInterval(seconds)
        var raw: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &raw, WNOHANG) == pid {
                let signal = raw & 0x7f
                exit = signal == 0 ? .exited((raw >> 8) & 0xff) : .signalled(signal)
                return exit!
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Foundation.kill(pid, SIGKILL)
        waitpid(pid, &raw, 0)
        exit = .timedOut
        return .timedOut
    }

    func finish() {
        if exit == nil {
            Foundation.kill(pid, SIGKILL)
            waitForExit()
        }
        course.remove()
    }
}

enum ToolProcessError: Error { case couldNotStart }

/// Looks through /proc for processes a grade may have left behind.
enum OrphanSearch {
    /// Graded programs (an executable named `grade` in a grade's scratch folder) that are not
    /// this process's children: ones that escaped a grade. (Grades running at the same time in
    /// this process are its children.)
    static func gradedProgramsNotOurs() -> [pid_t] {
        allProcesses().filter { pid in
            guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe") else { return false }
            let name = URL(fileURLWithPath: executable.replacingOccurrences(of: " (deleted)", with: "")).lastPathComponent
            return executable.contains("/tca-learn-") && name == "grade" && parent(of: pid) != getpid()
        }
    }

    /// Whether `pid` is (still) a running compiler.
    static func isCompiler(_ pid: pid_t) -> Bool {
        guard let command = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8) else { return false }
        return command.contains("swift-frontend")
    }

    /// The compilers among `ancestor`'s descendants, once there are any.
    static func waitForCompilers(under ancestor: pid_t, seconds: Double) -> [pid_t] {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let found = allProcesses().filter { isCompiler($0) && descends($0, from: ancestor) }
            if !found.isEmpty { return found }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return []
    }

    private static func descends(_ pid: pid_t, from ancestor: pid_t) -> Bool {
        var current = pid
        while let next = parent(of: current), next > 1 {
            if next == ancestor { return true }
            current = next
        }
        return false
    }

    /// A graded program (a grade's `bin/grade`) that `tool` runs, once it runs.
    static func waitForGradedProgram(in tool: ToolProcess, seconds: Double) -> pid_t? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let running = allProcesses().first { pid in
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe"))?.hasSuffix("/bin/grade") == true
                    && parent(of: pid) == tool.pid
            }
            if let running { return running }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return nil
    }

    static func waitUntilGone(_ pid: pid_t, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if Foundation.kill(pid, 0) != 0 { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Foundation.kill(pid, SIGKILL)
        return false
    }

    private static func parent(of pid: pid_t) -> pid_t? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("PPid:") })
        else { return nil }
        return pid_t(line.dropFirst(5).trimmingCharacters(in: .whitespaces))
    }

    private static func allProcesses() -> [pid_t] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid_t($0) }
    }
}

extension Confinement.Mechanism {
    /// Whether the graded program runs under the seccomp filter.
    var hasSeccomp: Bool {
        switch self {
        case .landlockAndSeccomp, .seccompOnly: true
        case .sandboxExec, .none: false
        }
    }
}
