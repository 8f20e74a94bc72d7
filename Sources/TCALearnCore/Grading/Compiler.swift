import Foundation

/// Compiles learner code against the prebuilt runtime with the same flags every time, so that
/// what `check`, `play` and the course verification build is the same thing.
///
/// Learner code is compiled as the Xcode projects of the TCA 1.0–1.6 era compiled it: Swift 5
/// language mode, with `import SwiftUI` / `import ComposableArchitecture` / `import Combine`
/// answered by the runtime modules. The runtime's main-actor API is `@preconcurrency`, as Apple's
/// SDKs are, so tutorial code (`static var shared = Model()`, top-level `play` code calling
/// `ViewHost`) compiles as it does there. (Swift 6 mode with main-actor default isolation was
/// tried and rejected: it makes a learner's `Reducer.body` main-actor-isolated, which then no
/// longer satisfies TCA's nonisolated requirement.)
struct Compiler: Sendable {
    enum Mode: Sendable {
        /// Files with `@main` somewhere (the grader's generated main); no top-level code.
        case library
        /// One file whose top-level code is the program (`play`).
        case script
    }

    var toolchain: Toolchain
    var runtime: RuntimeCache.Build

    func compile(_ files: [URL], mode: Mode, output: URL, lineTables: Bool = false) throws -> ChildProcess.Outcome {
        // `-wmo` (still `-Onone`): one frontend process for all the files. Without it the driver
        // starts one frontend per file, and each loads the runtime modules again — a third of a
        // grade's time, for nothing, since these programs are a few small files.
        var arguments = ["-swift-version", "5", "-diagnostic-style", "llvm", "-wmo"]
        if mode == .library { arguments += ["-parse-as-library", "-module-name", "Exercise"] } else { arguments += ["-module-name", "Playground"] }
        if lineTables { arguments.append("-gline-tables-only") }
        arguments += toolchain.targetFlags + runtime.compileFlags
        arguments += files.map(\.path)
        arguments += runtime.linkFlags + toolchain.linkerFlags + ["-o", output.path]
        return try ChildProcess(executable: toolchain.swiftc, arguments: arguments, timeLimit: 300).run()
    }

    /// The environment a graded or played program runs with: the backtracer on (to find the
    /// learner's line after a crash) or off (faster, when a crash only needs reporting), and
    /// deterministic hashing, so that a `Set` or `Dictionary` prints in the same order every run
    /// (a grade, its trace and the golden traces must not depend on a per-process hash seed).
    static func programEnvironment(backtrace: Bool) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        environment["SWIFT_BACKTRACE"] = backtrace
            ? "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,output-to=stderr"
            : "enable=no"
        return environment
    }
}
