import Dispatch
import Foundation

/// Ctrl-C, handled: graded programs run in process groups of their own (so a timeout can kill
/// everything they start), which also means the terminal's Ctrl-C does not reach them. On Ctrl-C
/// tca-learn therefore stops its children itself, lets the current command say goodbye, and exits.
/// Progress is always saved atomically, so nothing is lost whenever this happens.
enum Interrupt {
    nonisolated(unsafe) private static var source: (any DispatchSourceSignal)?
    private static let lock = NSLock()
    nonisolated(unsafe) private static var farewell: String?

    static func install() {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            ChildProcess.killAll()
            if let message = lock.withLock({ farewell }) {
                FileHandle.standardError.write(Data("\n\(message)\n".utf8))
                exit(0)
            }
            exit(130)
        }
        source.resume()
        self.source = source
    }

    /// What to print when Ctrl-C ends a long-running command such as `watch`.
    static func setFarewell(_ message: String?) {
        lock.withLock { farewell = message }
    }
}
