import Foundation

/// The Swift compiler the grader drives, found portably: the `TCA_LEARN_SWIFTC` override, then
/// `xcrun --find swiftc` on macOS, then the `PATH`. Never a hard-coded install location.
struct Toolchain: Sendable {
    var swiftc: String
    /// What changes when the compiler does (its path, size and modification time): part of the
    /// runtime cache key, cheap enough to compute on every grade.
    var identity: String

    /// The toolchain's own programs, beside `swiftc` (resolved, so that a `/usr/bin/swiftc` link
    /// leads to the real toolchain folder).
    var binFolder: URL { URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent() }
    var frontend: String { binFolder.appendingPathComponent("swift-frontend").path }
    var clang: String { binFolder.appendingPathComponent("clang").path }
    var autolinkExtract: String { binFolder.appendingPathComponent("swift-autolink-extract").path }
    var symbolizer: String { binFolder.appendingPathComponent("llvm-symbolizer").path }

    /// The Swift runtime libraries a compiled program loads (and so may read when confined).
    var runtimeLibraries: URL {
        #if os(macOS)
        binFolder.deletingLastPathComponent().appendingPathComponent("lib/swift/macosx")
        #else
        binFolder.deletingLastPathComponent().appendingPathComponent("lib/swift/linux")
        #endif
    }

    /// Flags every compile shares: the target (macOS needs one new enough for Observation).
    var targetFlags: [String] {
        #if os(macOS)
        #if arch(arm64)
        return ["-target", "arm64-apple-macosx14.0"]
        #else
        return ["-target", "x86_64-apple-macosx14.0"]
        #endif
        #else
        return []
        #endif
    }

    /// The file name of a runtime module built as a shared library.
    func sharedLibraryName(_ module: String) -> String {
        #if os(macOS)
        "lib\(module).dylib"
        #else
        "lib\(module).so"
        #endif
    }

    /// Linker flags for a runtime library: it finds the others beside itself, wherever the cache is.
    func libraryLinkFlags(_ module: String) -> [String] {
        #if os(macOS)
        ["-Xlinker", "-rpath", "-Xlinker", "@loader_path", "-Xlinker", "-install_name", "-Xlinker", "@rpath/\(sharedLibraryName(module))"]
        #else
        ["-Xlinker", "-rpath", "-Xlinker", "$ORIGIN"]
        #endif
    }

    /// On Linux, link with the toolchain's own `lld` when it ships one: it is the biggest part of
    /// a grade after type-checking, and lld takes about 0.1 s off it (measured with
    /// scripts/benchmark.sh). The system linker stays the fallback.
    var linkerFlags: [String] {
        #if os(Linux)
        let lld = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("ld.lld").path
        return FileManager.default.isExecutableFile(atPath: lld) ? ["-use-ld=lld"] : []
        #else
        return []
        #endif
    }

    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Toolchain {
        if let override = environment["TCA_LEARN_SWIFTC"], !override.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: override) else {
                throw ToolchainError.overrideNotExecutable(override)
            }
            return Toolchain(path: override)
        }
        #if os(macOS)
        if let found = try? ChildProcess(executable: "/usr/bin/xcrun", arguments: ["--find", "swiftc"], timeLimit: 20).run(),
            found.succeeded
        {
            let path = found.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            if FileManager.default.isExecutableFile(atPath: path) { return Toolchain(path: path) }
        }
        #endif
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return Toolchain(path: candidate)
            }
        }
        throw ToolchainError.notFound
    }

    private init(path: String) {
        swiftc = path
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        identity = "\(resolved)|\(size)|\(modified)"
    }
}

enum ToolchainError: ToolError {
    case notFound
    case overrideNotExecutable(String)
}
