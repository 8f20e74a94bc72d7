import Foundation
import TCALearnCore

// Prints the grading figures for scripts/benchmark.sh: the median warm grade of each exercise
// (as a learner runs `tca-learn check`), the bare swiftc compile+link+run of the same files, their
// ratio, and the whole course graded in parallel.
//
// Usage: tca-learn-bench TCA_LEARN_BINARY [RUNS]

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: tca-learn-bench TCA_LEARN_BINARY [RUNS]\n".utf8))
    exit(2)
}
let tool = arguments[1]
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5

do {
    let layout = ProjectLayout(toolRoot: try ProjectLayout.locateToolRoot())
    let grader = try Grader.prepare(layout: layout) { print($0) }
    let course = try CourseLoader.load(layout)
    let benchmark = GradingBenchmark(grader: grader, course: course)

    // A workbook holding the reference solutions, so every timed grade is a passing one.
    let workbook = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: workbook) }
    try FileManager.default.copyItem(at: layout.solutionsFolder, to: workbook)

    print("Warm grade, median of \(runs) runs (seconds):")
    print("exercise".padding(toLength: 36, withPad: " ", startingAt: 0) + "   tca-learn check   bare swiftc   ratio")
    var warmAll: [Double] = []
    var bareAll: [Double] = []
    for exercise in course.exercises {
        _ = try benchmark.warmGrade(exercise, tool: tool, workbook: workbook)  // one unmeasured run
        let warm = median(try (0..<runs).map { _ in try benchmark.warmGrade(exercise, tool: tool, workbook: workbook) })
        let bare = median(try (0..<runs).map { _ in try benchmark.bareCompileAndRun(exercise) })
        warmAll.append(warm)
        bareAll.append(bare)
        print(exercise.id.padding(toLength: 36, withPad: " ", startingAt: 0)
            + String(format: "   %15.3f   %11.3f   %5.2f×", warm, bare, warm / bare))
    }
    print(String(format: "median over exercises: warm %.3f s, bare swiftc %.3f s, ratio %.2f×",
        median(warmAll), median(bareAll), median(warmAll) / median(bareAll)))

    let cores = ProcessInfo.processInfo.activeProcessorCount
    let whole = benchmark.wholeCourse()
    print(String(format: "Whole course (%d exercises, %d cores, in parallel): %.1f s, %d/%d solutions passed",
        whole.total, cores, whole.seconds, whole.passed, whole.total))
} catch {
    FileHandle.standardError.write(Data("tca-learn-bench: \(error)\n".utf8))
    exit(1)
}
