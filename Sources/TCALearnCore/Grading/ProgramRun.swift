import Foundation
import GradeRecords
import RenderTrace
import RuntimeSupport

/// Running a built program of learner code, the one way every program is run: a grade's (one per
/// write-the-test variant, `GradeProgram`) and `play`'s. The program runs confined
/// (`Confinement`), under a time limit, in a working folder of its own, with only the environment
/// `Compiler.programEnvironment` gives it, and reports on a `RecordsSocket`: a grade's harness its
/// checks' records (`GradeChannel`), `play`'s runtime its trace and issues (`PlayRecord`). Where
/// a crash happened is found the same way for both (`locateCrash`).
struct ProgramRun {
    enum Purpose {
        /// A grade's program, which runs these checks and may create no file.
        case grade(checks: [String])
        /// `play`'s, which may create files in its working folder, as a playground may.
        case play
    }

    var executable: URL
    /// What the program may read besides the runtime and the toolchain: its executable, and a
    /// given module's library beside it.
    var files: [URL]
    var workingFolder: URL
    var environment: [String: String]
    var timeLimit: Double
    var purpose: Purpose

    /// What the program did, and what it reported.
    struct Outcome {
        var process: ChildProcess.Outcome
        /// A grade's records.
        var report = GradeChannel.Report()
        /// `play`'s records.
        var trace: [TraceEvent] = []
        var issues: [ReportedIssue] = []
    }

    func run(runtime: RuntimeCache.Build, toolchain: Toolchain, layout: ProjectLayout) throws -> Outcome {
        var environment = environment
        let confinement = Confinement.forProgram(
            files: files, workingFolder: workingFolder, runtime: runtime, toolchain: toolchain, layout: layout,
            mayCreateFiles: { if case .play = purpose { true } else { false } }())
        switch purpose {
        case .grade(let checks):
            let channel = try GradeChannel(checks: checks)
            environment[GradeChannel.environmentVariable] = GradeChannel.programDescriptors
            let process = try ChildProcess(
                executable: executable.path, environment: environment, directory: workingFolder, timeLimit: timeLimit,
                passing: channel.passing, confinement: confinement, keptDescriptor: GradeChannel.recordsDescriptor
            ).run()
            return Outcome(process: process, report: channel.report())
        case .play:
            let records = try RecordsSocket(limit: GradeChannel.recordLimit)
            // Passed as the program's descriptor 3 (`ChildProcess.passing`).
            environment[ProgramChannels.playRecordsVariable] = "3"
            let process = try ChildProcess(
                executable: executable.path, environment: environment, directory: workingFolder, timeLimit: timeLimit,
                passing: [records.programEnd], confinement: confinement
            ).run()
            let (trace, issues) = PlayRecord.read(records.lines())
            return Outcome(process: process, trace: trace, issues: issues)
        }
    }

    /// Why a program stopped, the runtime's message and, when the message names one, the
    /// learner's line (`CrashAnalysis`).
    static func crash(of process: ChildProcess.Outcome, learnerFiles: [URL]) -> CrashReport {
        CrashAnalysis.report(stderr: process.stderr, termination: process.termination, learnerFiles: learnerFiles.map(\.path))
    }

    /// The learner's line of a crash whose message named none, from the frames `CrashReporting`
    /// wrote, symbolized against `executable` (built with line tables).
    static func locateCrash(_ crash: inout CrashReport, frames process: ChildProcess.Outcome, executable: URL, learnerFiles: [URL], toolchain: Toolchain) {
        guard crash.line == nil, let location = CrashAnalysis.learnerLocation(
            inFrames: process.stderr, of: executable, learnerFiles: learnerFiles.map(\.path), symbolizer: toolchain.symbolizer)
        else { return }
        crash.file = location.file
        crash.line = location.line
    }
}
