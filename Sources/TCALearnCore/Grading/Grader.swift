import Foundation
import RenderTrace

/// Grades one exercise: compile the learner's files with the hidden tests against the prebuilt
/// runtime, run the program under a time limit, and read each check's result from the result
/// channel (never from standard output, which belongs to the learner's `print`s).
public struct Grader: Sendable {
    public var layout: ProjectLayout
    let compiler: Compiler

    /// Finds the compiler and makes sure the runtime is built (`progress` hears about a build).
    public static func prepare(layout: ProjectLayout, progress: (String) -> Void = { _ in }) throws -> Grader {
        let toolchain = try Toolchain.find()
        let runtime = try RuntimeCache(layout: layout, toolchain: toolchain).ensureBuilt(progress: progress)
        return Grader(layout: layout, compiler: Compiler(toolchain: toolchain, runtime: runtime))
    }

    /// The program every grade runs: the harness, given the hidden tests' entry point.
    static let generatedMain = """
        import LessonTesting

        @main
        enum TCALearnGradeMain {
            static func main() async {
                await GradeRunner.run(hiddenChecks)
            }
        }

        """

    /// Grades `exercise` using the learner's copies of its files in `learnerFolder`, and the hidden
    /// tests in `testsFolder` (the exercise's own `tests/` unless a classroom passes another).
    public func grade(_ exercise: Exercise, learnerFolder: URL, testsFolder: URL? = nil) throws -> GradeResult {
        let scratch = try Scratch()
        defer { scratch.remove() }

        let learnerFiles = exercise.files.map { learnerFolder.appendingPathComponent($0).standardizedFileURL }
        let testsFolder = testsFolder ?? exercise.testsFolder
        let hiddenTests = exercise.tests.map { testsFolder.appendingPathComponent($0).standardizedFileURL }
        let main = scratch.url.appendingPathComponent("GradeMain.swift")
        try Self.generatedMain.write(to: main, atomically: true, encoding: .utf8)
        let executable = scratch.url.appendingPathComponent("grade")
        let sources = learnerFiles + hiddenTests + [main]

        var result = GradeResult(
            exerciseID: exercise.id, status: .failed, checks: [], diagnostics: [], crash: nil,
            programOutput: "", programErrors: "", compileSeconds: 0, runSeconds: 0
        )

        let refused = LearnerSourcePolicy.violations(in: learnerFiles)
        guard refused.isEmpty else {
            result.status = .compileError
            result.diagnostics = refused
            result.checks = exercise.checks.map { CheckOutcome(spec: $0, status: .notRun, result: nil, note: nil) }
            return result
        }

        let compiled = try compiler.compile(sources, mode: .library, output: executable)
        result.compileSeconds = compiled.seconds
        guard compiled.succeeded else {
            result.status = .compileError
            result.diagnostics = DiagnosticsParser.parse(
                compiled.stderr + compiled.stdout, learnerFiles: learnerFiles.map(\.path), hiddenTestFiles: hiddenTests.map(\.path))
            if result.diagnostics.isEmpty {
                // Nothing pointed at a file we know: show the compiler's own words rather than nothing.
                result.programErrors = compiled.stderr + compiled.stdout
            }
            result.checks = exercise.checks.map { CheckOutcome(spec: $0, status: .notRun, result: nil, note: nil) }
            return result
        }

        let run = try runProgram(executable, timeLimit: exercise.timeLimitSeconds, resultFile: scratch.url.appendingPathComponent("results.jsonl"), backtrace: false)
        result.runSeconds = run.outcome.seconds
        result.programOutput = run.outcome.stdout
        result.programErrors = run.outcome.stderr
        let records = run.records

        var finished: [String: CheckResult] = [:]
        var lastStarted: String?
        var sawDone = false
        for record in records {
            switch record.kind {
            case .checkStarted: lastStarted = record.checkID
            case .checkFinished:
                if let checkResult = record.result { finished[checkResult.id] = checkResult }
            case .done: sawDone = true
            }
        }
        let unfinished = lastStarted.flatMap { finished[$0] == nil ? $0 : nil }

        if run.outcome.termination == .timedOut {
            result.status = .timedOut
        } else if !sawDone {
            result.status = .crashed
            result.crash = try analyzeCrash(
                sources: sources, learnerFiles: learnerFiles, first: run.outcome, exercise: exercise,
                scratch: scratch, checkID: unfinished)
        }

        result.checks = exercise.checks.map { spec in
            if let checkResult = finished[spec.id] {
                let status: CheckOutcome.Status = switch checkResult.status {
                case .pass: .pass
                case .fail: .fail
                case .error: .error
                }
                return CheckOutcome(spec: spec, status: status, result: checkResult, note: nil)
            }
            var note: String?
            if spec.id == unfinished {
                note = result.status == .timedOut
                    ? "This check was still running after \(Self.seconds(exercise.timeLimitSeconds)): is there an endless loop, or a view that keeps invalidating itself?"
                    : "The program stopped during this check: \(result.crash?.message ?? "it crashed")."
            } else if result.status == .timedOut || result.status == .crashed {
                note = "Not run: the program stopped before this check."
            } else if sawDone {
                note = "The hidden tests have no check with this id (a problem in the lesson, not your code)."
            }
            return CheckOutcome(spec: spec, status: .notRun, result: nil, note: note)
        }
        if result.status == .failed, result.checks.allSatisfy({ $0.status == .pass }) {
            result.status = .passed
        }
        return result
    }

    struct Run {
        var outcome: ChildProcess.Outcome
        var records: [GradeRecord]
    }

    func runProgram(_ executable: URL, timeLimit: Double, resultFile: URL, backtrace: Bool) throws -> Run {
        _ = FileManager.default.createFile(atPath: resultFile.path, contents: nil, attributes: [.posixPermissions: 0o600])
        let nonce = UUID().uuidString
        var environment = Compiler.programEnvironment(backtrace: backtrace)
        environment["TCA_LEARN_RESULT_FILE"] = resultFile.path
        let outcome = try ChildProcess(
            executable: executable.path, environment: environment, standardInput: nonce + "\n", timeLimit: timeLimit
        ).run()
        let decoder = JSONDecoder()
        let lines = (try? String(contentsOf: resultFile, encoding: .utf8))?.split(separator: "\n") ?? []
        let records = lines.compactMap { line -> GradeRecord? in
            guard let record = try? decoder.decode(GradeRecord.self, from: Data(line.utf8)), record.nonce == nonce else {
                return nil
            }
            return record
        }
        return Run(outcome: outcome, records: records)
    }

    /// Finds the crash's message and the learner's line. The fast build has no line tables, so
    /// when the message does not name a learner line, build once more with them and rerun with
    /// the backtracer: a crash costs a second, a pass costs nothing extra.
    private func analyzeCrash(
        sources: [URL], learnerFiles: [URL], first: ChildProcess.Outcome, exercise: Exercise, scratch: Scratch,
        checkID: String?
    ) throws -> CrashReport {
        let paths = learnerFiles.map(\.path)
        var report = CrashReport(
            message: CrashAnalysis.message(from: first.stderr, termination: first.termination),
            file: nil, line: nil, checkID: checkID, exitedNormally: first.termination == .exited(0)
        )
        if report.exitedNormally {
            report.message = "The program ended in the middle of the checks with exit code 0. Graded code must not call exit()."
        }
        if let location = CrashAnalysis.learnerLocation(in: first.stderr, learnerFiles: paths) {
            report.file = location.file
            report.line = location.line
            return report
        }
        guard !report.exitedNormally else { return report }
        let debugExecutable = scratch.url.appendingPathComponent("grade-debug")
        guard try compiler.compile(sources, mode: .library, output: debugExecutable, lineTables: true).succeeded else {
            return report
        }
        let rerun = try runProgram(
            debugExecutable, timeLimit: exercise.timeLimitSeconds,
            resultFile: scratch.url.appendingPathComponent("results-debug.jsonl"), backtrace: true)
        if let location = CrashAnalysis.learnerLocation(in: rerun.outcome.stderr, learnerFiles: paths) {
            report.file = location.file
            report.line = location.line
        }
        return report
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}

/// A private temporary folder for one compile-and-run, removed afterwards.
struct Scratch: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
