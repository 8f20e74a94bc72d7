import Dispatch
import Foundation
import RenderTrace

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to completion with a time limit and capped output.
///
/// Foundation's `Process` cannot put the child in a process group of its own, and a learner's
/// program that spawns others must not outlive its time limit: so this uses `posix_spawn`
/// directly, starts the child as the leader of a new process group, and kills the whole group
/// when time is up.
struct ChildProcess {
    struct Outcome: Sendable {
        enum Termination: Sendable, Equatable {
            case exited(Int32)
            case signalled(Int32)
            case timedOut
        }

        var termination: Termination
        var stdout: String
        var stderr: String
        /// True when either stream went past the cap and was cut.
        var outputWasCut: Bool
        var seconds: Double

        var succeeded: Bool { termination == .exited(0) }
    }

    var executable: String
    var arguments: [String] = []
    var environment: [String: String] = ProcessInfo.processInfo.environment
    var standardInput: String = ""
    var timeLimit: Double = 10
    var outputLimit: Int = 256 * 1024

    func run() throws -> Outcome {
        let start = DispatchTime.now()
        let stdinPipe = try Pipe.make()
        let stdoutPipe = try Pipe.make()
        let stderrPipe = try Pipe.make()

        let pid = try spawn(stdin: stdinPipe, stdout: stdoutPipe, stderr: stderrPipe)
        Self.running.insert(pid)
        defer { Self.running.remove(pid) }
        close(stdinPipe.read)
        close(stdoutPipe.write)
        close(stderrPipe.write)

        // Feed standard input, then close it so the child sees end-of-file.
        writeAll(standardInput, to: stdinPipe.write)
        close(stdinPipe.write)

        let group = DispatchGroup()
        let out = CappedReader(fd: stdoutPipe.read, limit: outputLimit)
        let err = CappedReader(fd: stderrPipe.read, limit: outputLimit)
        for reader in [out, err] {
            group.enter()
            DispatchQueue.global().async {
                reader.readToEnd()
                group.leave()
            }
        }

        let exit = ExitWaiter(pid: pid)
        let finished = exit.wait(seconds: timeLimit)
        if !finished {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
            _ = exit.wait(seconds: 5)
        } else {
            // The child is gone; make sure nothing it spawned keeps the pipes open.
            kill(-pid, SIGKILL)
        }
        // Grandchildren may hold the pipes; give the readers a moment, then stop waiting.
        _ = group.wait(timeout: .now() + 2)
        close(stdoutPipe.read)
        close(stderrPipe.read)

        let termination: Outcome.Termination
        if !finished {
            termination = .timedOut
        } else if let status = exit.status {
            termination = status
        } else {
            termination = .signalled(SIGKILL)
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return Outcome(
            termination: termination, stdout: out.text, stderr: err.text,
            outputWasCut: out.wasCut || err.wasCut, seconds: elapsed
        )
    }

    /// Process groups still running, so Ctrl-C can stop them (see `Interrupt`).
    private static let running = RunningGroups()

    static func killAll() {
        for pid in running.all {
            kill(-pid, SIGKILL)
        }
    }

    private func spawn(stdin: Pipe, stdout: Pipe, stderr: Pipe) throws -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin.read, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout.write, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr.write, 2)
        for fd in [stdin.read, stdin.write, stdout.read, stdout.write, stderr.read, stderr.write] {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A process group of its own, so a timeout can kill everything it started.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv = [executable] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let result = withCStrings(argv) { cArgs in
            withCStrings(envp) { cEnv in
                posix_spawn(&pid, executable, &actions, &attributes, cArgs, cEnv)
            }
        }
        guard result == 0 else {
            throw ChildProcessError.couldNotStart(executable, String(cString: strerror(result)))
        }
        return pid
    }
}

enum ChildProcessError: Error, CustomStringConvertible {
    case couldNotStart(String, String)
    case noPipe

    var description: String {
        switch self {
        case .couldNotStart(let path, let reason): "Could not start \(path): \(reason)."
        case .noPipe: "Could not create a pipe to talk to a child process."
        }
    }
}

private final class RunningGroups: @unchecked Sendable {
    private let lock = NSLock()
    private var pids = Set<pid_t>()

    func insert(_ pid: pid_t) { lock.withLock { _ = pids.insert(pid) } }
    func remove(_ pid: pid_t) { lock.withLock { _ = pids.remove(pid) } }
    var all: [pid_t] { lock.withLock { Array(pids) } }
}

private struct Pipe {
    var read: Int32
    var write: Int32

    static func make() throws -> Pipe {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw ChildProcessError.noPipe }
        return Pipe(read: fds[0], write: fds[1])
    }
}

private func writeAll(_ text: String, to fd: Int32) {
    guard !text.isEmpty else { return }
    // A child that never reads stdin must not make us block or die of SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    FileDescriptorOutput.writeAll(text, to: fd)
}

private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { pointers.forEach { free($0) } }
    return body(pointers)
}

/// Reads a stream to its end, keeping at most `limit` bytes and dropping the rest, so a program
/// that floods its output can neither fill our memory nor block on a full pipe.
private final class CappedReader: @unchecked Sendable {
    private let fd: Int32
    private let limit: Int
    private var bytes: [UInt8] = []
    private(set) var wasCut = false

    init(fd: Int32, limit: Int) {
        self.fd = fd
        self.limit = limit
    }

    func readToEnd() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { return }
            let room = limit - bytes.count
            if room > 0 {
                bytes.append(contentsOf: buffer.prefix(min(count, room)))
            }
            if count > room { wasCut = true }
        }
    }

    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }
}

/// Waits for a child to exit, with a time limit, on a background thread.
private final class ExitWaiter: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private(set) var status: ChildProcess.Outcome.Termination?

    init(pid: pid_t) {
        DispatchQueue.global().async { [self] in
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
            // WIFEXITED / WEXITSTATUS are C macros Swift cannot import.
            let signal = raw & 0x7f
            status = signal == 0 ? .exited((raw >> 8) & 0xff) : .signalled(signal)
            semaphore.signal()
        }
    }

    func wait(seconds: Double) -> Bool {
        let finished = semaphore.wait(timeout: .now() + seconds) == .success
        if finished { semaphore.signal() }
        return finished
    }
}
