import RenderTrace

/// Everything one grade found out, ready for any reporter (terminal, JSON, JUnit, …).
public struct GradeResult: Sendable {
    public enum Status: String, Sendable {
        /// Every check passed.
        case passed
        /// The program ran; some checks failed.
        case failed
        /// The learner's code did not compile; no check ran.
        case compileError
        /// The program crashed or exited early; checks after that point did not run.
        case crashed
        /// The program ran past its time limit and was stopped.
        case timedOut
    }

    public var exerciseID: String
    public var status: Status
    /// One entry per check in the metadata, in the metadata's order.
    public var checks: [CheckOutcome]
    public var diagnostics: [Diagnostic]
    public var crash: CrashReport?
    /// What the program printed outside any check, and its standard error.
    public var programOutput: String
    public var programErrors: String
    public var compileSeconds: Double
    public var runSeconds: Double

    public var score: Int { checks.filter { $0.status == .pass }.reduce(0) { $0 + $1.spec.points } }
    public var maxScore: Int { checks.reduce(0) { $0 + $1.spec.points } }
    public var passed: Bool { status == .passed }
}

public struct CheckOutcome: Sendable {
    public enum Status: String, Sendable {
        case pass, fail, error
        /// The check never ran (the program did not compile, crashed before it, or ran out of time).
        case notRun
    }

    public var spec: CheckSpec
    public var status: Status
    /// The harness's report, when the check finished.
    public var result: CheckResult?
    /// Why a check did not finish (crash, timeout, missing from the hidden tests…).
    public var note: String?

    public var failures: [CheckFailure] { result?.failures ?? [] }
    public var trace: [TraceEvent] { result?.trace ?? [] }
}

/// A compiler message, pointed at the learner's own file where possible.
public struct Diagnostic: Sendable, Equatable {
    public enum Severity: String, Sendable { case error, warning, note }
    public enum Origin: Sendable, Equatable {
        /// One of the files the learner edits.
        case learner
        /// The exercise's hidden tests: the learner's code does not fit what they use.
        case hiddenTest
    }

    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String
    public var origin: Origin
}

/// What is known about a crash: the runtime's own message and the learner's line, when found.
public struct CrashReport: Sendable, Equatable {
    /// e.g. `Fatal error: Index out of range`.
    public var message: String
    public var file: String?
    public var line: Int?
    /// The check that was running when it happened.
    public var checkID: String?
    public var exitedNormally: Bool
}
