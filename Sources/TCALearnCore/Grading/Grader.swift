import Foundation
import RenderTrace

/// Grades one exercise: compile the learner's files and the hidden checks as two modules against
/// the prebuilt runtime, run the program confined and under a time limit, and read each check's
/// result from the result channel (never from standard output, which belongs to the learner's
/// `print`s). A write-the-test exercise is several such programs, one per broken variant of the
/// feature (`GradeProgram`), which share one build while the variants keep the feature's shape.
public struct Grader: Sendable {
    var compiler: Compiler
    let checksCache: ChecksCache
    let layout: ProjectLayout

    /// Finds the compiler and makes sure the runtime is built (`progress` hears about a build);
    /// first removes what a killed tool left in the temporary folder.
    public static func prepare(layout: ProjectLayout, progress: (RuntimeBuildStep) -> Void = { _ in }) throws -> Grader {
        Scratch.removeAbandoned()
        let toolchain = try Toolchain.find()
        let runtime = try RuntimeCache(layout: layout, toolchain: toolchain).ensureBuilt(progress: progress)
        return Grader(
            compiler: Compiler(toolchain: toolchain, runtime: runtime),
            checksCache: ChecksCache(folder: layout.cacheFolder.appendingPathComponent("checks")),
            layout: layout)
    }

    /// The program every grade runs: the harness, given the hidden tests' entry point.
    static let generatedMain = """
        import LessonTesting

        @main
        enum TCALearnGradeMain {
            static func main() async {
                await GradeRunner.run(hiddenChecks)
            }
        }

        """

    /// Grades `exercise` using the learner's copies of its files in `learnerFolder`, and the hidden
    /// tests in `testsFolder` (the exercise's own `tests/` unless a classroom passes another).
    /// Throws only when grading itself cannot go on (no scratch folder, a compiler that does not
    /// start); whatever the learner's code does is a result.
    func grade(_ exercise: Exercise, learnerFolder: URL, testsFolder: URL? = nil) throws -> GradeResult {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let testsFolder = testsFolder ?? exercise.testsFolder
        let hiddenTests = exercise.tests.map { testsFolder.appendingPathComponent($0).standardizedFileURL }
        let learner: [LearnerFile]
        switch try SourceChecks.prepare(exercise, learnerFolder: learnerFolder, hiddenTests: hiddenTests, scratch: scratch) {
        case .ready(let files): learner = files
        case .notGraded(let status): return .nothingRan(exercise, status)
        }
        let learnerFiles = learner.map(\.copy)
        let main = scratch.url.appendingPathComponent("GradeMain.swift")
        try Self.generatedMain.write(to: main, atomically: true, encoding: .utf8)
        let checkFiles = hiddenTests + [main]
        let programs = GradeProgram.programs(for: exercise, testsFolder: testsFolder, scratch: scratch.url)

        // Each program's given module (cached), then one build per given interface: variants
        // that keep the reference's shape share the reference's build.
        let givenCache = layout.cacheFolder.appendingPathComponent("given")
        let givens = try programs.concurrentMap { program in
            Result { program.given.isEmpty ? nil : try GivenModule.ensure(program.given.map { ($0.name, $0.source) }, compiler: compiler, cache: givenCache) }
        }.map { try $0.get() }
        var builds: [GradeBuild] = []
        var buildOfInterface: [String: Int] = [:]
        let buildOfProgram = givens.map { given in
            let interface = given?.interface ?? ""
            if let index = buildOfInterface[interface] { return index }
            builds.append(GradeBuild(
                learnerFiles: learnerFiles, checkFiles: checkFiles, given: given, givenNames: exercise.given,
                folder: scratch.url.appendingPathComponent("build-\(builds.count)")))
            buildOfInterface[interface] = builds.count - 1
            return builds.count - 1
        }
        let planned = builds
        let outcomes = try planned.concurrentMap { build in Result { try build.make(with: self) } }.map { try $0.get() }

        let results = try Array(programs.indices).concurrentMap { index in
            Result { () throws -> ProgramResult in
                let build = buildOfProgram[index]
                switch outcomes[build] {
                case .failed(let failure): return failure
                case .built(let built):
                    return try programs[index].run(planned[build], built: built, given: givens[index], grader: self, timeLimit: exercise.timeLimitSeconds)
                }
            }
        }.map { try $0.get() }
        // A file gone while it compiled (an editor that saves by deleting and renaming) is missing,
        // not code that does not compile.
        let vanished = learnerFiles.filter { !FileManager.default.fileExists(atPath: $0.path) }
        if !vanished.isEmpty, results.contains(where: { $0.stopped == .didNotCompile }) {
            return .nothingRan(exercise, .missingFiles(vanished.map(\.lastPathComponent)))
        }
        // Messages name the files the learner edits, not the copies that were compiled.
        var result = combine(results, of: programs, exercise: exercise)
        result.diagnostics = result.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.file = learner.originalPath(for: diagnostic.file)
            return diagnostic
        }
        if case .refused(let refusals) = result.status {
            result.status = .refused(refusals.map { refusal in
                var refusal = refusal
                refusal.file = learner.originalPath(for: refusal.file)
                return refusal
            })
        }
        if case .crashed(var crash) = result.status {
            crash.file = crash.file.map(learner.originalPath(for:))
            result.status = .crashed(crash)
        }
        return result
    }

    /// One grade out of its programs' results: the first program that did not get to run its
    /// checks decides the status; otherwise each check counts as its own program ran it.
    private func combine(_ results: [ProgramResult], of programs: [GradeProgram], exercise: Exercise) -> GradeResult {
        let order: [(ProgramResult) -> Bool] = [
            { if case .gradingError = $0.stopped { true } else { false } },
            { if case .refused = $0.stopped { true } else { false } },
            { $0.stopped == .didNotCompile }, { $0.stopped == .compileTimedOut }, { if case .resultsRejected = $0.stopped { true } else { false } },
            { $0.stopped == .timedOut }, { $0.crash != nil },
        ]
        let deciding = order.lazy.compactMap { matches in results.first(where: matches) }.first
        var checks = exercise.checks.map { spec in
            guard let index = programs.firstIndex(where: { $0.checks.contains(spec.id) }) else {
                return CheckOutcome(spec: spec, status: .notRun(.notInHiddenTests))
            }
            return results[index].outcome(for: spec)
        }
        // A broken variant is caught only by a test that holds on the reference (the first
        // program): a test that fails on every feature, the correct one included, tells none of
        // them apart, and would otherwise earn every variant's points.
        let referenceHolds = checks.allSatisfy { !programs[0].checks.contains($0.spec.id) || $0.status == .pass }
        if programs.count > 1, !referenceHolds {
            for index in checks.indices where checks[index].status == .pass && !programs[0].checks.contains(checks[index].spec.id) {
                checks[index].status = .notRun(.passedButTestFailsOnReference)
            }
        }
        let first = deciding ?? results[0]
        var result = GradeResult(
            exerciseID: exercise.id,
            status: deciding?.stopped ?? (checks.allSatisfy({ $0.status == .pass }) ? .passed : .someChecksFailed),
            checks: checks,
            outputWasCut: results.contains { $0.outputWasCut },
            compileSeconds: results.map(\.compileSeconds).max() ?? 0,
            runSeconds: results.map(\.runSeconds).max() ?? 0)
        result.diagnostics = first.diagnostics
        result.compilerOutput = first.compilerOutput
        result.checksFromCache = results.allSatisfy(\.checksFromCache)
        result.confinement = Confinement.mechanism
        return result
    }
}
