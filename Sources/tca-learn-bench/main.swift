import Foundation
import TCALearnCore

// Prints the grading figures for scripts/benchmark.sh, each beside its target (README, "Targets"):
// the warm `check` of each exercise next to the old way of building the same files (one swiftc
// module, static runtime, unconfined run) with their ratio, the same with the checks' object not
// cached, watch's save-to-report time, what confinement costs, what the source checks before
// compiling cost, the trace's picture, and the whole course in parallel.
//
// Usage: tca-learn-bench TCA_LEARN_BINARY [RUNS]

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: tca-learn-bench TCA_LEARN_BINARY [RUNS]\n".utf8))
    exit(2)
}
let tool = arguments[1]
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5

func seconds(_ value: Double) -> String { String(format: "%.3f s", value) }
func verdict(_ met: Bool) -> String { met ? "met" : "NOT met" }

do {
    let layout = ProjectLayout(toolRoot: try ProjectLayout.locateToolRoot())
    let grader = try Grader.prepare(layout: layout) { print($0.description) }
    let course = try CourseLoader.load(layout)
    let benchmark = GradingBenchmark(grader: grader, course: course)
    let staticRuntime = try benchmark.staticRuntime { print($0) }
    print("Confinement: \(benchmark.confinement); frontend and linker \(benchmark.usesDirectToolchain ? "run directly" : "run through the driver")")

    // A workbook holding the reference solutions, so every timed grade is a passing one.
    let workbook = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: workbook) }
    try FileManager.default.copyItem(at: layout.solutionsFolder, to: workbook)

    print("")
    print("Warm grade, median of \(runs) runs each, measured side by side; wall time (processor time) in seconds:")
    print("exercise".padding(toLength: 36, withPad: " ", startingAt: 0) + "  check          old way        ratio   check, checks not cached")
    var warmAll: [GradingBenchmark.Timing] = []
    var bareAll: [GradingBenchmark.Timing] = []
    var uncachedAll: [GradingBenchmark.Timing] = []
    let middle = GradingBenchmark.Timing.median
    func shown(_ timing: GradingBenchmark.Timing) -> String { String(format: "%5.3f (%5.3f)", timing.wall, timing.cpu) }
    for exercise in course.exercises {
        _ = try benchmark.warmGrade(exercise, tool: tool, workbook: workbook)  // one unmeasured run
        var warm: [GradingBenchmark.Timing] = []
        var bare: [GradingBenchmark.Timing] = []
        var uncached: [GradingBenchmark.Timing] = []
        for _ in 0..<runs {
            warm.append(try benchmark.warmGrade(exercise, tool: tool, workbook: workbook))
            bare.append(try benchmark.bareCompileAndRun(exercise, staticRuntime: staticRuntime))
            uncached.append(try benchmark.warmGrade(exercise, tool: tool, workbook: workbook, cachedChecks: false))
        }
        warmAll.append(middle(warm))
        bareAll.append(middle(bare))
        uncachedAll.append(middle(uncached))
        print(exercise.id.padding(toLength: 36, withPad: " ", startingAt: 0)
            + "  \(shown(middle(warm)))  \(shown(middle(bare)))  " + String(format: "%4.2f×", middle(warm).wall / middle(bare).wall)
            + "   \(shown(middle(uncached)))")
    }
    let warm = middle(warmAll)
    let bare = middle(bareAll)
    print("Median over exercises: check \(shown(warm)), old way \(shown(bare)), ratio " + String(format: "%.2f× (processor time %.2f×)", warm.wall / bare.wall, warm.cpu / bare.cpu)
        + "; check with the checks not cached \(shown(middle(uncachedAll)))")
    print("  target check ≤ 0.3 s: \(verdict(warm.wall <= 0.3)); target ratio ≤ 0.75×: \(verdict(warm.wall / bare.wall <= 0.75))")

    print("")
    let watched = course.exercises[0]
    let latencies = try benchmark.watchLatencies(watched, tool: tool, saves: max(runs, 5))
    print("watch, save to report (\(watched.id), median of \(latencies.count) saves): \(seconds(median(latencies)))"
        + "  target ≤ 0.4 s: \(verdict(median(latencies) <= 0.4))")

    let cost = try benchmark.confinementCost(course.exercises[0], runs: max(runs, 10))
    let added = cost.confined - cost.unconfined
    print("Running a graded program (\(course.exercises[0].id), median of \(max(runs, 10))): confined \(seconds(cost.confined)), unconfined \(seconds(cost.unconfined)), confinement adds "
        + String(format: "%.0f ms", added * 1000) + "  target ≤ ~50 ms: \(verdict(added <= 0.05))")

    print("")
    let sourceChecks = try course.exercises.map { exercise in
        (exercise.id, median(try (0..<runs).map { _ in try benchmark.sourceChecks(exercise) }))
    }
    let slowest = sourceChecks.max { $0.1 < $1.1 }
    print(String(format: "Source checks before compiling (copy, tokens, policy, predictions, collisions): median %.1f ms, slowest %.1f ms",
        median(sourceChecks.map(\.1)) * 1000, (slowest?.1 ?? 0) * 1000) + " (\(slowest?.0 ?? "-"))")

    print("")
    // The trace's picture of the first exercise of each lesson: the page made from the grade.
    let figures = try TracePictureBenchmark(grader: grader, course: course).firstOfEachLesson(runs: runs).map { ($0.id, $0.figure) }
    let slowestPage = figures.max { $0.1.seconds < $1.1.seconds }
    let largestPage = figures.max { $0.1.bytes < $1.1.bytes }
    print(String(format: "Trace picture (check --html) of the first exercise of each lesson: median %.1f ms, slowest %.1f ms",
        median(figures.map(\.1.seconds)) * 1000, (slowestPage?.1.seconds ?? 0) * 1000) + " (\(slowestPage?.0 ?? "-"))"
        + "; largest page \((largestPage?.1.bytes ?? 0) / 1024) KiB for \(largestPage?.1.events ?? 0) events (\(largestPage?.0 ?? "-"))"
        + "  target ≤ 50 ms: \(verdict((slowestPage?.1.seconds ?? 0) <= 0.05))")

    print("")
    let cores = ProcessInfo.processInfo.activeProcessorCount
    for cached in [false, true] {
        let whole = benchmark.wholeCourse(cachedChecks: cached)
        print(String(format: "Whole course (%d exercises, %d cores, in parallel, checks %@): %.1f s (%.1f s of processor time, %.1f s per core), %d/%d solutions passed",
            whole.total, cores, cached ? "cached" : "not cached", whole.time.wall, whole.time.cpu, whole.time.cpu / Double(cores), whole.passed, whole.total)
            + "  target ≤ 10 s: \(verdict(whole.time.wall <= 10))")
    }
} catch {
    FileHandle.standardError.write(Data("tca-learn-bench: \(error)\n".utf8))
    exit(1)
}
