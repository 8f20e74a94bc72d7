import Foundation
import GradeRecords
import RenderTrace

/// One program of a grade and the checks it runs. Most exercises are one program. A
/// write-the-test exercise is one program per broken variant of its feature besides the
/// reference: the same executable, beside its own build of the `Given` module, in which the
/// feature has the reference's name and shape, so the learner's test can tell them apart only by
/// what they do.
struct GradeProgram: Sendable {
    var id: String
    var checks: [String]
    /// The given files (name, and the course file compiled under it): the exercise's own, or a
    /// variant's replacements. Empty when the exercise has none.
    var given: [GivenFile]
    var folder: URL

    struct GivenFile: Sendable {
        var name: String
        var source: URL
    }

    /// A program's folder, named by nothing it is: the program can read its own path (its
    /// working folder from `URL.currentDirectory()`, its executable's from
    /// `Thread.callStackSymbols`), and a folder named `reference` or `variant-never-turns-off`
    /// would tell a write-the-test answer which feature it runs against.
    static func unnamedFolder() -> String {
        "program-" + UUID().uuidString
    }

    static func programs(for exercise: Exercise, testsFolder: URL, scratch: URL) -> [GradeProgram] {
        let claimed = Set(exercise.variants.flatMap(\.checks))
        let reference = GradeProgram(
            id: "reference", checks: exercise.checks.map(\.id).filter { !claimed.contains($0) },
            given: exercise.given.map { GivenFile(name: $0, source: exercise.folder.appendingPathComponent($0)) },
            folder: scratch.appendingPathComponent(unnamedFolder()))
        let variants = exercise.variants.map { variant in
            GradeProgram(
                id: "variant-\(variant.id)", checks: variant.checks,
                given: exercise.given.map { name in
                    GivenFile(name: name, source: variant.replace[name].map { testsFolder.appendingPathComponent($0) }
                        ?? exercise.folder.appendingPathComponent(name))
                },
                folder: scratch.appendingPathComponent(unnamedFolder()))
        }
        return [reference] + variants
    }

    /// What running one program found out.
    struct Result: Sendable {
        /// Why the program did not get through its checks; nil when it ran to its end (whether
        /// the checks passed is theirs to say).
        var stopped: GradeResult.Status?
        var report = GradeChannel.Report()
        var diagnostics: [Diagnostic] = []
        var compilerOutput = ""
        var outputWasCut = false
        /// What the check that never finished had printed by then.
        var partialOutput = ""
        var compileSeconds: Double = 0
        var runSeconds: Double = 0
        var checksFromCache = false

        var crash: CrashReport? {
            if case .crashed(let crash) = stopped { return crash }
            return nil
        }

        func outcome(for spec: CheckSpec) -> CheckOutcome {
            if let result = report.finished[spec.id] {
                let status: CheckOutcome.Status = switch result.status {
                case .pass: .pass
                case .fail: .fail
                case .error: .error
                }
                return CheckOutcome(spec: spec, status: status, result: result)
            }
            let isRunning = spec.id == report.running
            let reason: CheckOutcome.NotRunReason = switch stopped {
            case nil: .notInHiddenTests
            case .timedOut: isRunning ? .runningAtTimeLimit : .programStoppedBefore
            case .crashed: isRunning ? .crashedDuringThisCheck : .programStoppedBefore
            case .resultsRejected: .resultsRejected
            default: .programNotRun
            }
            var outcome = CheckOutcome(spec: spec, status: .notRun(reason))
            if isRunning { outcome.partialOutput = partialOutput }
            return outcome
        }
    }

    /// Runs the built executable as this program (beside its own given module) and reads what it
    /// reported; a crash whose message names no learner line is built again with line tables and
    /// rerun to find one.
    func run(_ build: GradeBuild, built: GradeBuild.Built, given: GivenModule?, grader: Grader, timeLimit: Double) throws -> Result {
        let run = try self.run(built.executable, named: "bin", build: build, given: given, grader: grader, timeLimit: timeLimit)
        var result = Result(stopped: nil, report: run.report, compileSeconds: built.seconds, runSeconds: run.outcome.seconds,
                            checksFromCache: built.checksFromCache)
        result.outputWasCut = run.outcome.outputWasCut
        result.partialOutput = run.partialOutput
        if let rejection = run.report.rejection {
            result.stopped = .resultsRejected(rejection)
        } else if let failure = Self.startFailure(run) {
            result.stopped = .gradingError(failure)
        } else if run.outcome.termination == .timedOut {
            result.stopped = .timedOut
        } else if !run.report.done {
            result.stopped = .crashed(try crashReport(
                first: run.outcome, running: run.report.running, build: build, given: given, grader: grader, timeLimit: timeLimit))
        }
        return result
    }

    /// Why the program never started, when it did not: the dynamic loader ends a program whose
    /// libraries it cannot find (a runtime cache moved, a library missing) with status 127 before
    /// `main`, so before the harness's first record. That is the grader's fault, not a crash of the
    /// learner's code, which runs only inside a check, after its first record.
    private static func startFailure(_ run: Run) -> String? {
        let report = run.report
        guard run.outcome.termination == .exited(127), report.running == nil, report.finished.isEmpty, !report.done else { return nil }
        let message = run.outcome.stderr.split(separator: "\n").first.map(String.init) ?? ""
        return "the graded program could not start (exit status 127)" + (message.isEmpty ? "" : ": \(message)")
    }

    private struct Run {
        var outcome: ChildProcess.Outcome
        var report: GradeChannel.Report
        var partialOutput: String
    }

    /// Runs `executable` from a folder of this program's own (`named`), beside its given module,
    /// with a working folder of its own: the one place it may write, confined.
    /// The program is told the TCA release the learner's code is written for (`TCAVersion.written`).
    private func run(
        _ executable: URL, named: String, build: GradeBuild, given: GivenModule?, grader: Grader, timeLimit: Double
    ) throws -> Run {
        let toolchain = grader.compiler.toolchain
        let bin = folder.appendingPathComponent(named)
        let workingFolder = folder.appendingPathComponent("run-\(named)")
        for created in [bin, workingFolder] {
            try FileManager.default.createDirectory(at: created, withIntermediateDirectories: true)
        }
        // The one file the harness writes (each check's output); the program may create none.
        FileManager.default.createFile(atPath: workingFolder.appendingPathComponent(GradeRecord.runningCheckOutput).path, contents: nil)
        let program = bin.appendingPathComponent("grade")
        try FileManager.default.linkItem(at: executable, to: program)
        var files = [program]
        if let given {
            let library = bin.appendingPathComponent(toolchain.sharedLibraryName(GivenModule.name))
            try FileManager.default.copyItem(at: given.library(toolchain), to: library)
            files.append(library)
        }
        let channel = try GradeChannel(checks: checks)
        let sources = build.learnerFiles.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }
        var environment = Compiler.programEnvironment(tca: TCAVersion.written(sources))
        environment[GradeChannel.environmentVariable] = GradeChannel.programDescriptors
        let outcome = try ChildProcess(
            executable: program.path, environment: environment, directory: workingFolder, timeLimit: timeLimit,
            passing: channel.passing,
            confinement: Confinement.forProgram(
                files: files, workingFolder: workingFolder, runtime: grader.compiler.runtime, toolchain: toolchain, layout: grader.layout,
                mayCreateFiles: false),
            keptDescriptor: GradeChannel.recordsDescriptor
        ).run()
        let report = channel.report()
        var partial = ""
        if report.running != nil,
            let handle = FileHandle(forReadingAtPath: workingFolder.appendingPathComponent(GradeRecord.runningCheckOutput).path)
        {
            partial = VisibleText.of(String(decoding: handle.readData(ofLength: CheckResult.outputLimit), as: UTF8.self))
            try? handle.close()
        }
        return Run(outcome: outcome, report: report, partialOutput: partial)
    }

    /// Why the program stopped, the runtime's message and the learner's line. The fast build has
    /// no line tables, so when the message does not name a learner line, the learner's module is
    /// built once more with them and the program rerun: `CrashReporting` writes the crash's frames,
    /// which the toolchain's symbolizer turns into a line. A crash costs a second; a pass nothing.
    private func crashReport(
        first: ChildProcess.Outcome, running: String?, build: GradeBuild, given: GivenModule?, grader: Grader, timeLimit: Double
    ) throws -> CrashReport {
        let paths = build.learnerFiles.map(\.path)
        var report = CrashAnalysis.report(stderr: first.stderr, termination: first.termination, learnerFiles: paths)
        report.checkID = running
        // A clean exit(0) has no frames to find; a found line needs no second run.
        guard report.line == nil, report.cause != .exit(0) else { return report }
        var debug = build
        debug.folder = folder.appendingPathComponent("debug-build")
        guard case .built(let built) = try debug.make(with: grader, lineTables: true) else { return report }
        let rerun = try run(built.executable, named: "debug-bin", build: build, given: given, grader: grader, timeLimit: timeLimit)
        if let location = CrashAnalysis.learnerLocation(
            inFrames: rerun.outcome.stderr, of: folder.appendingPathComponent("debug-bin/grade"), learnerFiles: paths,
            symbolizer: grader.compiler.toolchain.symbolizer)
        {
            report.file = location.file
            report.line = location.line
        }
        return report
    }
}
