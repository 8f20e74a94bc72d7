import Foundation

/// One compile or link step: the program to run and its arguments.
struct CompilerStep: Sendable, Equatable {
    var program: String
    var arguments: [String]
}

/// How `Compiler` runs a step: the driver (`swiftc`, `DriverBackend`), or the frontend and the
/// linker directly as the runtime's `ToolchainRecipe` says (`FrontendBackend`). `Compiler` spells
/// each flag once; a backend says how a flag meant for the frontend or the linker reaches it, and
/// which program runs.
protocol CompilerBackend: Sendable {
    /// Names the backend in the checks' cache key: an object one built is not reused by the other.
    var name: String { get }
    /// Flags only the frontend reads (`-import-module M`), as this backend passes them on.
    func frontend(_ flags: [String]) -> [String]
    /// Flags for the linker itself (`-rpath DIR`), as this backend passes them on.
    func linker(_ flags: [String]) -> [String]
    /// Compiles `inputs` as one whole module into the object `output`; `emitsModule`: `flags`
    /// name where the module's interface goes.
    func compile(_ inputs: [String], flags: [String], emitsModule: Bool, output: String) -> CompilerStep
    /// Links `objects` with the runtime (and `CrashReporting`) into the executable `output`:
    /// `flags` before the runtime's libraries, `libraries` after them.
    func link(_ objects: [URL], flags: [String], libraries: [String], output: String) -> CompilerStep
}

extension CompilerBackend {
    /// What every program is linked from: `CrashReporting`, then the program's own objects.
    func linkInputs(_ objects: [URL], runtime: RuntimeCache.Build) -> [String] {
        ([runtime.crashReporting] + objects).map(\.path)
    }
}

/// The driver, `swiftc`: works wherever the toolchain does, and costs a program of its own, a
/// second frontend job for the module and clang around the linker on every step.
struct DriverBackend: CompilerBackend {
    var toolchain: Toolchain
    var runtime: RuntimeCache.Build

    var name: String { "driver" }

    func frontend(_ flags: [String]) -> [String] { flags.flatMap { ["-Xfrontend", $0] } }

    func linker(_ flags: [String]) -> [String] { flags.flatMap { ["-Xlinker", $0] } }

    func compile(_ inputs: [String], flags: [String], emitsModule: Bool, output: String) -> CompilerStep {
        // `-wmo` (still `-Onone`): one frontend job for all the files, which load the runtime once.
        CompilerStep(
            program: toolchain.swiftc,
            arguments: ["-c", "-wmo"] + (emitsModule ? ["-emit-module"] : []) + toolchain.targetFlags + flags + inputs + ["-o", output])
    }

    func link(_ objects: [URL], flags: [String], libraries: [String], output: String) -> CompilerStep {
        CompilerStep(
            program: toolchain.swiftc,
            arguments: linkInputs(objects, runtime: runtime) + flags + runtimeLinkFlags + libraries + ["-o", output])
    }

    /// What the driver needs to link a program with the runtime, found at run time through rpath.
    var runtimeLinkFlags: [String] {
        runtime.libraryFlags + linker(["-rpath", runtime.libraries.path]) + toolchain.linkerFlags
    }
}

/// The frontend and the linker run directly, with what the driver would have added
/// (`ToolchainRecipe`, learned once per runtime build): a tenth of a second less per grade.
struct FrontendBackend: CompilerBackend {
    var recipe: ToolchainRecipe
    var runtime: RuntimeCache.Build

    var name: String { "direct" }

    func frontend(_ flags: [String]) -> [String] { flags }

    func linker(_ flags: [String]) -> [String] { flags }

    func compile(_ inputs: [String], flags: [String], emitsModule: Bool, output: String) -> CompilerStep {
        // No -primary-file: one frontend job compiles every file as a whole module.
        CompilerStep(program: recipe.frontend, arguments: ["-frontend", "-c"] + inputs + recipe.frontendFlags + flags + ["-o", output])
    }

    /// The driver's own link of the probe, with these inputs and output, then the libraries the
    /// objects' autolink entries name (which the driver would have extracted itself).
    func link(_ objects: [URL], flags: [String], libraries: [String], output: String) -> CompilerStep {
        let arguments = recipe.linkArguments.flatMap { word -> [String] in
            switch word {
            case ToolchainRecipe.objects: linkInputs(objects, runtime: runtime)
            case ToolchainRecipe.output: [output]
            default: [word.replacingOccurrences(of: ToolchainRecipe.runtime, with: runtime.directory.path)]
            }
        }
        return CompilerStep(program: recipe.linker, arguments: arguments + flags + libraries + objects.flatMap(AutolinkEntries.read))
    }
}
