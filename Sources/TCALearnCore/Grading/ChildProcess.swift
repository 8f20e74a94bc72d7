import ConfinedSpawn
import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to completion with a time limit and capped output: the compiler, the linker,
/// the graded program.
///
/// Every child starts (in `ConfinedSpawn`, between fork and exec) as the leader of a process
/// group of its own, dies with the tool (`PR_SET_PDEATHSIG` on Linux), gets exactly the
/// descriptors it is given and default signal handling. A time limit, Ctrl-C, SIGTERM or SIGHUP
/// kills the whole group. The graded program is also confined (`Confinement`).
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
        /// Processor time the child and the children it waited for used (user and system): what
        /// the work cost, whatever else the machine was doing.
        var cpuSeconds: Double

        var succeeded: Bool { termination == .exited(0) }
    }

    var executable: String
    var arguments: [String] = []
    var environment: [String: String] = ProcessInfo.processInfo.environment
    /// The child's working folder; nil keeps the tool's.
    var directory: URL?
    var timeLimit: Double = 10
    var outputLimit: Int = ChildProcess.outputLimit
    /// Descriptors the child gets as 3, 4, …, in order (the result channel's pipes). The tool's
    /// copies are closed once the child has started, so that a pipe's reader sees its end.
    var passing: [Int32] = []
    /// How the graded program is confined; nil for the toolchain's own programs.
    var confinement: Confinement?
    /// A descriptor of the child's (a number from `passing`'s) that its confinement keeps as it
    /// is: the child may neither close nor replace it (seccomp on Linux). -1 for none.
    var keptDescriptor: Int32 = -1

    /// How much of each stream is kept unless a caller says otherwise.
    static let outputLimit = 256 * 1024

    func run() throws -> Outcome {
        let start = DispatchTime.now()
        let stdoutPipe = try PipeEnds.make()
        let stderrPipe = try PipeEnds.make()
        let nothing = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { if nothing >= 0 { close(nothing) } }

        let pid: pid_t
        let listener: Int32
        do {
            (pid, listener) = try spawn(descriptors: [nothing, stdoutPipe.write, stderrPipe.write] + passing)
        } catch {
            for fd in [stdoutPipe.read, stdoutPipe.write, stderrPipe.read, stderrPipe.write] + passing { close(fd) }
            throw error
        }
        Self.running.insert(pid)
        defer { Self.running.remove(pid) }
        for fd in [stdoutPipe.write, stderrPipe.write] + passing { close(fd) }

        let out = CappedReader.start(fd: stdoutPipe.read, limit: outputLimit)
        let err = CappedReader.start(fd: stderrPipe.read, limit: outputLimit)
        let opens = listener >= 0 ? OpenServer.start(listener: listener, child: pid) : nil

        let exit = ExitWaiter(pid: pid)
        let finished = exit.wait(seconds: timeLimit)
        // Whether it finished or not, nothing it started may live on or keep the pipes open.
        kill(-pid, SIGKILL)
        if !finished {
            kill(pid, SIGKILL)
            _ = exit.wait(seconds: 5)
        }
        // Whatever still holds the pipes (nothing should), the readers stop waiting soon.
        let deadline = Date().addingTimeInterval(2)
        for reader in [out, err] { reader.finish(waitingUntil: deadline) }
        // The listener hangs up once the child has been waited for.
        _ = opens?.wait(until: deadline)

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
            outputWasCut: out.wasCut || err.wasCut, seconds: elapsed, cpuSeconds: exit.cpuSeconds
        )
    }

    /// Process groups still running, so that the tool's end can stop them (see `Interrupt`).
    private static let running = LockedSet<pid_t>()

    static func killAll() {
        for pid in running.all {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
        }
    }

    /// The child's pid, and the seccomp listener the tool must serve (-1 for none).
    private func spawn(descriptors: [Int32]) throws -> (pid_t, Int32) {
        var program = executable
        var argv = [executable] + arguments
        var ruleset: Int32 = -1
        var seccomp: Int32 = 0
        var servesProcFiles = false
        if let confinement {
            let prepared = try confinement.prepare(executable: executable, arguments: arguments)
            program = prepared.executable
            argv = [prepared.executable] + prepared.arguments
            ruleset = prepared.landlockRuleset
            seccomp = prepared.seccomp
            servesProcFiles = prepared.servesProcFiles
        }
        defer { if ruleset >= 0 { close(ruleset) } }

        let envp = environment.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        var listener: Int32 = -1
        var failure = cs_spawn_failure()
        let error = withCStrings(argv) { cArgs in
            withCStrings(envp) { cEnv in
                descriptors.withUnsafeBufferPointer { fds in
                    program.withCString { path in
                        withOptionalCString(directory?.path) { directory in
                            var options = cs_spawn_options(
                                path: path, argv: cArgs.baseAddress, envp: cEnv.baseAddress, directory: directory,
                                descriptors: fds.baseAddress, descriptor_count: Int32(fds.count),
                                landlock_ruleset: ruleset, seccomp: seccomp, kept_descriptor: keptDescriptor,
                                memory_limit: confinement?.memoryLimit ?? 0,
                                file_size_limit: confinement?.fileSizeLimit ?? 0,
                                serve_proc_files: servesProcFiles ? 1 : 0)
                            return cs_spawn(&options, &pid, &listener, &failure)
                        }
                    }
                }
            }
        }
        guard error == 0 else {
            throw ChildProcessError.couldNotStart(executable, failure.step.name, String(cString: strerror(error)))
        }
        return (pid, listener)
    }
}

enum ChildProcessError: ToolError {
    case couldNotStart(String, String, String)
    case noPipe
}

extension cs_step {
    /// What the step did, for an error message.
    var name: String {
        switch self {
        case CS_STEP_FORK: "fork"
        case CS_STEP_PROCESS_GROUP: "its own process group"
        case CS_STEP_DEATH_SIGNAL: "dying with the tool"
        case CS_STEP_DESCRIPTORS: "its descriptors"
        case CS_STEP_DIRECTORY: "its working folder"
        case CS_STEP_LIMITS: "its resource limits"
        case CS_STEP_NO_NEW_PRIVILEGES: "no new privileges"
        case CS_STEP_LANDLOCK: "Landlock"
        case CS_STEP_SECCOMP: "seccomp"
        default: "exec"
        }
    }
}

/// A set shared by threads: what is running (process groups, scratch folders) for the tool's end.
final class LockedSet<Element: Hashable>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements = Set<Element>()

    func insert(_ element: Element) { lock.withLock { _ = elements.insert(element) } }
    func remove(_ element: Element) { lock.withLock { _ = elements.remove(element) } }
    var all: [Element] { lock.withLock { Array(elements) } }
}

/// A pipe whose ends are closed on exec in the tool; a child gets an end only by `passing`.
struct PipeEnds {
    var read: Int32
    var write: Int32

    static func make() throws -> PipeEnds {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw ChildProcessError.noPipe }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        return PipeEnds(read: fds[0], write: fds[1])
    }

    /// The same over a socket pair, whose child end cannot be opened again for reading through
    /// `/proc/self/fd` (a pipe's can): what the child writes, only the tool reads.
    static func makeSocketPair() throws -> PipeEnds {
        var fds: [Int32] = [0, 0]
        #if os(Linux)
        let stream = Int32(SOCK_STREAM.rawValue)
        #else
        let stream = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, stream, 0, &fds) == 0 else { throw ChildProcessError.noPipe }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        _ = shutdown(fds[0], Int32(SHUT_WR))
        _ = shutdown(fds[1], Int32(SHUT_RD))
        return PipeEnds(read: fds[0], write: fds[1])
    }
}

/// Serves a confined child's `openat` calls (`cs_serve_proc_files`) on a thread of its own until
/// the child is gone, then closes the listener.
private enum OpenServer {
    static func start(listener: Int32, child: pid_t) -> OwnThread {
        OwnThread.start {
            cs_serve_proc_files(listener, child)
            close(listener)
        }
    }
}

/// A NULL-terminated array of C strings, valid for the duration of `body`.
private func withCStrings<R>(_ strings: [String], _ body: (UnsafeBufferPointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { pointers.forEach { free($0) } }
    return pointers.withUnsafeBufferPointer(body)
}

private func withOptionalCString<R>(_ string: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
    guard let string else { return body(nil) }
    return string.withCString { body($0) }
}

/// Reads a stream to its end on a thread of its own, keeping at most `limit` bytes and dropping
/// the rest, so a program that floods its output can neither fill our memory nor block on a full
/// pipe.
///
/// The descriptor is the reader's from `start` on, and only the reader closes it, once it has
/// read for the last time. Closed by another thread while a read could still follow (the stream
/// held open by something the program left behind, or the reader slow on a busy machine), its
/// number would go to the next file opened in the tool, say a course's `lesson.json` being loaded
/// for another grade, and the reader would take that file's bytes.
final class CappedReader: @unchecked Sendable {
    private let fd: Int32
    private let limit: Int
    private var collected: [UInt8] = []
    private var cut = false
    private let lock = NSLock()
    private var stopped = false
    private var thread: OwnThread?

    private init(fd: Int32, limit: Int) {
        self.fd = fd
        self.limit = limit
    }

    static func start(fd: Int32, limit: Int) -> CappedReader {
        let reader = CappedReader(fd: fd, limit: limit)
        reader.thread = OwnThread.start { reader.readToEnd() }
        return reader
    }

    /// Waits for the end of the stream until `deadline`, then stops reading (within a tenth of a
    /// second). What was read is in `bytes` from then on.
    func finish(waitingUntil deadline: Date) {
        if thread?.wait(until: deadline) == true { return }
        lock.withLock { stopped = true }
        while thread?.wait(until: Date().addingTimeInterval(1)) == false {}
    }

    /// What was read; complete once `finish` has returned.
    var bytes: [UInt8] { lock.withLock { collected } }
    var wasCut: Bool { lock.withLock { cut } }

    private func readToEnd() {
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var waiting = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while !lock.withLock({ stopped }) {
            // Looks in between waits whether it was told to stop, rather than blocking in `read`.
            let ready = poll(&waiting, 1, 100)
            if ready == 0 || (ready < 0 && errno == EINTR) { continue }
            let count = ready < 0 ? -1 : read(fd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return }
            lock.withLock {
                let room = limit - collected.count
                if room > 0 {
                    collected.append(contentsOf: buffer.prefix(min(count, room)))
                }
                if count > room { cut = true }
            }
        }
    }

    /// What the child printed, with its control characters made visible (`VisibleText`): a
    /// program's output and the compiler's quotes of learner code are both learner-written.
    var text: String {
        VisibleText.of(String(decoding: bytes, as: UTF8.self))
    }
}

/// Waits for a child to exit, with a time limit, on a thread of its own.
private final class ExitWaiter: @unchecked Sendable {
    private var thread: OwnThread?
    private(set) var status: ChildProcess.Outcome.Termination?
    private(set) var cpuSeconds: Double = 0

    init(pid: pid_t) {
        thread = OwnThread.start { [self] in
            var raw: Int32 = 0
            var usage = rusage()
            while wait4(pid, &raw, 0, &usage) == -1 && errno == EINTR {}
            // WIFEXITED / WEXITSTATUS are C macros Swift cannot import.
            let signal = raw & 0x7f
            status = signal == 0 ? .exited((raw >> 8) & 0xff) : .signalled(signal)
            cpuSeconds = [usage.ru_utime, usage.ru_stime].reduce(0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
        }
    }

    func wait(seconds: Double) -> Bool {
        thread?.wait(until: Date().addingTimeInterval(seconds)) ?? false
    }
}

/// Blocking work (reading a pipe to its end, waiting for a child) on a thread of its own. Not on
/// Dispatch's pool: parallel grades (`concurrentMap`) fill it with threads that wait for exactly
/// this work, which would then wait for a free thread.
final class OwnThread: @unchecked Sendable {
    private let finished = NSCondition()
    private var done = false

    static func start(_ body: @escaping @Sendable () -> Void) -> OwnThread {
        let handle = OwnThread()
        let thread = Thread {
            body()
            handle.finished.lock()
            handle.done = true
            handle.finished.broadcast()
            handle.finished.unlock()
        }
        thread.start()
        return handle
    }

    /// Whether the work finished by `deadline`.
    func wait(until deadline: Date) -> Bool {
        finished.lock()
        defer { finished.unlock() }
        while !done {
            if !finished.wait(until: deadline) { return done }
        }
        return true
    }
}
