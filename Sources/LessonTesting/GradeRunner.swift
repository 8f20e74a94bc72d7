import Foundation
import MiniSwiftUI
import MiniTCA
import GradeRecords
import RenderTrace
import RuntimeSupport

/// Runs the checks of a hidden test file and reports each result to the grader.
///
/// The grader compiles the hidden test file and a two-line `main` that calls
/// `GradeRunner.run(hiddenChecks)` as a module of their own, beside the learner's. Before any
/// learner code can run, the runner takes the per-run secret and the list of checks to run from
/// the result channel (`ResultChannel`), so the learner's code can neither see nor forge it. Each
/// check then runs with its own trace, its own captured output and its own failure list; checks
/// the grader did not ask for (they run against another program, e.g. a broken variant of the
/// feature under test) are skipped.
///
/// Run by hand (no grader around), the same binary prints a plain summary instead.
public enum GradeRunner {
    @MainActor
    public static func run(_ register: @MainActor (Grade) -> Void) async -> Never {
        let channel = ResultChannel.open()
        GradedComparison.isActive = true
        let grade = Grade()
        register(grade)

        var failedCount = 0
        var ranCount = 0
        for entry in grade.entries where channel?.checks.contains(entry.id) ?? true {
            channel?.send(.checkStarted, checkID: entry.id)
            let result = await runCheck(entry)
            ranCount += 1
            if result.status != .pass { failedCount += 1 }
            if let channel {
                channel.send(.checkFinished, checkID: entry.id, result: result)
            } else {
                printForAuthor(result)
            }
        }
        if let channel {
            channel.send(.done)
        } else {
            print("\(ranCount - failedCount) passed, \(failedCount) failed")
        }
        exit(0)
    }

    @MainActor
    private static func runCheck(_ entry: Grade.Entry) async -> CheckResult {
        let context = CheckContext()
        let reported = ReportedIssues()
        let previousHandler = IssueRouter.setHandler { message, file, line in
            reported.append(CheckFailure(message: message, file: file, line: line))
        }
        TraceRecorder.reset()
        let capture = OutputCapture.begin()
        let clock = ContinuousClock()
        let start = clock.now
        var thrown: (any Error)?
        do {
            try await entry.body(context)
        } catch is CheckStopped {
            // The failure that stopped it is already recorded.
        } catch {
            thrown = error
        }
        let elapsed = clock.now - start
        let output = capture.end()
        IssueRouter.setHandler(previousHandler)
        for failure in reported.all {
            context.record(failure)
        }

        var failures = context.failures
        let status: CheckResult.Status
        if let thrown {
            let korean = (thrown as? HostError)?.koreanDescription
            failures.append(CheckFailure(message: String(describing: thrown), messageKo: korean, file: "", line: 0))
            status = .error
        } else {
            status = failures.isEmpty ? .pass : .fail
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return CheckResult(
            id: entry.id, status: status, failures: failures, trace: TraceRecorder.reset(),
            output: output.text, outputWasCut: output.wasCut, durationSeconds: seconds
        )
    }

    private static func printForAuthor(_ result: CheckResult) {
        print("\(result.status.rawValue.uppercased()) \(result.id)")
        for failure in result.failures {
            print("  \(failure.file):\(failure.line): \(failure.message)")
            if let expected = failure.expected { print("    expected: \(expected)") }
            if let actual = failure.actual { print("    actual:   \(actual)") }
        }
    }
}

/// Failures reported through `IssueRouter` (for example by `TestStore`) while a check runs.
/// The handler may be called from any thread, so the list sits behind a lock.
private final class ReportedIssues: @unchecked Sendable {
    private let lock = Lock()
    private var failures: [CheckFailure] = []

    func append(_ failure: CheckFailure) {
        lock.withLock { failures.append(failure) }
    }

    var all: [CheckFailure] {
        lock.withLock { failures }
    }
}
