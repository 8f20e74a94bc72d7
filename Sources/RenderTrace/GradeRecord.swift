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
        /// Every registered check has run; the program is about to exit normally.
        case done
    }

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
    /// What the learner's code printed while the check ran.
    public var output: String
    public var durationSeconds: Double

    public init(
        id: String, status: Status, failures: [CheckFailure] = [], trace: [TraceEvent] = [],
        output: String = "", durationSeconds: Double = 0
    ) {
        self.id = id
        self.status = status
        self.failures = failures
        self.trace = trace
        self.output = output
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
    /// The hidden test's file and line (not shown to learners, useful to authors).
    public var file: String
    public var line: Int

    public init(
        message: String, messageKo: String? = nil, expected: String? = nil, actual: String? = nil,
        file: String, line: Int
    ) {
        self.message = message
        self.messageKo = messageKo
        self.expected = expected
        self.actual = actual
        self.file = file
        self.line = line
    }
}
