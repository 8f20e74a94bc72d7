import Foundation

/// The executable a grade runs: the learner's module (against the given module, for a
/// write-the-test exercise), the checks' object (kept across grades in `ChecksCache`), linked.
struct GradeBuild: Sendable {
    var learnerFiles: [URL]
    var checkFiles: [URL]
    var given: GivenModule?
    /// The given files' names, for a clash with a declaration in them.
    var givenNames: [String]
    var folder: URL

    enum Outcome: Sendable {
        case built(Built)
        /// It did not compile (or compiling took too long): the result every program of this
        /// build gets.
        case failed(ProgramResult)
    }

    struct Built: Sendable {
        var executable: URL
        var checksObject: URL
        var checksFromCache: Bool
        var seconds: Double
    }

    func make(with grader: Grader, lineTables: Bool = false) throws -> Outcome {
        let compiler = grader.compiler
        let start = Date()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        let learner = try compiler.compileLearnerModule(learnerFiles, into: folder, lineTables: lineTables, given: given)
        guard learner.succeeded else { return .failed(failure(learner, start: start)) }
        if let section = ObjectSections.codeAroundMain(in: Compiler.learnerObject(in: folder)) {
            let refusal = SourceRefusal(file: learnerFiles.first?.path ?? "", line: nil, column: nil, found: section, reason: .lowLevel)
            return .failed(ProgramResult(stopped: .refused([refusal]), compileSeconds: Date().timeIntervalSince(start)))
        }

        // The checks see the learner's code only through its interface: compiled once for it.
        let checksCache = grader.checksCache
        let key = try checksCache.key(interface: Compiler.learnerInterface(in: folder), checks: checkFiles, given: given, compiler: compiler)
        var checksObject = checksCache.object(for: key)
        let fromCache = checksObject != nil
        if checksObject == nil {
            let object = folder.appendingPathComponent("checks.o")
            let compiled = try compiler.compileChecks(checkFiles, learnerFolder: folder, given: given, output: object)
            guard compiled.succeeded else { return .failed(failure(compiled, start: start)) }
            checksCache.store(object, for: key)
            checksObject = object
        }

        let executable = folder.appendingPathComponent("grade")
        let linked = try compiler.link([Compiler.learnerObject(in: folder), checksObject!], output: executable, given: given, for: learnerFiles + checkFiles)
        guard linked.succeeded else { return .failed(failure(linked, start: start)) }
        return .built(Built(executable: executable, checksObject: checksObject!, checksFromCache: fromCache, seconds: Date().timeIntervalSince(start)))
    }

    private func failure(_ outcome: ChildProcess.Outcome, start: Date) -> ProgramResult {
        var result = ProgramResult.notBuilt(
            outcome, learnerFiles: learnerFiles.map(\.path), hiddenFiles: checkFiles.map(\.path), seconds: Date().timeIntervalSince(start))
        result.diagnostics = result.diagnostics.map { diagnostic in
            // A clash with the feature under test names its file, which the learner has, not a module.
            guard diagnostic.clash?.module == GivenModule.name else { return diagnostic }
            var named = diagnostic
            named.clash?.module = givenNames.joined(separator: ", ")
            return named
        }
        return result
    }
}
