import Foundation
import Testing
@testable import TCALearnCore

/// The compiler's two backends are given the same flags: the driver passes the frontend's and the
/// linker's own through `-Xfrontend` and `-Xlinker`, the direct backend hands them over as they
/// are. The steps are only made here, never run.
@Suite struct CompilerBackendTests {
    static let toolchain = try! Toolchain.find()
    static let recipe = ToolchainRecipe(
        frontend: toolchain.frontend, frontendFlags: ["-target", "x86_64-unknown-linux-gnu"], linker: "/usr/bin/ld",
        linkArguments: ["-pie", ToolchainRecipe.objects, "-L", "\(ToolchainRecipe.runtime)/lib", "-o", ToolchainRecipe.output])
    static let runtime = RuntimeCache.Build(directory: URL(fileURLWithPath: "/cache/runtime"))
    static let given = GivenModule(folder: URL(fileURLWithPath: "/cache/given/abc"), interface: "")

    let driver = Compiler(toolchain: toolchain, runtime: runtime)
    let direct: Compiler = {
        var withRecipe = CompilerBackendTests.runtime
        withRecipe.recipe = CompilerBackendTests.recipe
        return Compiler(toolchain: CompilerBackendTests.toolchain, runtime: withRecipe)
    }()

    /// The words a backend's wrapper (`-Xfrontend`, `-Xlinker`) leaves once it is taken off.
    func unwrapped(_ arguments: [String]) -> [String] {
        arguments.filter { $0 != "-Xfrontend" && $0 != "-Xlinker" }
    }

    /// A source that mentions URLSession: its compile imports, and its link adds, the networking module.
    func source() throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("backend-\(UUID().uuidString).swift")
        try "let session = URLSession.shared\n".write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func bothBackendsChooseTheirOwnProgram() {
        #expect(driver.backend is DriverBackend && driver.backend.name == "driver")
        #expect(direct.backend is FrontendBackend && direct.backend.name == "direct")
    }

    @Test func theLearnerModuleReachesTheFrontendWithTheSameFlagsThroughEitherBackend() throws {
        let file = try source()
        defer { try? FileManager.default.removeItem(at: file) }
        let folder = URL(fileURLWithPath: "/scratch/build")
        let viaDriver = driver.learnerModuleStep([file], into: folder, lineTables: true, given: Self.given)
        let viaFrontend = direct.learnerModuleStep([file], into: folder, lineTables: true, given: Self.given)
        #expect(viaDriver.program == Self.toolchain.swiftc)
        #expect(viaFrontend.program == Self.recipe.frontend)

        let output = ["-o", Compiler.learnerObject(in: folder).path]
        let driverOwn = ["-c", "-wmo", "-emit-module"] + Self.toolchain.targetFlags
        #expect(Array(viaDriver.arguments.prefix(driverOwn.count)) == driverOwn)
        #expect(viaDriver.arguments.suffix(3) == [file.path] + output)
        let frontendOwn = ["-frontend", "-c", file.path] + Self.recipe.frontendFlags
        #expect(Array(viaFrontend.arguments.prefix(frontendOwn.count)) == frontendOwn)
        #expect(viaFrontend.arguments.suffix(2) == output)

        let flagsViaDriver = unwrapped(Array(viaDriver.arguments.dropFirst(driverOwn.count).dropLast(3)))
        let flagsViaFrontend = Array(viaFrontend.arguments.dropFirst(frontendOwn.count).dropLast(2))
        #expect(flagsViaDriver == flagsViaFrontend)
        // What only the frontend reads is wrapped for the driver, and given as it is to the frontend.
        for frontendOnly in [["-testable-import-module", GivenModule.name], ["-import-module", "MiniTCANetworking"]] {
            #expect(viaDriver.arguments.contains(["-Xfrontend", frontendOnly[0], "-Xfrontend", frontendOnly[1]]))
            #expect(viaFrontend.arguments.contains(frontendOnly))
        }
        #expect(!viaFrontend.arguments.contains("-Xfrontend"))
    }

    @Test func aLinkGetsTheGivenModuleAndTheLibrariesOnDemandThroughEitherBackend() throws {
        let file = try source()
        defer { try? FileManager.default.removeItem(at: file) }
        let objects = [URL(fileURLWithPath: "/scratch/build/Exercise.o"), URL(fileURLWithPath: "/scratch/build/checks.o")]
        let executable = URL(fileURLWithPath: "/scratch/build/grade")
        let viaDriver = driver.linkStep(objects, output: executable, given: Self.given, for: [file])
        let viaLinker = direct.linkStep(objects, output: executable, given: Self.given, for: [file])
        #expect(viaDriver.program == Self.toolchain.swiftc)
        #expect(viaLinker.program == Self.recipe.linker)

        let inputs = ([Self.runtime.crashReporting] + objects).map(\.path)
        let given = ["-L", Self.given.folder.path, "-lGiven"]
        let runtimeFlags = DriverBackend(toolchain: Self.toolchain, runtime: Self.runtime).runtimeLinkFlags
        #expect(viaDriver.arguments == inputs + given + ["-Xlinker", "-rpath", "-Xlinker", Compiler.ownFolder] + runtimeFlags
            + ["-lMiniTCANetworking", "-o", executable.path])
        #expect(viaLinker.arguments == ["-pie"] + inputs + ["-L", "/cache/runtime/lib", "-o", executable.path]
            + given + ["-rpath", Compiler.ownFolder, "-lMiniTCANetworking"])
    }
}
