import Dispatch
import Foundation

/// The measurements behind `scripts/benchmark.sh`: how long a grade takes as a learner feels it,
/// side by side with the old way of building the same files (one `swiftc` module against static
/// runtime archives, linked and run unconfined), how long `watch` takes from a save to the
/// report, what confinement costs, and how long the whole course takes graded in parallel.
/// Figures are printed, never asserted in unit tests.
public struct GradingBenchmark: Sendable {
    var grader: Grader
    var course: Course

    public init(grader: Grader, course: Course) {
        self.grader = grader
        self.course = course
    }

    /// Wall time, and the processor time the work used (which a busy machine does not inflate as
    /// much: on idle cores, wall time tends to it).
    public struct Timing: Sendable {
        public var wall: Double
        public var cpu: Double

        /// The median of each figure (robust to one slow run).
        public static func median(_ timings: [Timing]) -> Timing {
            Timing(wall: TCALearnCore.median(timings.map(\.wall)), cpu: TCALearnCore.median(timings.map(\.cpu)))
        }
    }

    /// Wall time of `tca-learn check EXERCISE` on the reference solution, as a separate process,
    /// exactly as a learner runs it (process start, course loading and cache lookup included).
    /// `cachedChecks: false` empties the checks cache first: the grade after the learner changed
    /// their module's interface (a new property, a new type).
    public func warmGrade(_ exercise: Exercise, tool: String, workbook: URL, cachedChecks: Bool = true) throws -> Timing {
        if !cachedChecks { try? FileManager.default.removeItem(at: grader.checksCache.folder) }
        let outcome = try ChildProcess(
            executable: tool,
            arguments: ["check", exercise.id, "--workbook", workbook.path, "--no-color"],
            timeLimit: 120
        ).run()
        guard outcome.termination == .exited(0) else {
            throw BenchmarkError.gradeFailed(exercise.id, outcome.stdout + outcome.stderr)
        }
        return Timing(wall: outcome.seconds, cpu: outcome.cpuSeconds)
    }

    /// The static runtime `bareCompileAndRun` links against, built the first time.
    public func staticRuntime(progress: (String) -> Void) throws -> URL {
        try RuntimeCache(layout: grader.layout, toolchain: grader.compiler.toolchain)
            .ensureStaticBuilt(beside: grader.compiler.runtime, progress: progress)
    }

    /// The side-by-side baseline: the same files (solution, given files, hidden checks, main)
    /// compiled by `swiftc` as one module against the runtime's static archives, linked with lld,
    /// and run once, without confinement: the plainest way to build and run the same program,
    /// which the pipeline's figures are read against.
    public func bareCompileAndRun(_ exercise: Exercise, staticRuntime: URL) throws -> Timing {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let main = scratch.url.appendingPathComponent("GradeMain.swift")
        try Grader.generatedMain.write(to: main, atomically: true, encoding: .utf8)
        let files = exercise.given.map { exercise.folder.appendingPathComponent($0) }
            + exercise.files.map { exercise.solutionFolder.appendingPathComponent($0) }
            + exercise.tests.map { exercise.testsFolder.appendingPathComponent($0) } + [main]
        let executable = scratch.url.appendingPathComponent("bare")
        let compiler = grader.compiler
        let arguments = ["-swift-version", "5", "-wmo", "-parse-as-library", "-module-name", "Exercise", "-I", staticRuntime.path]
            + compiler.runtime.aliasFlags + compiler.runtime.pluginFlags + files.map(\.path)
            + ["-L", staticRuntime.path] + ProjectLayout.runtimeModules.reversed().map { "-l\($0)" }
            + compiler.toolchain.linkerFlags + ["-o", executable.path]
        let start = DispatchTime.now()
        let compiled = try ChildProcess(executable: compiler.toolchain.swiftc, arguments: arguments, timeLimit: 120).run()
        guard compiled.succeeded else { throw BenchmarkError.gradeFailed(exercise.id, compiled.stderr) }
        let ran = try ChildProcess(executable: executable.path, timeLimit: 60).run()
        return Timing(wall: seconds(since: start), cpu: compiled.cpuSeconds + ran.cpuSeconds)
    }

    /// From saving a learner file to the end of `watch`'s report, `saves` times: `watch` runs as a
    /// separate process on the exercise's starter (which fails, so it stays), and each save
    /// appends a comment.
    public func watchLatencies(_ exercise: Exercise, tool: String, saves: Int) throws -> [Double] {
        let workbook = try Scratch()
        defer { workbook.remove() }
        let folder = workbook.url.appendingPathComponent(exercise.path)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in exercise.files + exercise.given {
            try FileManager.default.copyItem(at: exercise.folder.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let watched = folder.appendingPathComponent(exercise.files[0])
        let watch = Process()
        watch.executableURL = URL(fileURLWithPath: tool)
        watch.arguments = ["watch", exercise.id, "--workbook", workbook.url.path, "--no-color"]
        let pipe = Pipe()
        watch.standardOutput = pipe
        watch.standardError = FileHandle.nullDevice
        let reports = ReportCounter(marker: "save to re-check")
        pipe.fileHandleForReading.readabilityHandler = { reports.read($0.availableData) }
        try watch.run()
        defer {
            watch.interrupt()
            watch.waitUntilExit()
            pipe.fileHandleForReading.readabilityHandler = nil
        }
        guard reports.wait(for: 1, seconds: 120) else { throw BenchmarkError.watchSilent }
        var latencies: [Double] = []
        for save in 0..<saves {
            Thread.sleep(forTimeInterval: 0.4)
            let start = DispatchTime.now()
            let handle = try FileHandle(forWritingTo: watched)
            handle.seekToEndOfFile()
            handle.write(Data("\n// save \(save)\n".utf8))
            try handle.close()
            guard reports.wait(for: save + 2, seconds: 60) else { throw BenchmarkError.watchSilent }
            latencies.append(seconds(since: start))
        }
        return latencies
    }

    /// What confinement adds to running a graded program: the solution's program built once, then
    /// run `runs` times each way, alternating (in-process spawns, as a grade does).
    public func confinementCost(_ exercise: Exercise, runs: Int) throws -> (confined: Double, unconfined: Double) {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let compiler = grader.compiler
        let main = scratch.url.appendingPathComponent("GradeMain.swift")
        try Grader.generatedMain.write(to: main, atomically: true, encoding: .utf8)
        let sources = exercise.given.map { exercise.folder.appendingPathComponent($0) }
            + exercise.files.map { exercise.solutionFolder.appendingPathComponent($0) }
        let checks = scratch.url.appendingPathComponent("checks.o")
        let executable = scratch.url.appendingPathComponent("grade")
        guard try compiler.compileLearnerModule(sources, into: scratch.url, lineTables: false).succeeded,
            try compiler.compileChecks(exercise.tests.map { exercise.testsFolder.appendingPathComponent($0) } + [main],
                                       learnerFolder: scratch.url, output: checks).succeeded,
            try compiler.link([Compiler.learnerObject(in: scratch.url), checks], output: executable, for: sources).succeeded
        else { throw BenchmarkError.gradeFailed(exercise.id, "the program did not build") }
        let folder = scratch.url.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let confinement = Confinement.forProgram(
            files: [executable], workingFolder: folder, runtime: compiler.runtime, toolchain: compiler.toolchain, layout: grader.layout,
            mayCreateFiles: false)
        var confined: [Double] = []
        var unconfined: [Double] = []
        for _ in 0..<runs {
            for confine in [true, false] {
                let outcome = try ChildProcess(
                    executable: executable.path, environment: Compiler.programEnvironment(tca: .taught), directory: folder, timeLimit: 60,
                    confinement: confine ? confinement : nil
                ).run()
                guard outcome.succeeded else { throw BenchmarkError.gradeFailed(exercise.id, outcome.stderr) }
                if confine { confined.append(outcome.seconds) } else { unconfined.append(outcome.seconds) }
            }
        }
        return (median(confined), median(unconfined))
    }

    /// The source checks alone on the reference solution, as a grade runs them before compiling:
    /// copying the files, reading their tokens, the policy, the predictions, the name collisions.
    public func sourceChecks(_ exercise: Exercise) throws -> Double {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let hiddenTests = exercise.tests.map { exercise.testsFolder.appendingPathComponent($0) }
        let start = DispatchTime.now()
        let outcome = try SourceChecks.prepare(exercise, learnerFolder: exercise.solutionFolder, hiddenTests: hiddenTests, scratch: scratch)
        let seconds = seconds(since: start)
        guard case .ready = outcome else { throw BenchmarkError.gradeFailed(exercise.id, "the source checks refused it") }
        return seconds
    }

    /// Every solution in the course graded at once, one grade per core; `cachedChecks: false`
    /// empties the checks cache first.
    public func wholeCourse(cachedChecks: Bool) -> (time: Timing, passed: Int, total: Int) {
        if !cachedChecks { try? FileManager.default.removeItem(at: grader.checksCache.folder) }
        let exercises = course.exercises
        let start = DispatchTime.now()
        let cpuBefore = processorSeconds()
        let passed = exercises.concurrentMap { exercise in
            (try? grader.grade(exercise, learnerFolder: exercise.solutionFolder))?.passed ?? false
        }
        return (Timing(wall: seconds(since: start), cpu: processorSeconds() - cpuBefore), passed.filter { $0 }.count, exercises.count)
    }

    /// Processor time this process and its waited-for children have used so far.
    private func processorSeconds() -> Double {
        var total = 0.0
        #if os(Linux)
        let whom = [RUSAGE_SELF, RUSAGE_CHILDREN].map { __rusage_who_t($0.rawValue) }
        #else
        let whom = [RUSAGE_SELF, RUSAGE_CHILDREN]
        #endif
        for who in whom {
            var usage = rusage()
            getrusage(who, &usage)
            total += [usage.ru_utime, usage.ru_stime].reduce(0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
        }
        return total
    }

    /// How the graded program is confined on this machine (`Confinement.Mechanism.name`).
    public var confinement: String { Confinement.mechanism.name }

    /// Whether grades run the frontend and linker directly (`ToolchainRecipe`) or through the driver.
    public var usesDirectToolchain: Bool { grader.compiler.backend is FrontendBackend }

    private func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}

/// Counts `watch`'s finished reports (lines with the marker) as its output arrives.
private final class ReportCounter: @unchecked Sendable {
    private let marker: String
    private let condition = NSCondition()
    private var text = ""
    private var count = 0

    init(marker: String) {
        self.marker = marker
    }

    func read(_ data: Data) {
        condition.lock()
        text += String(decoding: data, as: UTF8.self)
        count = text.components(separatedBy: marker).count - 1
        condition.broadcast()
        condition.unlock()
    }

    func wait(for reports: Int, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while count < reports {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }
}

enum BenchmarkError: Error, CustomStringConvertible {
    case gradeFailed(String, String)
    case watchSilent

    var description: String {
        switch self {
        case .gradeFailed(let id, let output): "Grading \(id)'s solution did not pass:\n\(output)"
        case .watchSilent: "watch printed no report within a minute."
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
