import Dispatch
import Foundation

/// Ctrl-C, handled: graded programs run in process groups of their own (so a timeout can kill
/// everything they start), which also means the terminal's Ctrl-C does not reach them. On Ctrl-C
/// (or a polite `kill`, SIGTERM, or a closed terminal, SIGHUP) tca-learn therefore stops its
/// children itself, removes the scratch folders of the grades they were part of, puts the
/// terminal back as it found it (an interactive `watch` has turned off its line editing), lets the
/// current command say goodbye, and exits. Killed outright, the tool takes its children with it
/// all the same (`PR_SET_PDEATHSIG`, see `ChildProcess`), and its scratch folders are removed at
/// the next start. Progress is always saved atomically, so nothing is lost whenever this happens.
enum Interrupt {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
    private static let lock = NSLock()
    nonisolated(unsafe) private static var farewell: String?
    nonisolated(unsafe) private static var cleanup: (@Sendable () -> Void)?
    nonisolated(unsafe) private static var stopping = false

    static func install() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                lock.withLock { stopping = true }
                ChildProcess.killAll()
                Scratch.removeInFlight()
                let (message, restore) = lock.withLock { (farewell, cleanup) }
                restore?()
                if let message {
                    FileHandle.standardError.write(Data("\n\(message)\n".utf8))
                    exit(0)
                }
                exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Whether a signal is ending the tool. The command still running then sees its children die
    /// (a compile "fails", a program "crashes"); what it would say about that is not true, so the
    /// terminal output stays quiet (`Output`), and it must not end the process before the signal's
    /// handler has cleaned up and exited with the signal's status (`waitIfStopping`).
    static var isStopping: Bool { lock.withLock { stopping } }

    /// Parks the calling thread for good while a signal is ending the tool; returns at once
    /// otherwise.
    static func waitIfStopping() {
        while isStopping { sleep(1) }
    }

    /// What to print when Ctrl-C ends a long-running command such as `watch`.
    static func setFarewell(_ message: String?) {
        lock.withLock { farewell = message }
    }

    /// What must happen before the process exits on Ctrl-C (restoring the terminal), or nil.
    static func setCleanup(_ action: (@Sendable () -> Void)?) {
        lock.withLock { cleanup = action }
    }
}
