import Dispatch
import Foundation

/// Checks that a course teaches what it claims: every starter fails exactly the checks its
/// metadata says it should (so it fails for its intended reason), every solution passes every
/// check, and every solution's trace matches the golden trace kept beside it. Exercises are
/// verified in parallel, one per core.
public struct CourseVerifier: Sendable {
    public var grader: Grader
    /// Write each sound solution's trace as its new golden trace instead of comparing with it.
    public var updateGoldenTraces: Bool

    public init(grader: Grader, updateGoldenTraces: Bool = false) {
        self.grader = grader
        self.updateGoldenTraces = updateGoldenTraces
    }

    public struct Finding: Sendable {
        public var exercise: Exercise
        public var starter: GradeResult?
        public var solution: GradeResult?
        /// What is wrong, in words an author can act on; empty when the exercise is sound.
        public var problems: [String]

        public var isSound: Bool { problems.isEmpty }
    }

    public func verify(_ exercises: [Exercise], progress: @Sendable (Finding) -> Void = { _ in }) -> [Finding] {
        let results = ResultSlots<Finding>(count: exercises.count)
        DispatchQueue.concurrentPerform(iterations: exercises.count) { index in
            let finding = verify(exercises[index])
            results.set(index, finding)
            progress(finding)
        }
        return results.values
    }

    public func verify(_ exercise: Exercise) -> Finding {
        var finding = Finding(exercise: exercise, starter: nil, solution: nil, problems: [])
        do {
            let starter = try grader.grade(exercise, learnerFolder: exercise.folder)
            finding.starter = starter
            finding.problems += starterProblems(exercise, starter)
        } catch {
            finding.problems.append("Grading the starter failed: \(error)")
        }
        do {
            let solution = try grader.grade(exercise, learnerFolder: exercise.solutionFolder)
            finding.solution = solution
            if !solution.passed {
                finding.problems.append("The solution does not pass: " + summary(of: solution))
            } else if updateGoldenTraces {
                try GoldenTrace.write(solution, exercise: exercise)
            } else if let mismatch = GoldenTrace.mismatch(solution, exercise: exercise) {
                finding.problems.append(mismatch)
            }
        } catch {
            finding.problems.append("Grading the solution failed: \(error)")
        }
        return finding
    }

    private func starterProblems(_ exercise: Exercise, _ starter: GradeResult) -> [String] {
        if starter.status == .compileError {
            return ["The starter does not compile; a learner should start from code that builds. " + summary(of: starter)]
        }
        let failing = Set(starter.checks.filter { $0.status != .pass }.map(\.spec.id))
        let expected = Set(exercise.starterFails)
        var problems: [String] = []
        if failing.isEmpty {
            problems.append("The starter already passes every check.")
        }
        let unexpected = failing.subtracting(expected).sorted()
        if !unexpected.isEmpty {
            problems.append("The starter fails checks not listed in starterFails: \(unexpected.joined(separator: ", ")). " + summary(of: starter))
        }
        let missing = expected.subtracting(failing).sorted()
        if !missing.isEmpty {
            problems.append("starterFails lists checks the starter passes: \(missing.joined(separator: ", ")).")
        }
        return problems
    }

    private func summary(of result: GradeResult) -> String {
        switch result.status {
        case .compileError:
            return result.diagnostics.filter { $0.severity == .error }.prefix(3)
                .map { "\(displayPath($0.file)):\($0.line): \($0.message)" }.joined(separator: "; ")
                + (result.diagnostics.isEmpty ? result.programErrors : "")
        case .crashed:
            return "crashed: \(result.crash?.message ?? "")" + (result.crash?.checkID.map { " during \($0)" } ?? "")
        case .timedOut:
            return "timed out"
        case .passed, .failed:
            return result.checks.filter { $0.status != .pass }.map { check in
                let detail = check.failures.first.map { ": \($0.message) (expected \($0.expected ?? "-"), got \($0.actual ?? "-"))" } ?? (check.note.map { ": \($0)" } ?? "")
                return "\(check.spec.id) \(check.status.rawValue)\(detail)"
            }.joined(separator: "; ")
        }
    }
}

/// Results filled in by parallel workers, each writing its own slot.
final class ResultSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { slots[index] = value }
    }

    var values: [Value] {
        lock.withLock { slots.compactMap { $0 } }
    }
}
