import Foundation

/// What a write-the-test exercise's test is about — the course's `given` files, or a broken
/// variant of them — as a module of its own (`Given`), built as a shared library once per content
/// and kept in `.build/tca-learn/given/<key>/`, out of the graded program's reach. The learner's
/// module and the checks import it with `@testable`, so learner and check files keep their imports.
///
/// Variants keep the reference's shape, so a variant's interface is, byte for byte, the
/// reference's (each file is compiled under the given file's name, which private declarations'
/// names depend on): then one learner module and one checks object serve every variant, and each
/// variant's program is the same executable beside its own `libGiven`. A variant whose interface
/// differs (a private declaration of its own) gets a build of its own.
struct GivenModule: Sendable {
    static let name = "Given"

    var folder: URL
    /// The module's interface, hashed: programs whose given modules agree share one build.
    var interface: String

    func library(_ toolchain: Toolchain) -> URL {
        folder.appendingPathComponent(toolchain.sharedLibraryName(Self.name))
    }

    /// The module for `files` (each the given file's name and the source to compile under it),
    /// built the first time. The course's files are the course's business: one that does not
    /// compile is a problem of the lesson, not of the learner's code.
    static func ensure(_ files: [(name: String, source: URL)], compiler: Compiler, cache: URL) throws -> GivenModule {
        var hash = StableHash()
        hash.add(compiler.runtime.directory.lastPathComponent)
        hash.add(Compiler.givenLayoutFlags.joined(separator: " "))
        for file in files {
            hash.add(file.name)
            hash.add(try Data(contentsOf: file.source))
        }
        let folder = cache.appendingPathComponent(hash.hex)
        let interface = folder.appendingPathComponent("\(name).swiftmodule")
        let marker = folder.appendingPathComponent("complete")
        if !FileManager.default.fileExists(atPath: marker.path) {
            // Built beside and renamed, so that a concurrent grade never sees half a module.
            let staging = cache.appendingPathComponent("building-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: staging) }
            let sources = staging.appendingPathComponent("sources")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            var named: [URL] = []
            for file in files {
                let copy = sources.appendingPathComponent(file.name)
                try FileManager.default.copyItem(at: file.source, to: copy)
                named.append(copy)
            }
            let built = try compiler.compileGivenModule(named, into: staging)
            guard built.succeeded else {
                throw GivenModuleError.doesNotCompile(files.map(\.source.path), built.stderr + built.stdout)
            }
            try Data().write(to: staging.appendingPathComponent("complete"))
            if (try? FileManager.default.moveItem(at: staging, to: folder)) == nil,
                !FileManager.default.fileExists(atPath: marker.path)
            {
                throw GivenModuleError.notKept(folder.path)
            }
        }
        var interfaceHash = StableHash()
        interfaceHash.add(try Data(contentsOf: interface))
        return GivenModule(folder: folder, interface: interfaceHash.hex)
    }
}

enum GivenModuleError: ToolError {
    case doesNotCompile([String], String)
    case notKept(String)
}
