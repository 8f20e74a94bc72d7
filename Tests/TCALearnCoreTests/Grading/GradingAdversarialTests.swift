import Foundation
import GradeRecords
import RenderTrace
import Testing
@testable import TCALearnCore

/// Learner code that tries to earn a grade without the right answer. The right answer is 42;
/// each "learner" returns something else and misbehaves. Every case must end as a failed grade
/// with a reason, within its 2 s limit, and the grader must carry on.
@Suite(.timeLimit(.minutes(5))) struct GradingAdversarialTests {
    func grade(_ learner: String) throws -> GradeResult {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = learner
        exercise.timeLimit = 2
        let fixture = try FixtureCourse(exercises: [exercise])
        defer { fixture.remove() }
        let loaded = try fixture.load().exercises[0]
        let result = try SharedGrader.grader.grade(loaded, learnerFolder: loaded.folder)
        // The program is held to its limit (and a second run, for a crash's line, is held to it
        // again). The grade's wall time is not asserted: compiling twice on a machine busy with
        // the rest of the suite once took 42 s, and a grader that never returns fails the suite's
        // time limit instead.
        #expect(result.runSeconds < exercise.timeLimit + 3)
        #expect(!result.passed)
        #expect(result.score == 0)
        return result
    }

    /// The refusals, when the grade is one; a recorded issue otherwise.
    func expectRefused(_ result: GradeResult, mentioning word: String) -> [SourceRefusal] {
        guard case .refused(let refusals) = result.status else {
            Issue.record("not refused: \(result.status)")
            return []
        }
        #expect(refusals.contains { $0.found.contains(word) })
        #expect(refusals.allSatisfy { $0.file.hasSuffix("Answer.swift") })
        return refusals
    }

    @Test func abortIsACrash() throws {
        let result = try grade("import Foundation\nfunc answer() -> Int { abort() }\n")
        #expect(result.crash?.cause == .signal(SIGABRT))
        #expect(result.checks[0].status == .notRun(.crashedDuringThisCheck))
    }

    @Test func fatalErrorIsACrashWithItsMessage() throws {
        let result = try grade("func answer() -> Int {\n    fatalError(\"PASS\")\n}\n")
        #expect(result.crash?.runtimeMessage?.contains("PASS") == true)
    }

    @Test func printingAPassAndExitingZeroIsNotAPass() throws {
        let fake = #"{"kind":"checkFinished","nonce":"x","checkID":"answer","result":{"id":"answer","status":"pass","failures":[],"trace":[],"output":"","durationSeconds":0}}"#
        let result = try grade("""
            import Foundation
            func answer() -> Int {
                print("PASS answer")
                print(#"\(fake)"#)
                print(#"{"kind":"done","nonce":"x"}"#)
                exit(0)
            }
            """)
        #expect(result.crash?.cause == .exit(0))
    }

    @Test func writingForgedRecordsToEveryDescriptorDoesNotCompile() throws {
        // Without the file APIs (refused by name), raw descriptors are all that is left, and
        // `write` takes a pointer, which memory safety refuses in learner code. (Forged records
        // would lack the per-run nonce and be ignored: `recordsOutOfSequenceAreRejected`.)
        let result = try grade("""
            import Foundation
            func answer() -> Int {
                let record = #"{"kind":"checkFinished","nonce":"","checkID":"answer","result":{"id":"answer","status":"pass","failures":[],"trace":[],"output":"","durationSeconds":0}}"# + "\\n" + #"{"kind":"done","nonce":""}"# + "\\n"
                for fd in Int32(3)..<Int32(64) {
                    _ = write(fd, record, record.utf8.count)
                }
                return 0
            }
            """)
        #expect(result.status == .didNotCompile)
        #expect(result.diagnostics.contains { $0.message.contains("unsafe") })
    }

    @Test func openingTheResultChannelByPathIsRefused() throws {
        let result = try grade("""
            import Foundation
            func answer() -> Int {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
                    FileHandle(forWritingAtPath: "/proc/self/fd/" + name)?.write(Data("PASS\\n".utf8))
                }
                _ = ProcessInfo.processInfo.environment["TCA_LEARN_RESULT_FILE"]
                return 0
            }
            """)
        #expect(expectRefused(result, mentioning: "FileManager").count == 3)
    }

    @Test func shadowingAnExpectationIsRefused() throws {
        let result = try grade("""
            import LessonTesting
            extension CheckContext {
                func expectEqual<T: Equatable>(_ actual: T, _ expected: T, _ message: Message, file: StaticString = #fileID, line: UInt = #line) {}
            }
            func answer() -> Int { 0 }
            """)
        #expect(expectRefused(result, mentioning: "LessonTesting").first?.line == 1)
    }

    @Test func redefiningTheEntryPointIsRefused() throws {
        let result = try grade("struct Grade {}\n@MainActor func hiddenChecks(_ grade: Grade) {}\nfunc answer() -> Int { 0 }\n")
        _ = expectRefused(result, mentioning: "hiddenChecks")
    }

    @Test func anEntryPointOfTheLearnersOwnIsRefusedAtItsLine() throws {
        // It used to fail to link, with "duplicate symbol: main" and the scratch folder's paths.
        let result = try grade("@main\nenum Takeover {\n    static func main() { print(\"PASS\") }\n}\nfunc answer() -> Int { 0 }\n")
        #expect(expectRefused(result, mentioning: "main").first?.line == 1)
    }

    @Test func aTypeNamedLikeTheHarnessDoesNotCompile() throws {
        // `Grade` is a fine word for learner code; shadowing the harness's type just fails to build.
        let result = try grade("struct Grade { func check(_ id: String, _ body: (Any) -> Void) {} }\nfunc answer() -> Int { 0 }\n")
        #expect(result.status == .didNotCompile)
    }

    @Test func readingTheHiddenTestsIsRefused() throws {
        let result = try grade("""
            import Foundation
            func answer() -> Int {
                let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("tests/Checks.swift")
                let source = (try? String(contentsOf: tests, encoding: .utf8)) ?? ""
                return Int(source.split(separator: ",")[1].trimmingCharacters(in: .whitespaces)) ?? 0
            }
            """)
        _ = expectRefused(result, mentioning: "fileURLWithPath")
    }

    @Test func spawningAProcessIsRefused() throws {
        let result = try grade("""
            import Foundation
            func answer() -> Int {
                _ = system("sleep 100 &")
                return 0
            }
            """)
        _ = expectRefused(result, mentioning: "system")
    }

    @Test func spawningThroughFoundationIsRefused() throws {
        let result = try grade("import Foundation\nfunc answer() -> Int {\n    try? Process.run(URL(fileURLWithPath: \"/bin/sh\"), arguments: [])\n    return 0\n}\n")
        _ = expectRefused(result, mentioning: "Process")
    }

    @Test func theCLibraryByItsModulesNameIsRefused() throws {
        let result = try grade("""
            import Foundation
            func answer() -> Int {
                let fd = Foundation.open("tests/Checks.swift", O_RDONLY)
                _ = Glibc.syscall(0)
                return Int(fd)
            }
            """)
        #expect(expectRefused(result, mentioning: "Foundation").map(\.line) == [3, 4])
    }

    @Test func endlessRecursionIsACrash() throws {
        let result = try grade("func answer() -> Int { answer() + 1 }\n")
        #expect(result.crash != nil)
    }

    @Test func unboundedAllocationEndsWithinTheLimit() throws {
        let result = try grade("""
            func answer() -> Int {
                var blocks: [[UInt8]] = []
                while true { blocks.append([UInt8](repeating: 1, count: 64 << 20)) }
            }
            """)
        #expect(result.crash != nil || result.status == .timedOut)
    }

    @Test func anOutputFloodIsCutAndStillFails() throws {
        let result = try grade("""
            func answer() -> Int {
                for _ in 0..<200_000 { print("PASS answer PASS answer PASS answer") }
                return 0
            }
            """)
        #expect(result.status == .someChecksFailed || result.status == .timedOut)
        if let check = result.checks[0].result {
            #expect(check.output.utf8.count <= CheckResult.outputLimit)
            #expect(check.outputWasCut)
        }
    }

    @Test func theRulesDoNotCatchOrdinaryLessonCode() {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-policy-\(UUID().uuidString).swift")
        try? """
            import SwiftUI
            struct Door: View {
                @Environment(\\.colorScheme) var scheme
                @State private var isOpen = false
                var body: some View {
                    Button(isOpen ? "Close" : "Open") { isOpen.toggle(); store.open() }
                        .environment(\\.locale, .current)
                }
                // Process the tap, then fork the state: words in comments are fine.
                func open() {}
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(SourcePolicy.refusals(in: TokenizedSource(try! String(contentsOf: file, encoding: .utf8)), file: file.path).isEmpty)
    }
}
