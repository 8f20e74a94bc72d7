#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Collects the trace events of the running program.
///
/// The runtimes record into it; hidden tests read from it. Recording is allowed from any thread (an
/// `ObservableObject` may be written off the main actor, as in real apps), so the one shared list
/// sits behind a lock.
///
/// Under `tca-learn play` the environment variable `TCA_LEARN_TRACE_FILE` names a file, and every
/// event is also appended to it as a JSON line the moment it is recorded, so the story survives
/// even when the program crashes halfway.
public enum TraceRecorder {
    private static let lock = Lock()
    nonisolated(unsafe) private static var storage: [TraceEvent] = []
    nonisolated(unsafe) private static var enabled = true

    /// A cap that keeps a runaway program (a view that invalidates itself forever) from eating
    /// memory through its own trace. Past it, one `warning` event says the trace was cut.
    public static let limit = 20_000

    /// Everything recorded since the last `reset()`, oldest first.
    public static var events: [TraceEvent] {
        lock.withLock { storage }
    }

    /// When false, `record` drops events (used while benchmarking very large trees).
    public static var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { lock.withLock { enabled = newValue } }
    }

    public static func record(_ event: TraceEvent) {
        lock.withLock {
            guard enabled else { return }
            if storage.count < limit {
                append(event)
            } else if storage.count == limit {
                append(TraceEvent(.warning, fact: .traceCut))
            }
        }
    }

    private static func append(_ event: TraceEvent) {
        storage.append(event)
        if let stream = streamDescriptor {
            FileDescriptorOutput.writeAll(event.jsonLine + "\n", to: stream)
        }
    }

    /// The file descriptor of `TCA_LEARN_TRACE_FILE`, opened on first use; nil when not set.
    private static let streamDescriptor: Int32? = {
        guard let path = getenv("TCA_LEARN_TRACE_FILE") else { return nil }
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        return fd >= 0 ? fd : nil
    }()

    /// Forgets everything recorded so far and returns it.
    @discardableResult
    public static func reset() -> [TraceEvent] {
        lock.withLock {
            defer { storage = [] }
            return storage
        }
    }

    /// Runs `body` and returns what it recorded, leaving earlier events in place.
    public static func capture<T>(_ body: () throws -> T) rethrows -> (T, [TraceEvent]) {
        let start = lock.withLock { storage.count }
        let value = try body()
        let recorded = lock.withLock { Array(storage[min(start, storage.count)...]) }
        return (value, recorded)
    }
}
