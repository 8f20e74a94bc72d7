import Foundation
import GradeRecords
import RenderTrace
import Testing
@testable import TCALearnCore

/// Forging the grade's records: the nonce is nowhere the program can read it, records relayed
/// through a pipe of the program's own or out of sequence are rejected.
@Suite struct ResultChannelAttackTests {
    @Test func recoveringTheNonceFromStdioTheEnvironmentAndTheFileBesideTheProgramForgesNothing() throws {
        // Before this grader, the nonce stayed in stdin's buffer after the harness's readLine, the
        // result file's path in the kernel's copy of the environment, and the file beside the
        // executable; a forged "pass" with them counted.
        let result = try gradeAnswer(##"""
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
        let refused = try gradeAnswer(Self.relayingLearner)
        #expect(refused.status == .didNotCompile)
        guard Confinement.mechanism.hasSeccomp else { return }
        let result = try gradeAnswer("func answer() -> Int { 0 }\n", checks: Self.relayingChecks)
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
        let result = try gradeAnswer("func answer() -> Int { 42 }\n", checks: #"""
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
}
