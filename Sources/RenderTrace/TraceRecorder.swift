import RuntimeSupport

/// Collects the trace events of the running program.
///
/// The runtimes record into it; hidden tests read from it. Recording is allowed from any thread (an
/// `ObservableObject` may be written off the main actor, as in real apps), so each log sits behind
/// a lock.
///
/// A graded or played program has one log for the whole process. Code that runs several stories
/// side by side — our own test suites, which Swift Testing runs in parallel — gives each its own
/// log with `withIsolatedLog`; the log travels with the task, and so with the `Task { }` an effect
/// starts, so one story's events never land in another's.
///
/// Under `tca-learn play` every event is also sent to the tool as a record (`PlayRecords`) the
/// moment it is recorded, so the story survives even when the program crashes halfway.
public enum TraceRecorder {
    private static let shared = TraceLog()
    @TaskLocal private static var isolated: TraceLog?
    private static var log: TraceLog { isolated ?? shared }

    /// A cap that keeps a runaway program (a view that invalidates itself forever) from eating
    /// memory through its own trace. Past it, one `warning` event says the trace was cut.
    public static let limit = 20_000

    /// Everything recorded since the last `reset()`, oldest first.
    public static var events: [TraceEvent] {
        log.events
    }

    /// When false, `record` drops events (used while benchmarking very large trees). Like the
    /// events, the switch belongs to the current log.
    public static var isEnabled: Bool {
        get { log.isEnabled }
        set { log.isEnabled = newValue }
    }

    /// Whether an event recorded now would be kept: the switch is on and the log is not full.
    /// The runtimes ask this before they build an event (its path, its values), so a program
    /// past the cap, or with the trace off, does not pay for events nobody keeps.
    public static var isRecording: Bool {
        log.isRecording(limit: limit)
    }

    public static func record(_ event: TraceEvent) {
        var event = event
        if event.store == nil { event.store = store }
        log.record(event, limit: limit, streams: isolated == nil && PlayRecords.isOpen)
    }

    /// How many events the current log holds: where the next one will go.
    public static var count: Int {
        log.count
    }

    /// Records `event` at `index` of the log, before the events recorded since: a step that is
    /// known only after what it is made of (a change outside the views, rendered when asked).
    /// `play`'s record of it says where it goes.
    public static func insert(_ event: TraceEvent, at index: Int) {
        var event = event
        if event.store == nil { event.store = store }
        log.insert(event, at: index, limit: limit, streams: isolated == nil && PlayRecords.isOpen)
    }

    /// The store whose work is being recorded: set by the runtime while a store reduces, and
    /// inherited by the effects it starts (a task-local value), so their events carry it too.
    @TaskLocal public static var store: Int?

    /// Forgets everything recorded so far and returns it.
    @discardableResult
    public static func reset() -> [TraceEvent] {
        log.reset()
    }

    /// Runs `body` and returns what it recorded, leaving earlier events in place.
    public static func capture<T>(_ body: () throws -> T) rethrows -> (T, [TraceEvent]) {
        let start = log.events.count
        let value = try body()
        let recorded = log.events
        return (value, Array(recorded[min(start, recorded.count)...]))
    }

    /// Runs `body` with a log of its own, which the tasks it starts share and nothing else sees.
    public static func withIsolatedLog<T>(_ body: () async throws -> T) async rethrows -> T {
        try await $isolated.withValue(TraceLog(), operation: body)
    }
}

/// One story's events, behind a lock.
private final class TraceLog: @unchecked Sendable {
    private let lock = Lock()
    private var storage: [TraceEvent] = []
    private var enabled = true

    var events: [TraceEvent] {
        lock.withLock { storage }
    }

    var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { lock.withLock { enabled = newValue } }
    }

    /// Up to the cap, and once more for the warning that says the trace was cut.
    func isRecording(limit: Int) -> Bool {
        lock.withLock { enabled && storage.count <= limit }
    }

    func record(_ event: TraceEvent, limit: Int, streams: Bool) {
        // The line is made before taking the lock; only the append and the send hold it, so the
        // records keep the events' order.
        let line = streams ? event.jsonLine : nil
        lock.withLock {
            guard enabled else { return }
            if storage.count < limit {
                storage.append(event)
                if let line { PlayRecords.send(traceLine: line) }
            } else if storage.count == limit {
                let cut = TraceEvent(.warning, fact: .traceCut)
                storage.append(cut)
                if streams { PlayRecords.send(traceLine: cut.jsonLine) }
            }
        }
    }

    var count: Int {
        lock.withLock { storage.count }
    }

    func insert(_ event: TraceEvent, at index: Int, limit: Int, streams: Bool) {
        let line = streams ? event.jsonLine : nil
        lock.withLock {
            guard enabled, storage.count < limit else { return }
            let index = min(max(index, 0), storage.count)
            storage.insert(event, at: index)
            if let line { PlayRecords.send(traceLine: line, at: index) }
        }
    }

    func reset() -> [TraceEvent] {
        lock.withLock {
            defer { storage = [] }
            return storage
        }
    }
}
