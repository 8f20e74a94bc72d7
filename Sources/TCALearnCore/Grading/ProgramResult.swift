import Foundation
import GradeRecords
import RenderTrace

/// What building and running one program of learner code found out: one program of a grade (a
/// write-the-test exercise has one per broken variant) or `play`'s. Both are built by `Compiler`,
/// run by `ProgramRun` and read from this one type; a grade then combines its programs'
/// results into a `GradeResult`.
struct ProgramResult: Sendable {
    /// Why the program did not get to its end: it did not compile or compiling ran past its limit,
    /// it was refused, timed out, crashed, could not start, or its records were rejected. Nil
    /// when it ran to its end (whether a grade's checks passed is theirs to say).
    var stopped: GradeResult.Status?
    var diagnostics: [Diagnostic] = []
    /// The compiler's own words when no error pointed at a file we know (a linker error…).
    var compilerOutput = ""
    /// What the program printed (`play` shows it; a grade's checks keep their own output).
    var stdout = ""
    /// Standard error without the crash's frames (`CrashReporting`'s lines are the tool's).
    var stderr = ""
    /// A grade's records: which checks finished, and which was running.
    var report = GradeChannel.Report()
    /// `play`'s records: the trace as it was recorded, and the issues told with no test to take them.
    var trace: [TraceEvent] = []
    var issues: [ReportedIssue] = []
    /// The code a program that neither crashed nor was stopped exited with: an XCTest run
    /// (`XCTMain`) exits with 1 when a test failed.
    var exitCode: Int32 = 0
    /// `play` of a file that runs XCTest (its test cases found in it, or `XCTMain` called): an
    /// exit code of 1 is XCTest saying a test failed.
    var ranXCTest = false
    /// `play` of a test file: its tests (`@Test` functions run by swift-testing), in the order
    /// they ended; nil for a program.
    var tests: [TestOutcome]?
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

    var compiled: Bool { stopped != .didNotCompile && stopped != .compileTimedOut }
    var compileTimedOut: Bool { stopped == .compileTimedOut }
    var timedOut: Bool { stopped == .timedOut }
    var succeeded: Bool { stopped == nil && exitCode == 0 }

    /// The issues that fail a `play` run: those told at a place in a Swift file (a failed
    /// `TestStore` assertion, an unimplemented dependency), as Xcode shows them; a runtime warning
    /// with no place (`<unknown>:0`) is told and does not fail it.
    var failingIssues: [ReportedIssue] { issues.filter(\.hasPlace) }

    /// A build that did not make an executable: the compiler's or linker's output read into
    /// diagnostics on `learnerFiles` (and the hidden checks' files), or its own words when no error
    /// points at them.
    static func notBuilt(_ outcome: ChildProcess.Outcome, learnerFiles: [String], hiddenFiles: [String], seconds: Double) -> ProgramResult {
        guard outcome.termination != .timedOut else {
            return ProgramResult(stopped: .compileTimedOut, compileSeconds: seconds)
        }
        let output = outcome.stderr + outcome.stdout
        var result = ProgramResult(stopped: .didNotCompile, compileSeconds: seconds)
        result.diagnostics = DiagnosticsParser.parse(output, learnerFiles: learnerFiles, hiddenTestFiles: hiddenFiles)
        if !result.diagnostics.contains(where: { $0.severity == .error }) { result.compilerOutput = output }
        return result
    }

    /// A grade's check as this program's records tell it.
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

/// A test failure a `play` program told on standard error, as its record (`PlayRecords`) says it.
struct ReportedIssue: Sendable, Equatable, Decodable {
    var message: String
    var file: String
    var line: Int

    /// Reported at a line of a Swift file, rather than `<unknown>`.
    var hasPlace: Bool { file.hasSuffix(".swift") }
}

/// One line of `play`'s records: a trace event or an issue.
struct PlayRecord: Decodable {
    var trace: TraceEvent?
    /// Where the event goes in the trace when it was put before events sent earlier (a step
    /// known only once what it is made of was recorded: `TraceRecorder.insert`); nil: at the end.
    var at: Int?
    var issue: ReportedIssue?

    /// The lines that read as records; anything else the program wrote on the descriptor is not one.
    static func read(_ lines: [Data]) -> (trace: [TraceEvent], issues: [ReportedIssue]) {
        let decoder = JSONDecoder()
        let records = lines.compactMap { try? decoder.decode(PlayRecord.self, from: $0) }
        var trace: [TraceEvent] = []
        for record in records {
            guard let event = record.trace else { continue }
            trace.insert(event, at: min(max(record.at ?? trace.count, 0), trace.count))
        }
        return (trace, records.compactMap(\.issue))
    }
}
