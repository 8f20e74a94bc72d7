import Foundation

/// Compiles learner code against the prebuilt runtime with the same flags every time, so that
/// what `check`, `play` and the course verification build is the same thing.
///
/// A grade is two modules. The learner's files are module `Exercise`, built with testing enabled
/// against the runtime's modules only (the harness is not on its search path, so learner code
/// cannot import it). The hidden checks and the generated main are a module of their own that
/// imports `Exercise` implicitly with `@testable` (so check files keep their imports) and sees the
/// harness: a learner declaration named like runtime API the checks call is then an ambiguity the
/// compiler reports, never a silent shadow.
///
/// Learner code is compiled as the Xcode projects of the TCA 1.0–1.6 era compiled it: Swift 5
/// language mode, with `import SwiftUI` / `import ComposableArchitecture` / `import Combine`
/// answered by the runtime modules. The runtime's main-actor API is `@preconcurrency`, as Apple's
/// SDKs are, so tutorial code (`static var shared = Model()`, top-level `play` code calling
/// `ViewHost`) compiles as it does there. (Swift 6 mode with main-actor default isolation was
/// tried and rejected: it makes a learner's `Reducer.body` main-actor-isolated, which then no
/// longer satisfies TCA's nonisolated requirement.)
///
/// Each step runs through a `CompilerBackend`: the frontend and the linker directly when the
/// runtime carries a `ToolchainRecipe`, and the driver (`swiftc`) otherwise. The steps are made
/// apart from running them, so that what each backend is given can be read in a test.
struct Compiler: Sendable {
    enum Mode: Sendable {
        /// Files with `@main` somewhere; no top-level code.
        case library
        /// One file whose top-level code is the program (`play`).
        case script
    }

    var toolchain: Toolchain
    var runtime: RuntimeCache.Build
    /// Each compile or link step's own limit: a huge or pathological source stops here, reported
    /// as such, long before an exercise's run limit would matter.
    var timeLimit = Compiler.defaultTimeLimit
    static let defaultTimeLimit: Double = 60

    /// How this machine's steps run.
    var backend: any CompilerBackend {
        if let recipe = runtime.recipe { return FrontendBackend(recipe: recipe, runtime: runtime) }
        return DriverBackend(toolchain: toolchain, runtime: runtime)
    }

    static let learnerModule = "Exercise"
    static let checksModule = "GradeChecks"

    /// Where `compileLearnerModule` puts the module's object.
    static func learnerObject(in folder: URL) -> URL { folder.appendingPathComponent("\(learnerModule).o") }
    /// Where `compileLearnerModule` puts the module's interface, which the checks compile against.
    static func learnerInterface(in folder: URL) -> URL { folder.appendingPathComponent("\(learnerModule).swiftmodule") }

    /// The learner's files as module `Exercise`, into `folder`: its object, its module and the
    /// source locations the checks' diagnostics point at. With a given module, the learner's files
    /// see it through an implicit `@testable import`.
    func compileLearnerModule(_ files: [URL], into folder: URL, lineTables: Bool, given: GivenModule? = nil) throws -> ChildProcess.Outcome {
        try run(learnerModuleStep(files, into: folder, lineTables: lineTables, given: given))
    }

    func learnerModuleStep(_ files: [URL], into folder: URL, lineTables: Bool, given: GivenModule? = nil) -> CompilerStep {
        let flags = Self.memorySafetyFlags + ["-parse-as-library", "-module-name", Self.learnerModule, "-enable-testing",
                     "-emit-module-path", Self.learnerInterface(in: folder).path,
                     "-emit-module-source-info-path", folder.appendingPathComponent("\(Self.learnerModule).swiftsourceinfo").path]
            + (lineTables ? ["-gline-tables-only"] : []) + imports(given.map { [$0] } ?? [])
        return compileStep(files, flags: flags, emitsModule: true, output: Self.learnerObject(in: folder))
    }

    /// The hidden checks and the generated main, as their own module that sees `Exercise` (in
    /// `learnerFolder`) and the given module through implicit `@testable import`s, and the harness.
    func compileChecks(_ files: [URL], learnerFolder: URL, given: GivenModule? = nil, output: URL) throws -> ChildProcess.Outcome {
        let flags = ["-parse-as-library", "-module-name", Self.checksModule, "-I", runtime.harness.path]
            + imports([(learnerFolder, Self.learnerModule)] + (given.map { [($0.folder, GivenModule.name)] } ?? []))
        return try run(compileStep(files, flags: flags, emitsModule: false, output: output))
    }

    /// A write-the-test exercise's given files (or a variant of them) as module `Given`, a shared
    /// library built with testing enabled, into `folder`. Done once per content, so through the
    /// driver.
    /// Every function of the given module starts a page of its own. The reference and its broken
    /// variants differ inside function bodies; packed, that moves the functions after them, and a
    /// test could tell the variants apart by where one lies (a computed key path prints its
    /// getter's address: `\State.<computed 0x… >`), not by what it does. Page-aligned, each
    /// function's offset in its page is 0 and the functions keep their places while no body
    /// outgrows a page.
    static let givenLayoutFlags = ["-Xllvm", "-align-all-functions=12"]

    func compileGivenModule(_ files: [URL], into folder: URL) throws -> ChildProcess.Outcome {
        let library = toolchain.sharedLibraryName(GivenModule.name)
        var arguments = ["-emit-library", "-emit-module", "-wmo", "-parse-as-library", "-enable-testing",
                         "-module-name", GivenModule.name,
                         "-emit-module-path", folder.appendingPathComponent("\(GivenModule.name).swiftmodule").path]
        arguments += languageFlags + toolchain.targetFlags + files.map(\.path)
        arguments += Self.givenLayoutFlags
        // Not the harness, nor MiniTCATesting: a program with swift-testing in it is a test run,
        // which a given feature does not make it.
        let modules = ProjectLayout.runtimeModules.filter {
            !RuntimeCache.Build.harnessModules.contains($0) && $0 != RuntimeCache.Build.testingModule
        }
        let driver = DriverBackend(toolchain: toolchain, runtime: runtime)
        arguments += ["-L", runtime.libraries.path] + modules.reversed().map { "-l\($0)" }
        arguments += driver.linker(["-rpath", runtime.libraries.path]) + toolchain.linkerFlags
        #if os(macOS)
        arguments += driver.linker(["-install_name", "@rpath/\(library)"])
        #endif
        arguments += ["-o", folder.appendingPathComponent(library).path]
        return try run(CompilerStep(program: toolchain.swiftc, arguments: arguments))
    }

    /// Search paths and implicit `@testable import`s of (folder, module) pairs.
    private func imports(_ modules: [(folder: URL, name: String)]) -> [String] {
        modules.flatMap { module in
            ["-I", module.folder.path] + backend.frontend(["-testable-import-module", module.name])
        }
    }

    private func imports(_ given: [GivenModule]) -> [String] {
        imports(given.map { ($0.folder, GivenModule.name) })
    }

    /// A program in one module: a `play` script, or the recipe's probe.
    func compileProgram(
        _ files: [URL], output: URL, mode: Mode, moduleName: String, lineTables: Bool = false, isLearnerCode: Bool = false
    ) throws -> ChildProcess.Outcome {
        var flags = ["-module-name", moduleName]
        if isLearnerCode { flags += Self.memorySafetyFlags }
        if mode == .library { flags += ["-parse-as-library", "-I", runtime.harness.path] }
        if lineTables { flags.append("-gline-tables-only") }
        return try run(compileStep(files, flags: flags, emitsModule: false, output: output))
    }

    /// Links objects with the runtime (and `CrashReporting`) into an executable; `sources`, the
    /// program's source files, say which on-demand runtime libraries it needs. With a given
    /// module, the executable loads `libGiven` from its own folder, so that each variant's program
    /// is the same executable beside its own library.
    func link(_ objects: [URL], output: URL, given: GivenModule? = nil, for sources: [URL]) throws -> ChildProcess.Outcome {
        try run(linkStep(objects, output: output, given: given, for: sources))
    }

    func linkStep(_ objects: [URL], output: URL, given: GivenModule? = nil, for sources: [URL]) -> CompilerStep {
        let givenFlags = given.map { ["-L", $0.folder.path, "-l\(GivenModule.name)"] + backend.linker(["-rpath", Self.ownFolder]) } ?? []
        let onDemand = RuntimeCache.Build.onDemandLibraries(for: Self.contents(of: sources))
        return backend.link(objects, flags: givenFlags, libraries: onDemand, output: output.path)
    }

    private static func contents(of files: [URL]) -> [String] {
        files.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }
    }

    /// The executable's own folder, as the dynamic loader spells it in a run path.
    static var ownFolder: String {
        #if os(macOS)
        "@executable_path"
        #else
        "$ORIGIN"
        #endif
    }

    /// How learner files are read: the language mode, memory safety, the module they form, and
    /// the runtime answering their imports. An editor given these (`EditorSupport`) sees the code
    /// as a grade compiles it.
    func sourceFlags(_ mode: Mode) -> [String] {
        let module = mode == .library ? ["-parse-as-library", "-module-name", Self.learnerModule] : ["-module-name", "Playground"]
        return languageFlags + Self.memorySafetyFlags + module + toolchain.targetFlags
    }

    /// Learner code is compiled in Swift's strict memory safety mode, its findings errors: every
    /// use of an unsafe type or function (a pointer from `sbrk`, `withUnsafeBytes`,
    /// `unsafeBitCast`, `@unchecked Sendable`, `nonisolated(unsafe)`…) is refused by the type
    /// checker, however it is spelled, aliased or inferred, where a list of names could only
    /// refuse what it names. Graded code runs in one program with the harness, so memory it could
    /// read would hold the result channel's nonce and the checks' expected values. The `unsafe`
    /// marker that would acknowledge such a use, and `@safe`/`@unsafe`, are refused by
    /// `SourcePolicy`. Only learner code: the runtime, the harness, the checks and a given module
    /// are ours and may use what they need.
    static let memorySafetyFlags = ["-strict-memory-safety", "-Werror", "StrictMemorySafety"]

    /// Swift 5 mode, with the runtime's modules answering SwiftUI's, TCA's and Combine's names,
    /// and `DEBUG` defined as Xcode's Debug configuration defines it: code under `#if DEBUG` (TCA's
    /// own tests keep their failure-text tests there) compiles as it does when run from Xcode.
    private var languageFlags: [String] {
        ["-swift-version", "5", "-D", "DEBUG", "-I", runtime.modules.path] + runtime.aliasFlags + runtime.pluginFlags
    }

    /// Compiles `files` as one module: the language flags, the diagnostics as the parser reads
    /// them, the runtime modules imported without a word (`RuntimeCache.Build.implicitImports`),
    /// then the step's own `flags`.
    func compileStep(_ files: [URL], flags: [String], emitsModule: Bool, output: URL) -> CompilerStep {
        let implicit = RuntimeCache.Build.implicitImports(for: Self.contents(of: files)).flatMap { backend.frontend(["-import-module", $0]) }
        let common = languageFlags + ["-diagnostic-style", "llvm"] + implicit
        return backend.compile(files.map(\.path), flags: common + flags, emitsModule: emitsModule, output: output.path)
    }

    private func run(_ step: CompilerStep) throws -> ChildProcess.Outcome {
        try ChildProcess(executable: step.program, arguments: step.arguments, timeLimit: timeLimit).run()
    }

    /// The environment a graded or played program runs with: the tool's own environment is not
    /// passed on (nothing in it is the program's business), only what a Swift program needs and
    /// deterministic hashing, so that a `Set` or `Dictionary` prints in the same order every run
    /// (a grade, its trace and the golden traces must not depend on a per-process hash seed).
    /// Swift's own backtracer stays off: it is a separate process, which the confined program may
    /// not start; `CrashReporting` writes the crash's frames instead. The runtime is told which TCA
    /// release the program is written for, whose words its failures use.
    static func programEnvironment(tca: TCAVersion) -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var environment = ["SWIFT_DETERMINISTIC_HASHING": "1", "SWIFT_BACKTRACE": "enable=no", TCAVersion.environmentVariable: tca.text]
        for name in ["PATH", "LANG", "LC_ALL", "TZ"] { environment[name] = inherited[name] }
        return environment
    }
}
