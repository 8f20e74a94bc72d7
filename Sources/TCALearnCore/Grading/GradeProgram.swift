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

    /// Runs the built executable as this program (beside its own given module) and reads what it
    /// reported; a crash whose message names no learner line is built again with line tables and
    /// rerun to find one.
    func run(_ build: GradeBuild, built: GradeBuild.Built, given: GivenModule?, grader: Grader, timeLimit: Double) throws -> ProgramResult {
        let run = try self.run(built.executable, named: "bin", build: build, given: given, grader: grader, timeLimit: timeLimit)
        var result = ProgramResult(
            stopped: nil, report: run.outcome.report, outputWasCut: run.outcome.process.outputWasCut, partialOutput: run.partialOutput,
            compileSeconds: built.seconds, runSeconds: run.outcome.process.seconds, checksFromCache: built.checksFromCache)
        if let rejection = run.outcome.report.rejection {
            result.stopped = .resultsRejected(rejection)
        } else if let failure = Self.startFailure(run.outcome) {
            result.stopped = .gradingError(failure)
        } else if run.outcome.process.termination == .timedOut {
            result.stopped = .timedOut
        } else if !run.outcome.report.done {
            result.stopped = .crashed(try crashReport(
                first: run.outcome.process, running: run.outcome.report.running, build: build, given: given, grader: grader, timeLimit: timeLimit))
        }
        return result
    }

    /// Why the program never started, when it did not: the dynamic loader ends a program whose
    /// libraries it cannot find (a runtime cache moved, a library missing) with status 127 before
    /// `main`, so before the harness's first record. That is the grader's fault, not a crash of the
    /// learner's code, which runs only inside a check, after its first record.
    private static func startFailure(_ run: ProgramRun.Outcome) -> String? {
        let report = run.report
        guard run.process.termination == .exited(127), report.running == nil, report.finished.isEmpty, !report.done else { return nil }
        let message = run.process.stderr.split(separator: "\n").first.map(String.init) ?? ""
        return "the graded program could not start (exit status 127)" + (message.isEmpty ? "" : ": \(message)")
    }

    private struct Run {
        var outcome: ProgramRun.Outcome
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
        let sources = build.learnerFiles.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }
        let outcome = try ProgramRun(
            executable: program, files: files, workingFolder: workingFolder, environment: Compiler.programEnvironment(tca: TCAVersion.written(sources)),
            timeLimit: timeLimit, purpose: .grade(checks: checks)
        ).run(runtime: grader.compiler.runtime, toolchain: toolchain, layout: grader.layout)
        let report = outcome.report
        var partial = ""
        if report.running != nil,
            let handle = FileHandle(forReadingAtPath: workingFolder.appendingPathComponent(GradeRecord.runningCheckOutput).path)
        {
            partial = VisibleText.of(String(decoding: handle.readData(ofLength: CheckResult.outputLimit), as: UTF8.self))
            try? handle.close()
        }
        return Run(outcome: outcome, partialOutput: partial)
    }

    /// Why the program stopped, the runtime's message and the learner's line. The fast build has
    /// no line tables, so when the message does not name a learner line, the learner's module is
    /// built once more with them and the program rerun: `CrashReporting` writes the crash's frames,
    /// which the toolchain's symbolizer turns into a line. A crash costs a second; a pass nothing.
    private func crashReport(
        first: ChildProcess.Outcome, running: String?, build: GradeBuild, given: GivenModule?, grader: Grader, timeLimit: Double
    ) throws -> CrashReport {
        var report = ProgramRun.crash(of: first, learnerFiles: build.learnerFiles)
        report.checkID = running
        // A clean exit(0) has no frames to find; a found line needs no second run.
        guard report.line == nil, report.cause != .exit(0) else { return report }
        var debug = build
        debug.folder = folder.appendingPathComponent("debug-build")
        guard case .built(let built) = try debug.make(with: grader, lineTables: true) else { return report }
        let rerun = try run(built.executable, named: "debug-bin", build: build, given: given, grader: grader, timeLimit: timeLimit)
        ProgramRun.locateCrash(
            &report, frames: rerun.outcome.process, executable: folder.appendingPathComponent("debug-bin/grade"),
            learnerFiles: build.learnerFiles, toolchain: grader.compiler.toolchain)
        return report
    }
}
