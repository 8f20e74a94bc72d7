import RenderTrace

/// What a graded program tells the grader, one JSON object per line on the result channel.
///
/// The hidden-test harness (`LessonTesting`) writes these; the engine (`TCALearnCore`) reads them.
/// They never travel on stdout, so nothing a learner prints can pass for a result.
public struct GradeRecord: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        /// The harness is about to run a check; if the program dies now, this check is to blame.
        case checkStarted
        /// A check finished, with its result.
        case checkFinished
        /// Every check the grader asked for has run; the program is about to exit normally.
        case done
    }

    /// The file, in the program's working folder, that holds what the running check has printed
    /// so far: what the grader shows when the program dies during the check.
    public static let runningCheckOutput = "check-output.txt"

    public var kind: Kind
    /// A per-run secret the grader hands the harness before any learner code runs. A record
    /// without it was not written by the harness and is ignored.
    public var nonce: String
    public var checkID: String?
    public var result: CheckResult?

    public init(kind: Kind, nonce: String, checkID: String? = nil, result: CheckResult? = nil) {
        self.kind = kind
        self.nonce = nonce
        self.checkID = checkID
        self.result = result
    }
}

/// The outcome of one check of a hidden test.
public struct CheckResult: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable {
        case pass, fail, error
    }

    public var id: String
    public var status: Status
    public var failures: [CheckFailure]
    /// The render trace recorded while the check ran.
    public var trace: [TraceEvent]
    /// What the learner's code printed while the check ran, at most `outputLimit` bytes of it.
    public var output: String
    /// The check printed more than `outputLimit` bytes; `output` is the start of it.
    public var outputWasCut: Bool
    public var durationSeconds: Double

    /// How much of a check's printed output is kept: enough to read, not enough to flood a report.
    public static let outputLimit = 16 * 1024

    public init(
        id: String, status: Status, failures: [CheckFailure] = [], trace: [TraceEvent] = [],
        output: String = "", outputWasCut: Bool = false, durationSeconds: Double = 0
    ) {
        self.id = id
        self.status = status
        self.failures = failures
        self.trace = trace
        self.output = output
        self.outputWasCut = outputWasCut
        self.durationSeconds = durationSeconds
    }
}

/// One failed expectation inside a check: what was expected, what happened, and where.
public struct CheckFailure: Codable, Sendable, Equatable {
    /// What the check was looking at, e.g. `the button's title after one tap`.
    public var message: String
    /// The same in Korean, when the hidden test gave one.
    public var messageKo: String?
    public var expected: String?
    public var actual: String?
    /// Why this failure happened, when the check could tell from what it saw (the trace, the
    /// values): shown in place of the exercise's general `concept`, which names the usual
    /// mistake and may not be the one the learner made.
    public var why: String?
    /// The same in Korean.
    public var whyKo: String?
    /// What `expected` and `actual` are, for the report's labels: nil for a value the check
    /// expected and the one it found, `.prediction` for what the runtime did and what the learner
    /// predicted.
    public var comparison: Comparison?
    /// The hidden test's file and line (not shown to learners, useful to authors).
    public var file: String
    public var line: Int

    public enum Comparison: String, Codable, Sendable {
        /// `expected` is what the runtime did, `actual` the learner's prediction of it.
        case prediction
    }

    public init(
        message: String, messageKo: String? = nil, expected: String? = nil, actual: String? = nil,
        why: String? = nil, whyKo: String? = nil, comparison: Comparison? = nil, file: String, line: Int
    ) {
        self.message = message
        self.messageKo = messageKo
        self.expected = expected
        self.actual = actual
        self.why = why
        self.whyKo = whyKo
        self.comparison = comparison
        self.file = file
        self.line = line
    }
}
