#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where test failures raised inside the runtimes go.
///
/// Real TCA reports `TestStore` failures through `XCTFail` (via xctest-dynamic-overlay), so they
/// land on the test that is running. Here the runtimes call `IssueRouter.report`, and:
/// - a handler installed with `setHandler` decides first (the hidden-test harness attaches the
///   failure to the check that is running; our own test suites collect them);
/// - otherwise, a failure the test said it expects (`XCTExpectFailure`) is absorbed;
/// - otherwise, when a swift-testing `@Test` is running on the reporting task, the failure is an
///   issue of that test (`Issue.record`), as swift-issue-reporting makes it;
/// - otherwise, when the program has XCTest in it (a file with an `XCTestCase` and `XCTMain`
///   run by `tca-learn play`), the failure is an XCTest failure of the running test, found at run
///   time as xctest-dynamic-overlay finds it, so the test fails;
/// - otherwise it is printed to standard error, as Xcode's console would show it, and, under
///   `tca-learn play`, sent as a record (`PlayRecords`), which fails the run.
public enum IssueRouter {
    public typealias Handler = @Sendable (_ message: String, _ file: String, _ line: Int) -> Void

    private static let lock = Lock()
    nonisolated(unsafe) private static var handler: Handler?

    /// Reports a test failure at the given place (the caller's `#file` / `#line`, usually
    /// forwarded from the learner's own call, as TCA forwards `file:line:` to `XCTFail`).
    public static func report(_ message: String, file: StaticString, line: UInt) {
        if let handler = lock.withLock({ handler }) {
            handler(message, "\(file)", Int(line))
        } else if ExpectedIssues.absorb(message, file: "\(file)", line: Int(line)) {
            return
        } else if SwiftTestingBridge.record(message, file: "\(file)", line: Int(line)) {
            return
        } else if let xctFail = XCTestBridge.xctFail {
            xctFail(message, file, line)
        } else {
            printToStandardError(message, "\(file)", Int(line))
            PlayRecords.sendIssue(message, file: "\(file)", line: Int(line))
        }
    }

    /// Reports a test failure that has no place of its own (TCA's runtime warnings, raised deep in
    /// the runtime): under XCTest at the call site on the stack, as XCTest finds it for an
    /// `XCTFail` without a file and line (`XCTestCallSite`), else at `<unknown>:0`.
    public static func report(_ message: String) {
        let site = XCTestCallSite.current()
        report(message, file: site?.file ?? "<unknown>", line: site?.line ?? 0)
    }

    /// Whether the program is a test run, under XCTest (learner code with `XCTestCase`s and
    /// `XCTMain`) or swift-testing (`@Test` functions), as the grader builds them:
    /// swift-issue-reporting's `isTesting`, under which TCA's runtime warnings are test failures
    /// and dependencies take their test values.
    public static var isTesting: Bool {
        (XCTestBridge.xctFail != nil && TestCaseBoundaries.isAvailable) || SwiftTestingBridge.isAvailable
    }

    /// Installs a handler (`nil`: the default behaviour) and returns the previous one.
    @discardableResult
    public static func setHandler(_ newHandler: Handler?) -> Handler? {
        lock.withLock {
            let old = handler
            handler = newHandler
            return old
        }
    }

    public static let printToStandardError: Handler = { message, file, line in
        FileDescriptorOutput.writeToStandardError("\(file):\(line): error: \(message)\n")
    }
}

/// XCTest's `XCTFail`, when the program links XCTest: looked up by its symbol, so the runtimes
/// need not link XCTest themselves (xctest-dynamic-overlay does the same).
enum XCTestBridge {
    typealias XCTFail = @convention(thin) (_ message: String, _ file: StaticString, _ line: UInt) -> Void

    /// `XCTest.XCTFail(_:file:line:)`, mangled.
    private static let symbol = "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF"

    static let xctFail: XCTFail? = {
        guard let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, symbol) else { return nil }
        return unsafeBitCast(address, to: XCTFail.self)
    }()
}

/// swift-testing's `Issue.record`, when the program links swift-testing: MiniTCATesting (linked only
/// into programs that import Testing) exports it under a C name, looked up here as `XCTFail` is.
enum SwiftTestingBridge {
    private typealias Record = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, Int) -> Bool

    private static let recordIssue: Record? = {
        guard let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, "tca_learn_testing_record_issue") else { return nil }
        return unsafeBitCast(address, to: Record.self)
    }()

    static var isAvailable: Bool { recordIssue != nil }

    /// Records the failure as an issue of the test running on this task; false when there is none.
    static func record(_ message: String, file: String, line: Int) -> Bool {
        guard let recordIssue else { return false }
        return recordIssue(message, file, line)
    }
}

/// The innermost frame of the program's own code on the call stack, under XCTest: found by
/// MiniTCAXCTest (linked only into programs that import XCTest, on Linux) and looked up by name,
/// as `XCTFail` is.
enum XCTestCallSite {
    private typealias Find = @convention(c) (UnsafeMutablePointer<UInt>) -> UnsafePointer<CChar>?

    private static let find: Find? = {
        guard let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, "tca_learn_xctest_call_site") else { return nil }
        return unsafeBitCast(address, to: Find.self)
    }()

    static func current() -> (file: StaticString, line: UInt)? {
        guard let find else { return nil }
        var line: UInt = 0
        guard let file = find(&line) else { return nil }
        return (staticString(file), line)
    }

    /// `XCTFail` takes its file as a `StaticString`, which Swift makes only from a literal. A
    /// file found at run time is laid out as the standard library stores a literal's: where its
    /// UTF-8 starts, how many bytes, and flags (2: all ASCII). `StaticString` is `@frozen`, so
    /// this layout is part of the standard library's ABI. `text` must outlive the program's use
    /// of it, as a literal does.
    private static func staticString(_ text: UnsafePointer<CChar>) -> StaticString {
        let count = strlen(text)
        let isASCII = UnsafeBufferPointer(start: text, count: count).allSatisfy { $0 >= 0 }
        return withUnsafeTemporaryAllocation(byteCount: MemoryLayout<StaticString>.size, alignment: MemoryLayout<StaticString>.alignment) { raw in
            let base = raw.baseAddress!
            base.storeBytes(of: UInt(bitPattern: text), as: UInt.self)
            base.storeBytes(of: UInt(count), toByteOffset: MemoryLayout<UInt>.stride, as: UInt.self)
            base.storeBytes(of: UInt8(isASCII ? 2 : 0), toByteOffset: 2 * MemoryLayout<UInt>.stride, as: UInt8.self)
            return base.load(as: StaticString.self)
        }
    }
}

/// Failures a test expects, declared with `XCTExpectFailure`: each has a matcher over the
/// failure's message. One made for a block is active while the block (and the tasks it starts)
/// runs; one made for the rest of a test stays active from then on. Not consulted while a
/// handler is installed: a graded program's failures always reach the grade.
public final class ExpectedIssues: @unchecked Sendable {
    /// What a matcher is shown of a failure: its message and where it was reported.
    public typealias Matcher = @Sendable (_ message: String, _ file: String, _ line: Int) -> Bool

    let matches: Matcher
    private let lock = Lock()
    private var absorbed = 0

    public init(matching matches: @escaping Matcher) {
        self.matches = matches
    }

    /// How many failures this expectation absorbed.
    public var count: Int {
        lock.withLock { absorbed }
    }

    @TaskLocal static var scoped: ExpectedIssues?
    private static let lock = Lock()
    nonisolated(unsafe) private static var restOfTest: [ExpectedIssues] = []

    /// Runs `body` with this expectation active.
    public func during<R>(_ body: () throws -> R) rethrows -> R {
        try Self.$scoped.withValue(self, operation: body)
    }

    /// Keeps this expectation active until the running XCTest test case finishes (or, outside
    /// XCTest, until the program ends).
    public func activateForRestOfTest() {
        TestCaseBoundaries.observe()
        Self.lock.withLock { Self.restOfTest.append(self) }
    }

    /// The running test case finished: what it expected for its rest does not carry over.
    static func testCaseDidFinish() {
        lock.withLock { restOfTest.removeAll() }
    }

    static func absorb(_ message: String, file: String, line: Int) -> Bool {
        let candidates = (scoped.map { [$0] } ?? []) + lock.withLock { restOfTest }
        guard let expectation = candidates.first(where: { $0.matches(message, file, line) }) else { return false }
        expectation.lock.withLock { expectation.absorbed += 1 }
        return true
    }
}

/// Test-case boundaries under XCTest and swift-testing. The runtimes link neither; when a program
/// has an `XCTestCase` run by `XCTMain`, the grader links in a small module (MiniTCAXCTest) that
/// observes XCTest and exports `tca_learn_observe_xctest_boundaries`, looked up here by name as
/// `XCTFail` is; a test file run by `play` is run by MiniTCATesting's `SwiftTestingRun`, which says
/// when each test ends. What a test case leaves behind (its `XCTExpectFailure` for the rest of the test,
/// the dependency defaults it computed) goes when it finishes.
public enum TestCaseBoundaries {
    private typealias Register = @convention(c) () -> Void
    private static let lock = Lock()
    nonisolated(unsafe) private static var registered = false
    nonisolated(unsafe) private static var hooks: [@Sendable () -> Void] = []

    private static let register: Register? = {
        guard let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, "tca_learn_observe_xctest_boundaries")
        else { return nil }
        return unsafeBitCast(address, to: Register.self)
    }()

    static var isAvailable: Bool { register != nil }

    /// Runs `body` whenever an XCTest test case finishes, from now on.
    public static func whenATestCaseFinishes(_ body: @escaping @Sendable () -> Void) {
        lock.withLock { hooks.append(body) }
        observe()
    }

    /// Called by MiniTCAXCTest's observer and by MiniTCATesting's test run.
    public static func testCaseDidFinish() {
        ExpectedIssues.testCaseDidFinish()
        for hook in lock.withLock({ hooks }) { hook() }
    }

    static func observe() {
        let first = lock.withLock { () -> Bool in
            defer { registered = true }
            return !registered
        }
        if first { register?() }
    }
}
