import Foundation
import Testing
@testable import TCALearnCore

/// No lost work: progress written by several tools at once keeps every update, and a progress file
/// or a workbook the tool cannot use is said plainly, before anything is graded.
@Suite struct ProgressSafetyTests {
    typealias Learner = CommandTests.Learner

    /// Runs `body` on `count` threads at once and waits for all of them.
    func simultaneously(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let group = DispatchGroup()
        let start = DispatchSemaphore(value: 0)
        for index in 0..<count {
            group.enter()
            let thread = Thread {
                start.wait()
                body(index)
                group.leave()
            }
            thread.start()
        }
        for _ in 0..<count { start.signal() }
        group.wait()
    }

    @Test func concurrentChecksKeepEveryAttemptAndPass() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        try learner.write(CommandTests.first.solution, to: "01-sample")
        try learner.write(CommandTests.second.starter, to: "02-second")
        let codes = Codes()
        simultaneously(8) { index in
            codes.add(learner.run(["check", index.isMultiple(of: 2) ? "sample" : "second"]).exitCode)
        }
        #expect(codes.sorted == [0, 0, 0, 0, 1, 1, 1, 1])
        let course = try learner.fixture.load()
        let progress = try learner.progress()
        #expect(progress.entry(course.exercises[0]).attempts == 4)
        #expect(progress.entry(course.exercises[0]).passed)
        #expect(progress.entry(course.exercises[1]).attempts == 4)
    }

    @Test func concurrentUpdatesAreNeverLost() throws {
        let fixture = try FixtureCourse()
        defer { fixture.remove() }
        let store = ProgressStore(workbook: Workbook(root: fixture.root.appendingPathComponent("workbook")))
        let failed = GradeResult(exerciseID: "sample", status: .someChecksFailed, checks: [])
        simultaneously(8) { _ in
            for _ in 0..<25 { _ = try? store.update { $0.record(failed) } }
        }
        #expect(try store.load().exercises["sample"]?.attempts == 200)
    }

    @Test func aCorruptProgressFileIsNamedBeforeGradingAndNothingIsLost() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        try learner.write(CommandTests.first.solution, to: "01-sample")
        let file = learner.workbook.appendingPathComponent(".progress.json")
        try "{\"version\": 1, \"exercises\": {\"sample\": ".write(to: file, atomically: true, encoding: .utf8)
        let run = learner.run(["check", "sample"])
        #expect(run.exitCode == 2)
        #expect(!run.stdout.contains("Passed"), "no grade is shown that will not be recorded")
        #expect(run.stderr.contains(file.path))
        #expect(run.stderr.contains("Move it aside"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "{\"version\": 1, \"exercises\": {\"sample\": ", "left as it was")
    }

    @Test func aProgressFileOfANewerVersionIsNotReadAsEmpty() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        let file = learner.workbook.appendingPathComponent(".progress.json")
        try FileManager.default.createDirectory(at: learner.workbook, withIntermediateDirectories: true)
        let newer = #"{"version": 2, "exercises": {"sample": {"passed": true, "bestScore": 1, "attempts": 3, "hintsShown": 0}}, "streak": 5}"#
        try newer.write(to: file, atomically: true, encoding: .utf8)
        for command in [["check", "sample"], ["list"], ["hint"], ["next"]] {
            let run = learner.run(command)
            #expect(run.exitCode == 2, "\(command)")
            #expect(run.stderr.contains("newer tca-learn"), "\(command): \(run.stderr)")
            #expect(run.stderr.contains(file.path))
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == newer)
        try #"{"exercises": {}}"#.write(to: file, atomically: true, encoding: .utf8)
        #expect(learner.run(["list"]).stderr.contains("could not be read"), "no version is no known version")
    }

    @Test func aReadOnlyWorkbookGetsAPlainMessage() throws {
        let learner = try Learner()
        defer {
            _ = ReadOnly.undo(learner.workbook)
            learner.fixture.remove()
        }
        _ = learner.run(["next"])
        try #require(ReadOnly.make(learner.workbook), "this machine cannot make a folder read-only")
        let run = learner.run(["check", "sample"])
        #expect(run.exitCode == 2)
        #expect(!run.stdout.contains("Score"), "nothing is graded that cannot be recorded")
        #expect(!run.stderr.contains("NSCocoaErrorDomain"))
        #expect(run.stderr.contains("Cannot write \(learner.workbook.path): the folder is read-only"), "\(run.stderr)")
    }
}

/// Makes a folder read-only for this process: by its mode for a user, and for root (whom modes do
/// not stop) by the file system's immutable flag.
enum ReadOnly {
    static func make(_ folder: URL) -> Bool {
        getuid() == 0 ? run(immutable: true, folder) : chmod(folder.path, 0o555) == 0
    }

    static func undo(_ folder: URL) -> Bool {
        getuid() == 0 ? run(immutable: false, folder) : chmod(folder.path, 0o755) == 0
    }

    private static func run(immutable: Bool, _ folder: URL) -> Bool {
        let process = Process()
        #if os(Linux)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [immutable ? "+i" : "-i", folder.path]
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chflags")
        process.arguments = [immutable ? "uchg" : "nouchg", folder.path]
        #endif
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

/// Exit codes gathered from several threads.
final class Codes: @unchecked Sendable {
    private let lock = NSLock()
    private var codes: [Int32] = []

    func add(_ code: Int32) {
        lock.withLock { codes.append(code) }
    }

    var sorted: [Int32] { lock.withLock { codes.sorted() } }
}
