import GradeRecords
import RenderTrace

/// Everything one grade found out, as facts: what happened, where, and why. How a fact is said
/// (in English or Korean, to a learner or to a CI log) is the report's business (Report/), never
/// the grader's.
struct GradeResult: Sendable {
    enum Status: Sendable, Equatable {
        /// Every check passed.
        case passed
        /// The programs ran their checks to the end, and not every check passed.
        case someChecksFailed
        /// The compiler rejected the code (`diagnostics`, or `compilerOutput` when no error
        /// pointed at a file). No check ran.
        case didNotCompile
        /// Compiling ran past its own limit (`Compiler.timeLimit`): a huge or pathological source.
        /// No check ran.
        case compileTimedOut
        /// The learner's code uses what graded code may not (`SourcePolicy`), so it was not
        /// compiled. No check ran.
        case refused([SourceRefusal])
        /// These learner files are not in the workbook. No check ran.
        case missingFiles([String])
        /// The program died before the checks finished; checks after that point did not run.
        case crashed(CrashReport)
        /// The program ran past the exercise's time limit and was stopped.
        case timedOut
        /// The program's records on the result channel told an impossible story (a check finished
        /// twice, a record after the end…), so none of them counts.
        case resultsRejected(Rejection)
        /// Grading itself failed: the machine or the tool, not the learner's code. The text is
        /// the error as the tool describes it.
        case gradingError(String)
    }

    var exerciseID: String
    var status: Status
    /// One entry per check in the metadata, in the metadata's order.
    var checks: [CheckOutcome]
    /// The compiler's messages that point at the learner's files or the hidden tests.
    var diagnostics: [Diagnostic] = []
    /// The compiler's own words, kept when the code did not compile and no error pointed at a
    /// file we know.
    var compilerOutput = ""
    /// The program printed more than the grader reads of its standard output or error
    /// (`ChildProcess.outputLimit`): a crash's message may have been in the part cut off.
    var outputWasCut = false
    var compileSeconds: Double = 0
    var runSeconds: Double = 0
    /// The hidden checks' object came from the cache (`ChecksCache`) rather than the compiler.
    var checksFromCache = false
    /// How the program was confined while it ran.
    var confinement = Confinement.mechanism

    /// A result in which no check ran, for the reason `status` gives.
    static func nothingRan(_ exercise: Exercise, _ status: Status) -> GradeResult {
        GradeResult(exerciseID: exercise.id, status: status, checks: exercise.checks.map { CheckOutcome(spec: $0, status: .notRun(.programNotRun)) })
    }

    var score: Int { checks.filter { $0.status == .pass }.reduce(0) { $0 + $1.spec.points } }
    var maxScore: Int { checks.reduce(0) { $0 + $1.spec.points } }
    var passed: Bool { status == .passed }

    /// The check whose trace shows what happened: the first that failed or stopped on an error
    /// with a trace, or on a pass the last check. A folded report tells this one trace.
    var explainingCheck: CheckOutcome? {
        if passed { return checks.last }
        return checks.first { ($0.status == .fail || $0.status == .error) && !$0.trace.isEmpty }
    }

    /// The crash, when the program crashed.
    var crash: CrashReport? {
        if case .crashed(let crash) = status { return crash }
        return nil
    }
}

struct CheckOutcome: Sendable {
    enum Status: Sendable, Equatable {
        case pass, fail
        /// The check stopped on an error (a control not on screen, a thrown error).
        case error
        /// The check never ran, or never finished.
        case notRun(NotRunReason)
    }

    /// Why a check did not run, did not finish, or does not count. The grade's status holds the
    /// details (the crash, the time limit is the exercise's).
    enum NotRunReason: Sendable, Equatable, CaseIterable {
        /// The program never ran: it did not compile, was refused or missing, or grading failed.
        case programNotRun
        /// The program crashed while this check was running.
        case crashedDuringThisCheck
        /// This check was still running when the time limit ran out.
        case runningAtTimeLimit
        /// The program had stopped (crashed or timed out) before this check began.
        case programStoppedBefore
        /// The hidden tests register no check with this id: a problem in the lesson.
        case notInHiddenTests
        /// The program's results were rejected (`GradeResult.Status.resultsRejected`).
        case resultsRejected
        /// A write-the-test check that ran and passed (the learner's test failed on this broken
        /// variant) but does not count, because the test also fails on the correct feature:
        /// failing everywhere tells no bug apart.
        case passedButTestFailsOnReference
    }

    var spec: CheckSpec
    var status: Status
    /// The harness's report, when the check finished.
    var result: CheckResult?
    /// What the check had printed when the program crashed or ran out of time during it.
    var partialOutput: String?

    var failures: [CheckFailure] { result?.failures ?? [] }
    var trace: [TraceEvent] { result?.trace ?? [] }

    var notRunReason: NotRunReason? {
        if case .notRun(let reason) = status { return reason }
        return nil
    }
}

/// A compiler message, pointed at the learner's own file where possible.
struct Diagnostic: Sendable, Equatable {
    enum Severity: String, Sendable { case error, warning, note }
    enum Origin: Sendable, Equatable {
        /// One of the files the learner edits.
        case learner
        /// The exercise's hidden tests: the learner's code does not fit what they use.
        case hiddenTest
    }

    /// A learner declaration that the hidden checks cannot tell from runtime or harness API of the
    /// same name: the diagnostic points at the declaration.
    struct Clash: Sendable, Equatable {
        /// The name as the compiler quoted it (`ViewHost`, `init(_:)`).
        var name: String
        /// Where the other declaration is, by the name the learner knows (`SwiftUI`, `LessonTesting`).
        var module: String
    }

    var file: String
    var line: Int
    var column: Int
    var severity: Severity
    var message: String
    var origin: Origin
    var clash: Clash?
    /// The attribute of `unknown attribute 'X'`: something the runtime does not provide (or a
    /// library not imported), which the learner is told in a sentence.
    var unknownAttribute: String?
    /// The macro (`Reducer`) whose expansion holds the error: the compiler reports it in a buffer
    /// of generated code the learner never sees, so it is placed at the macro's attribute.
    var expandedFrom: String?
}

/// What was impossible about a program's records (`GradeChannel`): the first record that broke
/// the only order the harness writes them in.
enum Rejection: Sendable, Equatable {
    /// A record came after `done`.
    case afterDone
    /// A check started that this program was not asked to run (its id, if it had one).
    case notAsked(String?)
    /// A check started while another was running.
    case startedWhileRunning(String, running: String)
    /// A check started a second time.
    case startedTwice(String)
    /// A check finished that was not the one running.
    case finishedNotRunning(String?)
    /// `done` came while a check was running.
    case doneWhileRunning(String)
}

/// One place in a learner's file that the source checks refuse (`SourcePolicy`), said before
/// anything is compiled.
struct SourceRefusal: Sendable, Equatable {
    enum Reason: Sendable, Equatable {
        /// It names the grading machinery (`CheckContext`, `hiddenChecks`…), which it could
        /// shadow or imitate.
        case harness
        /// It reaches for files: `FileManager`, `open`, `String(contentsOf:)`, `#filePath`.
        case files
        /// It starts or signals processes: `system`, `Process`, `fork`, `kill`.
        case processes
        /// It reads the environment or the command line: `ProcessInfo`, `getenv`, `CommandLine`.
        case environment
        /// It reaches below Swift: the C library by its module's name, `dlsym`, an underscored
        /// attribute (`@_silgen_name`), `#sourceLocation`.
        case lowLevel
        /// It reads or writes raw memory: unsafe pointers, `withCString`, `memcpy`.
        case memory
        /// A regular-expression literal (`#/…/#`), which the grader does not read.
        case regexLiteral
        /// In a write-the-test answer, it tells where the feature's code lies (`ObjectIdentifier`),
        /// by which a test could tell the broken variants from the reference without testing them.
        case variantSniffing
        /// The file itself is not one the grader reads (`LearnerFiles`).
        case file(FileProblem)
        /// A prediction (`Predictions`) is not written as a literal: code, a name, a call.
        case predictionNotALiteral(name: String, type: String)
        /// A prediction's literal is not of the type the starter declares there.
        case predictionWrongType(name: String, expected: String)
        /// A predict-the-trace file differs from its starter outside its predictions; `starter`
        /// is the starter's token at that place ("" for its end).
        case changedFromStarter(starter: String, predictions: [String])
        /// A predict-the-trace file whose predictions all still hold the starter's placeholders:
        /// nothing is graded, so that the runtime's answers are not shown before a prediction.
        case noPredictionYet(predictions: [String])
        /// It declares a name the hidden checks use, where the starter declares none
        /// (`NameCollisions`): the checks could end up calling the learner's code.
        case redeclaresCheckName(DeclarationPlace)
    }

    /// The learner has not predicted yet: not a mistake, a step not taken.
    var isNoPredictionYet: Bool {
        if case .noPredictionYet = reason { return true }
        return false
    }

    /// Where a refused declaration is.
    enum DeclarationPlace: Sendable, Equatable {
        /// A type at the top level (`struct ViewHost`).
        case topLevelType
        /// A function, variable or operator at the top level.
        case topLevel
        /// A member in an extension of this type, which the learner does not own.
        case extensionOf(String)
        /// A literal's initializer (`init(integerLiteral:)`) the starter does not declare.
        case literalInitializer
        /// An operator the checks compare with (`static func ==`), in a type of the learner's own,
        /// where the starter declares none.
        case ownTypeOperator
    }

    /// What is wrong with a learner file as a file.
    enum FileProblem: Sendable, Equatable {
        /// A symbolic link (it could lead to the solution, or to a hidden check).
        case symbolicLink
        /// The exercise's folder, or its lesson's, is a symbolic link (`found` names it).
        case folderIsLink
        /// The workbook given to `grade` is a symbolic link (`found` names it): its lesson and
        /// exercise folders could be the solutions' own.
        case workbookIsLink
        /// A pipe, a device, a folder: anything but a regular file.
        case notARegularFile
        /// Larger than `LearnerFiles.sizeLimit`.
        case tooLarge(bytes: Int)
        case notUTF8
    }

    var file: String
    /// Where in the file; nil when the refusal is about the file as a whole.
    var line: Int?
    var column: Int?
    /// The code that was refused, as the compiler names it (`FileManager`, `open`).
    var found: String
    var reason: Reason
}

/// What is known about a crash: why the program stopped, the runtime's own message, and the
/// learner's line, when found.
struct CrashReport: Sendable, Equatable {
    enum Cause: Sendable, Equatable {
        /// Stopped by a signal: 4 or 5 for a Swift runtime trap, 6 an abort, 9 killed (the memory
        /// limit), 11 a stack overflow…
        case signal(Int32)
        /// The program exited by itself with this code before the checks finished: graded code
        /// called `exit` (0 included).
        case exit(Int32)
    }

    var cause: Cause
    /// The runtime's message when it printed one (`Fatal error: Index out of range`). It comes
    /// from the program's standard error, which learner code can also write to.
    var runtimeMessage: String?
    var file: String?
    var line: Int?
    /// The check that was running when it happened.
    var checkID: String?
}
