import Foundation
import RenderTrace
import RuntimeSupport
import Testing
@testable import TCALearnCore

/// `ProgramRun`, the one way a built program runs: `play`'s trace and issues come back as records
/// on the same kind of socket a grade's do, never read from what the program prints.
@Suite(.serialized) struct ProgramRunTests {
    /// The runtime writes its records by hand (it has no Foundation); the engine decodes them.
    @Test func theRuntimesRecordsDecodeAsTheEngineReadsThem() throws {
        let event = TraceEvent(.stateWrite, path: "A", subject: "Model", property: "title", oldValue: "\"a\"", newValue: "\"b\nc\"")
        let lines = [
            PlayRecords.traceRecord(event.jsonLine),
            PlayRecords.issueRecord("State was not expected to change, but a change occurred: …\n\"quoted\"", file: "/tmp/Play File.swift", line: 12),
            "not a record\n",
            PlayRecords.issueRecord("A runtime warning", file: "<unknown>", line: 0),
        ].map { Data($0.dropLast().utf8) }
        let (trace, issues) = PlayRecord.read(lines)
        #expect(trace == [event])
        #expect(issues == [
            ReportedIssue(message: "State was not expected to change, but a change occurred: …\n\"quoted\"", file: "/tmp/Play File.swift", line: 12),
            ReportedIssue(message: "A runtime warning", file: "<unknown>", line: 0),
        ])
        #expect(issues.map(\.hasPlace) == [true, false])
    }

    /// A step the runtime puts before events it sent already (`ViewHost.flush()` rendering a
    /// change made outside the views) takes its place in `play`'s trace too.
    @Test func playsTraceHoldsAnOutsideChangeInItsOwnStep() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-play-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("inbox.swift")
        try """
            import SwiftUI

            @Observable final class Inbox { var unread = 0 }

            struct Badge: View {
                let inbox: Inbox
                var body: some View { Text("Unread: \\(inbox.unread)") }
            }

            let inbox = Inbox()
            let host = ViewHost(Badge(inbox: inbox))
            inbox.unread += 1
            host.flush()

            """.write(to: file, atomically: true, encoding: .utf8)
        let result = try SharedGrader.grader.play(file, timeLimit: 10)
        #expect(result.succeeded, "\(result.stderr)")
        let update = try #require(result.trace.firstIndex { $0.fact == .update })
        let write = try #require(result.trace.firstIndex { $0.kind == .objectWillChange })
        #expect(update < write)
        #expect(result.trace.filter { $0.kind == .interaction }.map(\.fact) == [.mount, .update])
    }

    /// A failed `TestStore` assertion fails a played program through its record; a line the
    /// program prints that looks like one does not.
    @Test func playCountsTheIssuesTheRuntimeReportedNotLinesThatLookLikeThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-play-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("issues.swift")
        try """
            import ComposableArchitecture
            import Foundation

            struct Feature: Reducer {
                func reduce(into state: inout Int, action: Void) -> Effect<Void> {
                    state += 1
                    return .none
                }
            }

            FileHandle.standardError.write(Data("Fake.swift:1: error: printed by the program\\n".utf8))

            @MainActor func test() async {
                let store = TestStore(initialState: 0) { Feature() }
                await store.send(())
            }
            await test()

            """.write(to: file, atomically: true, encoding: .utf8)
        let played = try SharedGrader.grader.play(file, timeLimit: 30)
        #expect(played.compiled, "\(played.diagnostics) \(played.compilerOutput)")
        #expect(played.stderr.contains("Fake.swift:1: error: printed by the program"))
        #expect(played.failingIssues.map(\.line) == [15])
        #expect(played.failingIssues.first?.file.hasSuffix("issues.swift") == true)
        #expect(!played.trace.isEmpty)

        let run = ToolRun(["play", file.path, "--no-trace", "--no-color"])
        #expect(run.exitCode == ExitCode.failure)
        #expect(run.stdout.contains("✗ 1 test failure was reported"), "\(run.stdout)")
    }
}
