import GradeRecords
import MiniTCA
import RenderTrace

/// What a check's body receives: expectations that record failures, and the trace so far.
///
/// An expectation that fails does not stop the check (so a learner sees every difference at once);
/// `require` does, for values the rest of the check cannot do without.
///
/// Every expectation may say `why:` it failed, from the evidence the check has (which node was
/// recreated, and by what): the report shows that in place of the exercise's general concept,
/// which names the usual mistake and may not be the one the learner made.
@MainActor
public final class CheckContext {
    private(set) var failures: [CheckFailure] = []

    init() {}

    /// Every trace event recorded since this check started.
    public var trace: [TraceEvent] {
        TraceRecorder.events
    }

    public func expect(
        _ condition: Bool, _ message: Message, expected: String? = nil, actual: String? = nil, why: Message? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        guard !condition else { return }
        record(message, expected: expected, actual: actual, why: why, file: file, line: line)
    }

    public func expectEqual<T: Equatable>(
        _ actual: T, _ expected: T, _ message: Message, why: Message? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        // Not the learner's `==` alone: a type of theirs could call anything equal.
        guard !areEqual(actual, expected) else { return }
        record(message, expected: describe(expected), actual: describe(actual), why: why, file: file, line: line)
    }

    /// Whether two values are equal by `==` and by their structure, as `expectEqual` compares:
    /// for a condition about values of the learner's types, whose `==` is the learner's.
    public func areEqual<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool {
        isGradedEqual(lhs, rhs)
    }

    /// Records a failure unconditionally.
    public func fail(
        _ message: Message, expected: String? = nil, actual: String? = nil, why: Message? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        record(message, expected: expected, actual: actual, why: why, file: file, line: line)
    }

    /// Returns the value, or records a failure and stops the check when it is nil.
    public func require<T>(
        _ value: T?, _ message: Message, why: Message? = nil, file: StaticString = #fileID, line: UInt = #line
    ) throws -> T {
        guard let value else {
            record(message, expected: "a value", actual: "nil", why: why, file: file, line: line)
            throw CheckStopped()
        }
        return value
    }

    /// Stops the check when the condition is false, recording why.
    public func require(
        _ condition: Bool, _ message: Message, expected: String? = nil, actual: String? = nil, why: Message? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) throws {
        guard !condition else { return }
        record(message, expected: expected, actual: actual, why: why, file: file, line: line)
        throw CheckStopped()
    }

    func record(_ failure: CheckFailure) {
        failures.append(failure)
    }

    func record(
        _ message: Message, expected: String?, actual: String?, why: Message? = nil, comparison: CheckFailure.Comparison? = nil,
        file: StaticString, line: UInt
    ) {
        failures.append(CheckFailure(
            message: message.en, messageKo: message.ko, expected: expected, actual: actual,
            why: why?.en, whyKo: why?.ko, comparison: comparison, file: "\(file)", line: Int(line)
        ))
    }

    private func describe<T>(_ value: T) -> String {
        TraceValue.describe(value, limit: 400)
    }
}

/// Thrown by `require` to end a check whose failure is already recorded.
struct CheckStopped: Error {}
