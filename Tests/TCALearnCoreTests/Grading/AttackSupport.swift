import Foundation
import GradeRecords
import RenderTrace
import Testing
@testable import TCALearnCore

/// Grades `learner` as the answer to the fixture exercise (the right answer is 42).
func gradeAnswer(_ learner: String, checks: String? = nil, fixture: (FixtureCourse) throws -> Void = { _ in }) throws -> GradeResult {
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
