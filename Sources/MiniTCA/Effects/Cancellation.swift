import RuntimeSupport

extension Effect {
    /// Marks the effect cancellable by `id`. With `cancelInFlight`, starting it first cancels
    /// any running effect with the same id (the usual way to debounce or restart a request).
    ///
    /// Ids are scoped as in TCA: an id used inside a presented or list-element feature only
    /// reaches that feature's effects (its place in the navigation tree is part of the key), so
    /// two rows using the same `CancelID.timer` do not cancel each other.
    public func cancellable<ID: Hashable>(id: ID, cancelInFlight: Bool = false) -> Self {
        if case .none = operation { return self }
        return Self(.cancellable(id: CancelKey(id), cancelInFlight: cancelInFlight, self))
    }

    /// Cancels every running effect marked with `id` (in this feature's part of the tree).
    public static func cancel<ID: Hashable>(id: ID) -> Self {
        Self(.cancel(ids: [CancelKey(id)]))
    }

    /// Cancels the running effects marked with any of `ids`.
    public static func cancel<ID: Hashable>(ids: [ID]) -> Self {
        var keys: [CancelKey] = []
        for id in ids { keys.append(CancelKey(id)) }
        return Self(.cancel(ids: keys))
    }
}

extension Task where Success == Never, Failure == Never {
    /// Cancels the effects and `withTaskCancellation` work registered under `id`, from anywhere
    /// (an effect, a test). ConcurrencyExtras-era TCA's `Task.cancel(id:)`.
    public static func cancel<ID: Hashable & Sendable>(id: ID) {
        CancellationRegistry.shared.cancel(CancelKey(id))
    }
}

/// Runs `operation` as work that `Task.cancel(id:)` or `Effect.cancel(id:)` can cancel; with
/// `cancelInFlight`, first cancels the work already registered under `id`. TCA 1.x's
/// `withTaskCancellation(id:cancelInFlight:operation:)`. As there, the operation runs in a task
/// of its own, which cancelling the caller cancels too. (TCA declares one `rethrows` function;
/// here a throwing and a non-throwing overload give call sites the same shape.)
public func withTaskCancellation<ID: Hashable & Sendable, T: Sendable>(
    id: ID,
    cancelInFlight: Bool = false,
    operation: @Sendable @escaping () async throws -> T
) async throws -> T {
    try await CancellationRegistry.shared.run(CancelKey(id), cancelInFlight: cancelInFlight, operation).get()
}

public func withTaskCancellation<ID: Hashable & Sendable, T: Sendable>(
    id: ID,
    cancelInFlight: Bool = false,
    operation: @Sendable @escaping () async -> T
) async -> T {
    // A non-throwing operation can only end with its value: cancellation stops it from inside.
    try! await CancellationRegistry.shared.run(CancelKey(id), cancelInFlight: cancelInFlight, operation).get()
}

/// An effect's cancellation id together with where in the navigation tree it was used.
/// TCA's `_CancelID` (its `navigationIDPath` comes from the current dependencies).
struct CancelKey: Hashable, @unchecked Sendable {
    let id: AnyHashable
    let path: NavigationIDPath

    init<ID: Hashable>(_ id: ID) {
        self.id = AnyHashable(id)
        self.path = DependencyValues._current.navigationIDPath
    }

    /// The key of a child feature's whole subtree, as its parent sees it.
    init(navigation id: NavigationID, path: NavigationIDPath) {
        self.id = AnyHashable(id)
        self.path = path
    }

    private init(id: AnyHashable, path: NavigationIDPath) {
        self.id = id
        self.path = path
    }

    /// This id at every level from the root down to this key's own path. Work is registered
    /// under all of them, as TCA registers it: a parent cancelling an id reaches its presented
    /// features' work with that id, while a child or a sibling cannot reach work above or
    /// beside it.
    var prefixes: [CancelKey] {
        (0...path.ids.count).map { CancelKey(id: id, path: NavigationIDPath(ids: Array(path.ids.prefix($0)))) }
    }
}

/// Who can be cancelled under which key: effects a store started, and `withTaskCancellation`
/// work. One table for the process, as in TCA, so `Task.cancel(id:)` reaches any store.
final class CancellationRegistry: @unchecked Sendable {
    static let shared = CancellationRegistry()

    private let lock = Lock()
    private var entries: [CancelKey: [Int: @Sendable () -> Void]] = [:]
    private var nextToken = 0

    func register(_ key: CancelKey, cancel: @escaping @Sendable () -> Void) -> Int {
        let prefixes = key.prefixes
        return lock.withLock {
            defer { nextToken += 1 }
            for prefix in prefixes { entries[prefix, default: [:]][nextToken] = cancel }
            return nextToken
        }
    }

    func unregister(_ key: CancelKey, token: Int) {
        let prefixes = key.prefixes
        lock.withLock {
            for prefix in prefixes {
                entries[prefix]?[token] = nil
                if entries[prefix]?.isEmpty == true { entries[prefix] = nil }
            }
        }
    }

    /// Runs `operation` in a task registered under `key` until it ends.
    func run<T: Sendable>(
        _ key: CancelKey, cancelInFlight: Bool, _ operation: @Sendable @escaping () async throws -> T
    ) async -> Result<T, any Error> {
        if cancelInFlight { cancel(key) }
        let task = Task { try await operation() }
        let token = register(key) { task.cancel() }
        defer { unregister(key, token: token) }
        return await withTaskCancellationHandler {
            await task.result
        } onCancel: {
            task.cancel()
        }
    }

    func cancel(_ key: CancelKey) {
        let cancels = lock.withLock { entries.removeValue(forKey: key).map { Array($0.values) } ?? [] }
        for cancel in cancels { cancel() }
    }
}
