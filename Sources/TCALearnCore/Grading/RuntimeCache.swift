import Foundation

/// The mini-runtime, compiled once and kept, so that each grade only compiles the learner's file.
///
/// The runtime modules are built from their own sources (the same `Sources/` folders SwiftPM
/// builds) into `.build/tca-learn/runtime/<key>/`, where the key hashes those sources, the build
/// flags and the compiler. Any edit to the runtime or a new compiler gives a new key, and so a
/// fresh build; nothing depends on where SwiftPM put its own build products.
struct RuntimeCache: Sendable {
    /// Bump when the way the runtime is built changes, so old caches are not reused.
    private static let formatVersion = "1"

    var layout: ProjectLayout
    var toolchain: Toolchain

    /// A built runtime: where it is, and the flags a learner compile needs to use it.
    struct Build: Sendable {
        var directory: URL

        /// What learner code says, and the runtime module that answers to it.
        static let moduleAliases = [
            "SwiftUI": "MiniSwiftUI",
            "ComposableArchitecture": "MiniTCA",
            "Combine": "MiniCombine",
        ]

        var compileFlags: [String] {
            ["-I", directory.path]
                + Self.moduleAliases.sorted { $0.key < $1.key }.flatMap { ["-module-alias", "\($0.key)=\($0.value)"] }
        }

        var linkFlags: [String] {
            ["-L", directory.path] + ProjectLayout.runtimeModules.reversed().map { "-l\($0)" }
        }
    }

    /// Flags for building the runtime itself, kept in the cache key.
    private var runtimeFlags: [String] {
        ["-parse-as-library", "-swift-version", "6", "-wmo", "-Onone"] + toolchain.targetFlags
    }

    func key() throws -> String {
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
        return hash.hex
    }

    /// Returns the built runtime, building it first when needed. `progress` hears about a build,
    /// which takes a while the first time.
    func ensureBuilt(progress: (String) -> Void = { _ in }) throws -> Build {
        let directory = layout.cacheFolder.appendingPathComponent("runtime").appendingPathComponent(try key())
        let marker = directory.appendingPathComponent("complete")
        if FileManager.default.fileExists(atPath: marker.path) {
            return Build(directory: directory)
        }

        // Build beside the final folder and rename at the end: a build cut short (Ctrl-C) or a
        // second tca-learn building at the same time never leaves a half-built cache behind.
        let staging = directory.deletingLastPathComponent()
            .appendingPathComponent("building-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: staging) }

        let start = Date()
        for (index, module) in ProjectLayout.runtimeModules.enumerated() {
            progress("Building the course runtime (one time): \(module) [\(index + 1)/\(ProjectLayout.runtimeModules.count)]")
            try build(module, into: staging)
        }
        try Data().write(to: staging.appendingPathComponent("complete"))
        do {
            try FileManager.default.moveItem(at: staging, to: directory)
        } catch where FileManager.default.fileExists(atPath: marker.path) {
            // Another tca-learn finished the same build first; use theirs.
        }
        progress(String(format: "Built the course runtime in %.1f s.", Date().timeIntervalSince(start)))
        return Build(directory: directory)
    }

    private func build(_ module: String, into directory: URL) throws {
        let files = try sources(of: module).map(\.path)
        // Code generation on every core (the modules are built one after another, each a whole
        // module). Not part of the cache key: the result is the same however many threads built it.
        let threads = ["-num-threads", "\(max(1, ProcessInfo.processInfo.activeProcessorCount))"]
        let arguments = runtimeFlags + threads + [
            "-module-name", module,
            "-emit-module", "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
            "-emit-library", "-static", "-o", directory.appendingPathComponent("lib\(module).a").path,
            "-I", directory.path,
        ] + files
        let outcome = try ChildProcess(executable: toolchain.swiftc, arguments: arguments, timeLimit: 600).run()
        guard outcome.succeeded else {
            throw RuntimeCacheError.buildFailed(module: module, output: outcome.stderr + outcome.stdout)
        }
    }

    private func sources(of module: String) throws -> [URL] {
        let folder = layout.runtimeSourceFolder(module)
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw RuntimeCacheError.missingSources(folder.path)
        }
        let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        guard !files.isEmpty else { throw RuntimeCacheError.missingSources(folder.path) }
        return files.sorted { $0.path < $1.path }
    }
}

enum RuntimeCacheError: Error, CustomStringConvertible {
    case missingSources(String)
    case buildFailed(module: String, output: String)

    var description: String {
        switch self {
        case .missingSources(let path):
            "The runtime sources are missing at \(path). Is this a complete tca-learn checkout?"
        case .buildFailed(let module, let output):
            "Building the course runtime (\(module)) failed. This is a problem in tca-learn, not in your code; please report it with this output:\n\(output)"
        }
    }
}
