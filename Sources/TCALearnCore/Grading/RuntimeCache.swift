import Foundation

/// The mini-runtime, compiled once and kept, so that each grade only compiles the learner's files
/// and the exercise's checks.
///
/// The runtime modules are built from their own sources (the same `Sources/` folders SwiftPM
/// builds) into `.build/tca-learn/runtime/<key>/`, where the key hashes those sources, the build
/// flags and the compiler. Any edit to the runtime or a new compiler gives a new key, and so a
/// fresh build; nothing depends on where SwiftPM put its own build products. Inside:
///
/// ```
/// modules/   RuntimeSupport, RenderTrace, MiniCombine, MiniSwiftUI, MiniTCA: what learner code
///            compiles against, and a module for each of TCA's sibling libraries (`Dependencies`,
///            `CasePaths`…)
/// harness/   GradeRecords, LessonTesting: on the hidden checks' search path only
/// lib/       every module as a shared library (a grade links in a few hundredths of a second)
/// CrashReporting.o   linked into every program (Sources/CrashReporting)
/// plugins/RuntimeMacros   the macro plugin every compile loads: `@Reducer`, `#Preview`… (Sources/RuntimeMacros)
/// recipe.json        how to run the frontend and linker without the driver (ToolchainRecipe)
/// ```
struct RuntimeCache: Sendable {
    /// Bump when the way the runtime is built changes, so old caches are not reused.
    private static let formatVersion = "6"

    var layout: ProjectLayout
    var toolchain: Toolchain

    /// A built runtime: where it is, and the flags a learner compile needs to use it.
    struct Build: Sendable {
        var directory: URL
        /// Set when the driver could be skipped on this machine.
        var recipe: ToolchainRecipe?

        var modules: URL { directory.appendingPathComponent("modules") }
        var harness: URL { directory.appendingPathComponent("harness") }
        var libraries: URL { directory.appendingPathComponent("lib") }
        var crashReporting: URL { directory.appendingPathComponent("CrashReporting.o") }
        var macrosPlugin: URL { directory.appendingPathComponent("plugins").appendingPathComponent("RuntimeMacros") }

        /// Loads the plugin that expands the runtime's macros (`@Reducer`, `@CasePathable`,
        /// `#Preview`…). The compiler starts it once per compile.
        var pluginFlags: [String] {
            ["-load-plugin-executable", "\(macrosPlugin.path)#RuntimeMacros"]
        }

        /// What learner code says, and the runtime module that answers to it.
        static let moduleAliases = [
            "SwiftUI": "MiniSwiftUI",
            "ComposableArchitecture": "MiniTCA",
            "Combine": "MiniCombine",
        ]

        /// The libraries TCA 1.x is built from and re-exports, which real code also imports by
        /// their own names (`import Dependencies` in a client's file, `import CustomDump` in a
        /// test). Their API is part of `MiniTCA` (its folders `Dependencies/`, `CasePaths/`…), so
        /// each is a module of that name in the cache that only re-exports `MiniTCA`: a module
        /// alias cannot do it, as the compiler lets one module answer to one alias only.
        static let siblingModules = [
            "CasePaths", "Clocks", "CombineSchedulers", "ConcurrencyExtras", "CustomDump", "Dependencies",
            "DependenciesMacros", "IdentifiedCollections", "Perception", "Sharing", "SwiftUINavigation", "XCTestDynamicOverlay",
        ]

        var aliasFlags: [String] {
            Self.moduleAliases.sorted { $0.key < $1.key }.flatMap { ["-module-alias", "\($0.key)=\($0.value)"] }
        }

        /// Runtime modules a program gets only when its code asks for them, so that others do not
        /// pay for loading them: `MiniTCANetworking` (`\.urlSession`; on Linux it re-exports
        /// FoundationNetworking) is imported into the code of a program that mentions URLSession,
        /// as `import Foundation` brings it on Apple platforms; `MiniTCAXCTest` (which tells the
        /// runtimes where XCTest test cases end, found by name) is linked into one that imports
        /// XCTest, and `MiniTCATesting` (runtime failures as swift-testing issues) into one that
        /// imports Testing.
        static let networkingModule = "MiniTCANetworking"
        static let xctestModule = "MiniTCAXCTest"
        static let testingModule = "MiniTCATesting"
        static let onDemandModules = [networkingModule, xctestModule, testingModule]
        /// What the hidden checks are written with and report through: out of learner code's reach.
        static let harnessModules = ["GradeRecords", "LessonTesting"]

        static func needsNetworking(_ sources: [String]) -> Bool {
            sources.contains { $0.contains("URLSession") || $0.contains("urlSession") }
        }

        static func importsXCTest(_ sources: [String]) -> Bool {
            // `import XCTestDynamicOverlay` is not XCTest.
            sources.contains { $0.range(of: #"import\s+XCTest\b"#, options: .regularExpression) != nil }
        }

        static func importsTesting(_ sources: [String]) -> Bool {
            sources.contains { $0.range(of: #"import\s+Testing\b"#, options: .regularExpression) != nil }
        }

        /// The modules a compile of these sources imports without saying so.
        static func implicitImports(for sources: [String]) -> [String] {
            needsNetworking(sources) ? [networkingModule] : []
        }

        /// The runtime libraries every program links, dependents first, as the linker wants them.
        var libraryFlags: [String] {
            ["-L", libraries.path] + ProjectLayout.runtimeModules.filter { !Self.onDemandModules.contains($0) }.reversed().map { "-l\($0)" }
        }

        /// The on-demand libraries a program of these sources links besides.
        static func onDemandLibraries(for sources: [String]) -> [String] {
            (needsNetworking(sources) ? ["-l\(networkingModule)"] : []) + (importsXCTest(sources) ? ["-l\(xctestModule)"] : [])
                + (importsTesting(sources) ? ["-l\(testingModule)"] : [])
        }
    }

    /// Flags for building the runtime itself, kept in the cache key. The runtime's modules are one
    /// package, so `package` declarations (what only the runtime may adopt or call) reach across
    /// them, while learner code, compiled without a package name, cannot see them.
    private var runtimeFlags: [String] {
        ["-parse-as-library", "-swift-version", "6", "-wmo", "-Onone", "-package-name", "tca_learn_runtime",
         "-D", "TCA_LEARN_MACROS"] + toolchain.targetFlags
    }

    /// The sources' contents hashed, with the flags and the compiler. Reading every source on
    /// every grade costs a hundredth of a second, so the key is remembered beside the cache under
    /// a hash of the files' names, sizes and modification times, and read again only when one of
    /// those changes.
    func key() throws -> String {
        let files = try ProjectLayout.runtimeModules.flatMap { try sources(of: $0) } + [crashReportingSource] + (try macrosPluginSources())
        var stamp = StableHash()
        stamp.add(Self.formatVersion)
        stamp.add(toolchain.identity)
        stamp.add(runtimeFlags.joined(separator: " "))
        for file in files {
            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            stamp.add(file.path)
            stamp.add("\((attributes[.size] as? NSNumber)?.int64Value ?? -1)|\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        }
        let remembered = layout.cacheFolder.appendingPathComponent("runtime-keys").appendingPathComponent(stamp.hex)
        if let key = try? String(contentsOf: remembered, encoding: .utf8), key.count == 16 { return key }

        var hash = StableHash()
        hash.add(Self.formatVersion)
        hash.add(toolchain.identity)
        hash.add(runtimeFlags.joined(separator: " "))
        for module in ProjectLayout.runtimeModules {
            hash.add(module)
            for file in try sources(of: module) {
                hash.add(file.lastPathComponent)
                hash.add(try Data(contentsOf: file))
            }
        }
        hash.add(try Data(contentsOf: crashReportingSource))
        for file in try macrosPluginSources() {
            hash.add(file.lastPathComponent)
            hash.add(try Data(contentsOf: file))
        }
        hash.add(Build.siblingModules.joined(separator: ","))
        try? FileManager.default.createDirectory(at: remembered.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? hash.hex.write(to: remembered, atomically: true, encoding: .utf8)
        return hash.hex
    }

    private var crashReportingSource: URL {
        layout.toolRoot.appendingPathComponent("Sources/CrashReporting/CrashReporting.c")
    }

    /// The macro plugin's sources: its folder, the engine's Swift tokenizer, which it reads
    /// declarations with, and the runtimes' JSON string quoting, which its replies use.
    private func macrosPluginSources() throws -> [URL] {
        let tokenizer = layout.toolRoot.appendingPathComponent("Sources/TCALearnCore/Grading/Source")
        return try sources(in: layout.toolRoot.appendingPathComponent("Sources/RuntimeMacros"))
            + ["SwiftToken.swift", "SwiftTokenizer.swift"].map { tokenizer.appendingPathComponent($0) }
            + [layout.toolRoot.appendingPathComponent("Sources/RuntimeSupport/JSONText.swift")]
    }

    /// Returns the built runtime, building it first when needed. `progress` hears about each step
    /// of a build, which takes a while the first time.
    func ensureBuilt(progress: (RuntimeBuildStep) -> Void = { _ in }) throws -> Build {
        let directory = layout.cacheFolder.appendingPathComponent("runtime").appendingPathComponent(try key())
        let marker = directory.appendingPathComponent("complete")
        if FileManager.default.fileExists(atPath: marker.path) {
            return Build(directory: directory, recipe: ToolchainRecipe.load(from: directory))
        }

        // Build beside the final folder and rename at the end: a build cut short (Ctrl-C) or a
        // second tca-learn building at the same time never leaves a half-built cache behind.
        // Everything inside refers to its own folder relatively ($ORIGIN), so the rename is safe;
        // the recipe, which names absolute paths, is learned after it.
        let staging = directory.deletingLastPathComponent()
            .appendingPathComponent("building-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: staging) }
        let stagingBuild = Build(directory: staging)
        for folder in [stagingBuild.modules, stagingBuild.harness, stagingBuild.libraries] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        let start = Date()
        // The macro plugin, each module, then the sibling modules. The plugin (optimized, the
        // longest single compile) builds beside the modules: none of them uses a macro, and the
        // modules' type checking leaves a core free. It is waited for before anything returns.
        let steps = ProjectLayout.runtimeModules.count + 2
        progress(.building(step: 1, of: steps))
        let plugin = PluginBuild()
        let pluginThread = OwnThread.start { [self] in
            do { try buildMacrosPlugin(into: stagingBuild) } catch { plugin.error = error }
        }
        defer { _ = pluginThread.wait(until: .distantFuture) }
        for (index, module) in ProjectLayout.runtimeModules.enumerated() {
            progress(.building(step: index + 2, of: steps))
            try build(module, index: index, into: stagingBuild)
        }
        progress(.building(step: steps, of: steps))
        try buildSiblingModules(into: stagingBuild)
        try buildCrashReporting(into: stagingBuild)
        _ = pluginThread.wait(until: .distantFuture)
        if let error = plugin.error { throw error }
        try Data().write(to: staging.appendingPathComponent("complete"))
        do {
            try FileManager.default.moveItem(at: staging, to: directory)
        } catch where FileManager.default.fileExists(atPath: marker.path) {
            // Another tca-learn finished the same build first; use theirs.
            return Build(directory: directory, recipe: ToolchainRecipe.load(from: directory))
        }
        var built = Build(directory: directory)
        built.recipe = ToolchainRecipe.learn(toolchain: toolchain, runtime: built)
        progress(.built(seconds: Date().timeIntervalSince(start)))
        return built
    }

    private func build(_ module: String, index: Int, into build: Build) throws {
        let files = try sources(of: module).map(\.path)
        let moduleFolder = Build.harnessModules.contains(module) ? build.harness : build.modules
        // Each module links the ones before it that every program has (an on-demand module is
        // linked only where it is asked for).
        let dependencies = ProjectLayout.runtimeModules.prefix(index).filter { !Build.onDemandModules.contains($0) }.map { "-l\($0)" }
        // Code generation on every core (the modules are built one after another, each a whole
        // module). Not part of the cache key: the result is the same however many threads built it.
        let threads = ["-num-threads", "\(max(1, ProcessInfo.processInfo.activeProcessorCount))"]
        let arguments = runtimeFlags + threads + [
            "-module-name", module,
            "-emit-module", "-emit-module-path", moduleFolder.appendingPathComponent("\(module).swiftmodule").path,
            "-emit-library", "-o", build.libraries.appendingPathComponent(toolchain.sharedLibraryName(module)).path,
            "-I", build.modules.path, "-I", build.harness.path, "-L", build.libraries.path,
        ] + build.pluginFlags + dependencies + toolchain.libraryLinkFlags(module) + toolchain.linkerFlags + files
        let outcome = try ChildProcess(executable: toolchain.swiftc, arguments: arguments, timeLimit: 600).run()
        guard outcome.succeeded else {
            throw RuntimeCacheError.buildFailed(module: module, output: outcome.stderr + outcome.stdout)
        }
    }

    /// The runtime as static archives, every module in one folder: the benchmark's side-by-side
    /// baseline (`GradingBenchmark`), what the shared libraries are measured against, built once
    /// beside the shared runtime.
    func ensureStaticBuilt(beside runtime: Build, progress: (String) -> Void = { _ in }) throws -> URL {
        let folder = runtime.directory.appendingPathComponent("static")
        let marker = folder.appendingPathComponent("complete")
        if FileManager.default.fileExists(atPath: marker.path) { return folder }
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for module in ProjectLayout.runtimeModules {
            progress("Building the static baseline runtime (one time): \(module)")
            let arguments = runtimeFlags + [
                "-module-name", module,
                "-emit-module", "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                "-emit-library", "-static", "-o", folder.appendingPathComponent("lib\(module).a").path, "-I", folder.path,
            ] + (try sources(of: module).map(\.path))
            let outcome = try ChildProcess(executable: toolchain.swiftc, arguments: arguments, timeLimit: 600).run()
            guard outcome.succeeded else { throw RuntimeCacheError.buildFailed(module: module, output: outcome.stderr + outcome.stdout) }
        }
        try Data().write(to: marker)
        return folder
    }

    /// The sibling libraries' modules: an interface each, no code (nothing to link).
    private func buildSiblingModules(into build: Build) throws {
        let sources = build.directory.appendingPathComponent("siblings")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let flags = runtimeFlags
        let swiftc = toolchain.swiftc
        let outcomes = try Build.siblingModules.map { module -> (String, URL) in
            let source = sources.appendingPathComponent("\(module).swift")
            try "@_exported import MiniTCA\n".write(to: source, atomically: true, encoding: .utf8)
            return (module, source)
        }.concurrentMap { module, source -> (String, ChildProcess.Outcome?) in
            let arguments = flags + [
                "-module-name", module,
                "-emit-module", "-emit-module-path", build.modules.appendingPathComponent("\(module).swiftmodule").path,
                "-I", build.modules.path, source.path,
            ]
            return (module, try? ChildProcess(executable: swiftc, arguments: arguments, timeLimit: 120).run())
        }
        for (module, outcome) in outcomes where outcome?.succeeded != true {
            throw RuntimeCacheError.buildFailed(module: module, output: outcome.map { $0.stderr + $0.stdout } ?? "it could not be started")
        }
    }

    /// How the plugin's build, on a thread of its own, ended; read once that thread is done.
    private final class PluginBuild: @unchecked Sendable {
        var error: (any Error)?
    }

    /// The macro plugin: a small executable the compiler runs (see `Sources/RuntimeMacros`).
    private func buildMacrosPlugin(into build: Build) throws {
        try FileManager.default.createDirectory(
            at: build.macrosPlugin.deletingLastPathComponent(), withIntermediateDirectories: true)
        let outcome = try ChildProcess(
            executable: toolchain.swiftc,
            arguments: ["-O", "-module-name", "RuntimeMacros"] + Self.pluginLinkFlags
                + (try macrosPluginSources().map(\.path)) + ["-o", build.macrosPlugin.path],
            timeLimit: 300
        ).run()
        guard outcome.succeeded else {
            throw RuntimeCacheError.buildFailed(module: "RuntimeMacros", output: outcome.stderr + outcome.stdout)
        }
    }

    /// Every compile that uses a macro waits for the plugin to start: on Linux its standard
    /// library is linked in, so that starting it loads no Swift library (macOS has Swift in the
    /// system and no static standard library).
    static var pluginLinkFlags: [String] {
        #if os(Linux)
        ["-static-stdlib"]
        #else
        []
        #endif
    }

    private func buildCrashReporting(into build: Build) throws {
        let outcome = try ChildProcess(
            executable: toolchain.clang,
            arguments: ["-c", "-O1", "-fPIC", crashReportingSource.path, "-o", build.crashReporting.path],
            timeLimit: 120
        ).run()
        guard outcome.succeeded else {
            throw RuntimeCacheError.buildFailed(module: "CrashReporting", output: outcome.stderr + outcome.stdout)
        }
    }

    private func sources(of module: String) throws -> [URL] {
        try sources(in: layout.runtimeSourceFolder(module))
    }

    private func sources(in folder: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw RuntimeCacheError.missingSources(folder.path)
        }
        let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        guard !files.isEmpty else { throw RuntimeCacheError.missingSources(folder.path) }
        return files.sorted { $0.path < $1.path }
    }
}

enum RuntimeCacheError: ToolError {
    case missingSources(String)
    case buildFailed(module: String, output: String)
}

/// How far a build of the runtime is (`RuntimeCache.ensureBuilt`), for a progress line.
public enum RuntimeBuildStep: Sendable, Equatable {
    /// Step `step` of `of` has begun (1 is the first).
    case building(step: Int, of: Int)
    case built(seconds: Double)
}
