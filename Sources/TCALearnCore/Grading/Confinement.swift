import ConfinedSpawn
import Foundation

/// What a graded (or played) program may touch, and how the kernel holds it to that.
///
/// Learner code runs in the same program as the hidden checks, so it is treated as hostile: it may
/// read only what a program needs to run (the toolchain's and the system's libraries, the
/// runtime, its own executable) and write only its working folder in the grade's scratch; it may
/// create no process and signal nothing but itself. The course, the workbook, the tool and its
/// caches stay out of reach.
///
/// - Linux: Landlock (files, TCP, signal and abstract-socket scoping) and a seccomp filter (no
///   new process, signals only to itself, no ptrace or namespaces), applied between fork and exec
///   by `ConfinedSpawn`, after `PR_SET_NO_NEW_PRIVS`. `/proc` stays closed (`closesProc`): no
///   other process's files, and not the program's own memory or map either; the one `/proc` file
///   the runtime cannot do without, its threads' `stat`, the tool opens for it
///   (`cs_serve_proc_files`).
/// - macOS: `sandbox-exec` with the profile below (written to the same rules; not tested on a Mac).
/// - Elsewhere, or with `TCA_LEARN_CONFINEMENT=off`: nothing; README's threat model says what is
///   then left.
struct Confinement: Sendable {
    /// Folders and files the program may read and execute.
    var readable: [String]
    /// Folders (or files) it may also write.
    var writable: [String]
    /// Folders sandbox-exec must hide although the defaults would allow them (macOS only, whose
    /// profile starts from what a program normally may do; Landlock starts from nothing).
    var hidden: [String]
    var memoryLimit: UInt64 = 2 << 30
    /// Each file's size; with `mayCreateFiles` off, and the few files the program writes made for
    /// it, what it can write in total.
    var fileSizeLimit: UInt64 = 64 << 20
    /// Whether it may create files in its writable folders (seccomp on Linux). A graded program
    /// may not: its harness writes one file the tool makes, and learner code needs none. A played
    /// one may (a learner's own program, which may write what it likes into its folder).
    var mayCreateFiles = true

    /// The kernel's mechanism in use on this machine.
    enum Mechanism: Sendable, Equatable {
        case landlockAndSeccomp(abi: Int)
        /// Linux without Landlock: no new processes and no signals out, but files are not confined.
        case seccompOnly
        case sandboxExec
        case none(Unconfined)

        /// Whether the program's `/proc` is closed: Landlock, and a kernel whose seccomp lets the
        /// tool hand the program a descriptor it opened (Linux 5.14; every Landlock ABI from 2 is
        /// newer). Otherwise all of `/proc` stays readable, since Dispatch aborts without it.
        var closesProc: Bool {
            if case .landlockAndSeccomp(let abi) = self { abi >= 2 } else { false }
        }

        /// A short technical name (`landlock-abi-7+seccomp`), for logs and the benchmark.
        var name: String {
            switch self {
            case .landlockAndSeccomp(let abi): "landlock-abi-\(abi)+seccomp\(closesProc ? "" : "+open-proc")"
            case .seccompOnly: "seccomp"
            case .sandboxExec: "sandbox-exec"
            case .none(.turnedOff): "none (turned off)"
            case .none(.unavailable): "none (unavailable)"
            }
        }
    }

    enum Unconfined: Sendable, Equatable {
        /// `TCA_LEARN_CONFINEMENT=off`.
        case turnedOff
        /// The system offers nothing the tool knows how to use.
        case unavailable
    }

    static let environmentSwitch = "TCA_LEARN_CONFINEMENT"

    static let mechanism: Mechanism = probe(environment: ProcessInfo.processInfo.environment)

    static func probe(environment: [String: String]) -> Mechanism {
        if environment[environmentSwitch] == "off" { return .none(.turnedOff) }
        #if os(Linux)
        let abi = Int(cs_landlock_abi())
        let seccomp = cs_seccomp_available() != 0
        if abi >= 1 && seccomp { return .landlockAndSeccomp(abi: abi) }
        return seccomp ? .seccompOnly : .none(.unavailable)
        #elseif os(macOS)
        return FileManager.default.isExecutableFile(atPath: sandboxExec) ? .sandboxExec : .none(.unavailable)
        #else
        return .none(.unavailable)
        #endif
    }

    /// The graded program's confinement: its own files (the executable, a given module), its
    /// working folder (the only place it writes), the runtime and the toolchain's libraries.
    static func forProgram(
        files: [URL], workingFolder: URL, runtime: RuntimeCache.Build, toolchain: Toolchain, layout: ProjectLayout, mayCreateFiles: Bool
    ) -> Confinement {
        // The CPU list: Dispatch reads the processor count there. /proc stays closed where the
        // tool can serve the one file of it the runtime needs (`Mechanism.closesProc`): every
        // second its pool has work, Dispatch opens `/proc/<thread id>/stat` of each worker
        // thread and crashes the program if one cannot be opened; those threads come and go after
        // the program starts, and Landlock can only allow what exists when the rules are made.
        // The tool serves the program's own `maps` too (the backtracer of a runtime warning under
        // XCTest reads it); the Swift runtime's command line, which it would also find there, the
        // crash reporter gives it. On an older kernel /proc is allowed whole (README,
        // threat model).
        let proc = mechanism.closesProc ? [] : ["/proc"]
        let system = ["/lib", "/lib32", "/lib64", "/usr/lib", "/usr/lib32", "/usr/lib64", "/usr/local/lib",
                      "/etc/ld.so.cache", "/etc/localtime", "/usr/share/zoneinfo",
                      "/dev/urandom", "/dev/random", "/dev/zero", "/sys/devices/system/cpu"] + proc
        return Confinement(
            readable: files.map(\.path) + [runtime.directory.path, toolchain.runtimeLibraries.path] + system,
            writable: [workingFolder.path, "/dev/null"],
            hidden: [layout.toolRoot.path, layout.courseRoot.path, layout.workbook.path, NSHomeDirectory()],
            mayCreateFiles: mayCreateFiles)
    }

    struct Prepared {
        var executable: String
        var arguments: [String]
        var landlockRuleset: Int32 = -1
        /// `cs_spawn_options.seccomp`: 0, `CS_SECCOMP` or `CS_SECCOMP_NO_NEW_FILES`.
        var seccomp: Int32 = 0
        /// Whether the tool must serve the program's `openat` calls (`cs_serve_proc_files`).
        var servesProcFiles = false
    }

    /// What `ChildProcess` hands `cs_spawn`: on Linux a Landlock ruleset for the child to enforce
    /// (the caller closes it) and the seccomp switch; on macOS the program wrapped in sandbox-exec.
    func prepare(executable: String, arguments: [String]) throws -> Prepared {
        var prepared = Prepared(executable: executable, arguments: arguments)
        switch Self.mechanism {
        case .landlockAndSeccomp(let abi):
            let ruleset = cs_landlock_create(Int32(abi))
            guard ruleset >= 0 else { throw ConfinementError.landlock(String(cString: strerror(-ruleset))) }
            for (paths, writable) in [(readable, Int32(0)), (writable, Int32(1))] {
                for path in paths {
                    let result = cs_landlock_allow(ruleset, Int32(abi), path, writable)
                    // A system folder this machine does not have is simply not needed.
                    if result < 0 && result != -ENOENT {
                        close(ruleset)
                        throw ConfinementError.landlock("\(path): \(String(cString: strerror(-result)))")
                    }
                }
            }
            prepared.landlockRuleset = ruleset
            prepared.seccomp = seccompMode
            prepared.servesProcFiles = Self.mechanism.closesProc
        case .seccompOnly:
            prepared.seccomp = seccompMode
        case .sandboxExec:
            prepared.executable = Self.sandboxExec
            prepared.arguments = ["-p", sandboxProfile(executable: executable), executable] + arguments
        case .none:
            break
        }
        return prepared
    }

    private var seccompMode: Int32 {
        Int32(mayCreateFiles ? CS_SECCOMP : CS_SECCOMP_NO_NEW_FILES)
    }

    private static let sandboxExec = "/usr/bin/sandbox-exec"

    /// The macOS profile. It starts from what a program may normally do (dyld and the system
    /// frameworks need more than can be listed and tested here), then takes away processes,
    /// signals to others, the network, every write outside the working folder, and reading the
    /// course, the tool, the workbook and the home folder; the last matching rule wins, so the
    /// runtime and the working folder are given back at the end.
    func sandboxProfile(executable: String) -> String {
        func quoted(_ path: String) -> String {
            "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        func subpaths(_ paths: [String]) -> String {
            paths.map { "(subpath \(quoted($0)))" }.joined(separator: " ")
        }
        return """
            (version 1)
            (allow default)
            (deny process-fork)
            (deny process-exec)
            (allow process-exec (literal \(quoted(executable))))
            (deny signal)
            (allow signal (target self))
            (deny network*)
            (deny file-write*)
            (allow file-write* \(subpaths(writable)))
            (deny file-read* \(subpaths(hidden + ["/tmp", "/private/tmp", "/private/var/folders"])))
            (allow file-read* \(subpaths(readable + writable)))
            """
    }
}

enum ConfinementError: ToolError {
    case landlock(String)
}
