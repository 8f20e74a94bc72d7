import Foundation

/// How to run the toolchain's frontend and linker directly, skipping the driver (`swiftc`). The
/// driver costs about a tenth of a second per grade on its own: it is a program of its own, runs
/// a second frontend job to write the module, an autolink extractor, and clang to drive the
/// linker. Learned once per runtime build by asking the driver what it would run (`-###` for the
/// frontend, `-v` for the linker), then proven by building and running a probe program with it.
///
/// Linux only. On macOS, with a toolchain in a folder whose path needs quoting, or when anything
/// about this fails, grades go through the driver (`Compiler` does both).
struct ToolchainRecipe: Codable, Sendable, Equatable {
    var frontend: String
    /// What the driver adds to every frontend job (target, plugin paths…), inputs and outputs left out.
    var frontendFlags: [String]
    var linker: String
    /// The driver's link of the probe, with `objects` where the objects go and `output` for the
    /// executable.
    var linkArguments: [String]

    static let objects = "{objects}"
    static let output = "{output}"
    /// Where the runtime is, in the words that name it (`-L`, `-rpath`): the recipe is kept inside
    /// the runtime's cache, which goes with a checkout that is copied or moved, and a path from
    /// where it was learned would then link (or load) nothing.
    static let runtime = "{runtime}"
    private static let fileName = "recipe.json"

    static func load(from runtime: URL) -> ToolchainRecipe? {
        guard let data = FileManager.default.contents(atPath: runtime.appendingPathComponent(fileName).path) else { return nil }
        return try? JSONDecoder().decode(ToolchainRecipe.self, from: data)
    }

    /// Learns the recipe for `runtime` and saves it there; nil (and grades use the driver) when it
    /// cannot be learned or does not work.
    static func learn(toolchain: Toolchain, runtime: RuntimeCache.Build) -> ToolchainRecipe? {
        #if os(Linux)
        guard let scratch = try? Scratch() else { return nil }
        defer { scratch.remove() }
        guard let recipe = try? learn(toolchain: toolchain, runtime: runtime, in: scratch.url) else { return nil }
        try? JSONEncoder().encode(recipe).write(to: runtime.directory.appendingPathComponent(fileName), options: .atomic)
        return recipe
        #else
        return nil
        #endif
    }

    private static func learn(toolchain: Toolchain, runtime: RuntimeCache.Build, in folder: URL) throws -> ToolchainRecipe {
        let probe = folder.appendingPathComponent("Probe.swift")
        try """
            import SwiftUI
            import ComposableArchitecture
            import Observation
            import LessonTesting

            @main
            enum Probe {
                static func main() { print("probe") }
            }

            """.write(to: probe, atomically: true, encoding: .utf8)
        let object = folder.appendingPathComponent("Probe.o")
        let executable = folder.appendingPathComponent("probe")

        // The frontend: what the driver would run for a plain compile.
        let planned = try ChildProcess(
            executable: toolchain.swiftc, arguments: ["-###", "-c", probe.path, "-o", object.path, "-module-name", "Probe"], timeLimit: 60
        ).run()
        guard planned.succeeded,
            let line = planned.stdout.split(separator: "\n").map(String.init).first(where: { $0.contains(" -frontend -c ") })
        else { throw RecipeError.notLearned }
        var tokens = try plainTokens(line)
        let frontend = tokens.removeFirst()
        var flags: [String] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token {
            case "-frontend", "-c", "-primary-file", probe.path: index += 1
            case "-o", "-module-name", "-supplementary-output-file-map": index += 2
            default:
                flags.append(token)
                index += 1
            }
        }

        // The linker: what clang runs when the driver links the probe, printed by `-v`.
        let driverCompiler = Compiler(toolchain: toolchain, runtime: runtime)
        guard try driverCompiler.compileProgram([probe], output: object, mode: .library, moduleName: "Probe").succeeded else {
            throw RecipeError.notLearned
        }
        let linked = try ChildProcess(
            executable: toolchain.swiftc,
            arguments: ["-v", object.path, "-o", executable.path] + DriverBackend(toolchain: toolchain, runtime: runtime).runtimeLinkFlags + ["-Xclang-linker", "-v"],
            timeLimit: 120
        ).run()
        guard linked.succeeded,
            let linkLine = linked.stderr.split(separator: "\n").map(String.init).first(where: {
                ($0.hasPrefix(" \"") || $0.hasPrefix("\"")) && $0.contains("ld") && $0.contains(object.path)
            })
        else { throw RecipeError.notLearned }
        var linkTokens = try plainTokens(linkLine.trimmingCharacters(in: .whitespaces))
        let linker = linkTokens.removeFirst()
        linkTokens = linkTokens.map {
            $0 == object.path ? objects : $0 == executable.path ? output : $0.replacingOccurrences(of: runtime.directory.path, with: Self.runtime)
        }
        guard linkTokens.contains(objects), linkTokens.contains(output) else { throw RecipeError.notLearned }

        // Proof: the probe built and run the direct way.
        let recipe = ToolchainRecipe(frontend: frontend, frontendFlags: flags, linker: linker, linkArguments: linkTokens)
        var direct = runtime
        direct.recipe = recipe
        let directCompiler = Compiler(toolchain: toolchain, runtime: direct)
        try FileManager.default.removeItem(at: executable)
        guard try directCompiler.compileProgram([probe], output: object, mode: .library, moduleName: "Probe").succeeded,
            try directCompiler.link([object], output: executable, for: [probe]).succeeded,
            try ChildProcess(executable: executable.path, timeLimit: 30).run().stdout == "probe\n"
        else { throw RecipeError.notLearned }
        return recipe
    }

    /// The words of a command line the driver or clang printed, when none needs quoting (then a
    /// space always separates two words); clang quotes the program's name.
    private static func plainTokens(_ line: String) throws -> [String] {
        let tokens = line.split(separator: " ").map { word -> String in
            word.count >= 2 && word.hasPrefix("\"") && word.hasSuffix("\"") ? String(word.dropFirst().dropLast()) : String(word)
        }
        guard !tokens.isEmpty, !tokens.contains(where: { $0.contains("\"") || $0.contains("'") || $0.contains("\\") }) else {
            throw RecipeError.notLearned
        }
        return tokens
    }

    private enum RecipeError: Error { case notLearned }
}
