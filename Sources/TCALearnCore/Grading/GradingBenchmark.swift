import Dispatch
import Foundation

/// The measurements behind `scripts/benchmark.sh`: how long a grade takes as a learner feels it,
/// next to the floor (the bare `swiftc` compile+link+run of the same files), and how long the
/// whole course takes graded in parallel. Figures are printed, never asserted in unit tests.
public struct GradingBenchmark: Sendable {
    public var grader: Grader
    public var course: Course

    public init(grader: Grader, course: Course) {
        self.grader = grader
        self.course = course
    }

    /// Wall time of `tca-learn check EXERCISE` on the reference solution, as a separate process,
    /// exactly as a learner runs it (process start, course loading and cache lookup included).
    public func warmGrade(_ exercise: Exercise, tool: String, workbook: URL) throws -> Double {
        let outcome = try ChildProcess(
            executable: tool,
            arguments: ["check", exercise.id, "--workbook", workbook.path, "--no-color"],
            timeLimit: 120
        ).run()
        guard outcome.termination == .exited(0) else {
            throw BenchmarkError.gradeFailed(exercise.id, outcome.stdout + outcome.stderr)
        }
        return outcome.seconds
    }

    /// The same files compiled with the same flags by `swiftc` directly and the binary run once:
    /// the floor a grade cannot go below.
    public func bareCompileAndRun(_ exercise: Exercise) throws -> Double {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let main = scratch.url.appendingPathComponent("GradeMain.swift")
        try Grader.generatedMain.write(to: main, atomically: true, encoding: .utf8)
        let files = exercise.files.map { exercise.solutionFolder.appendingPathComponent($0) }
            + exercise.tests.map { exercise.testsFolder.appendingPathComponent($0) } + [main]
        let executable = scratch.url.appendingPathComponent("bare")
        let start = DispatchTime.now()
        let compiled = try grader.compiler.compile(files, mode: .library, output: executable)
        guard compiled.succeeded else { throw BenchmarkError.gradeFailed(exercise.id, compiled.stderr) }
        _ = try ChildProcess(executable: executable.path, timeLimit: 60).run()
        return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    /// Every solution in the course graded at once, one grade per core.
    public func wholeCourse() -> (seconds: Double, passed: Int, total: Int) {
        let exercises = course.exercises
        let passed = ResultSlots<Bool>(count: exercises.count)
        let start = DispatchTime.now()
        DispatchQueue.concurrentPerform(iterations: exercises.count) { index in
            let exercise = exercises[index]
            let result = try? grader.grade(exercise, learnerFolder: exercise.solutionFolder)
            passed.set(index, result?.passed ?? false)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return (seconds, passed.values.filter { $0 }.count, exercises.count)
    }
}

public enum BenchmarkError: Error, CustomStringConvertible {
    case gradeFailed(String, String)

    public var description: String {
        switch self {
        case .gradeFailed(let id, let output): "Grading \(id)'s solution did not pass:\n\(output)"
        }
    }
}

/// Medians, as the benchmark reports them (robust to one slow run).
public func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 0 ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}
