import RuntimeSupport

/// How a `TestStore` asserts on shared state. Every copy of a `Shared` points to the same
/// storage, so the state before an action and the state after it would always agree on it.
/// While a test store lives, the first change to a shared value keeps the value as it was (the
/// one the test has asserted); inside the store's assertion (the trailing closure and the
/// comparison after it) reads see that value and `withLock` changes only it, so the expected
/// state says what the test expects and the actual one what happened. After each assertion the
/// kept values go. swift-sharing's `SharedChangeTracker`, simplified: one for all test stores.
enum SharedChangeTracking {
    private static let lock = Lock()
    nonisolated(unsafe) private static var liveStores = 0
    nonisolated(unsafe) private static var changedReferences: [SharedSnapshotting] = []

    @TaskLocal static var isAsserting: Bool = false
    @TaskLocal private static var assertion: AssertionWrites?

    /// Whether the running assertion's closure changed a shared value: a change of the state,
    /// although the states before and after compare equal (they share the value).
    static var assertionWroteSharedState: Bool {
        assertion?.wrote ?? false
    }

    static func assertionWrote() {
        assertion?.wrote = true
    }

    private final class AssertionWrites: @unchecked Sendable {
        var wrote = false
    }

    static var isTracking: Bool {
        lock.withLock { liveStores > 0 }
    }

    static func storeStarted() {
        lock.withLock { liveStores += 1 }
    }

    static func storeEnded() {
        let changed = lock.withLock { () -> [SharedSnapshotting] in
            liveStores -= 1
            guard liveStores == 0 else { return [] }
            defer { changedReferences.removeAll() }
            return changedReferences
        }
        for reference in changed { reference.forgetSnapshot() }
    }

    static func changed(_ reference: SharedSnapshotting) {
        lock.withLock { changedReferences.append(reference) }
    }

    /// Runs a test store's assertion with reads and writes going to the expected values, then
    /// forgets them: what the assertion checked is the new starting point.
    static func asserting<R>(_ body: () throws -> R) rethrows -> R {
        defer {
            let changed = lock.withLock { () -> [SharedSnapshotting] in
                defer { changedReferences.removeAll() }
                return changedReferences
            }
            for reference in changed { reference.forgetSnapshot() }
        }
        return try $assertion.withValue(AssertionWrites()) {
            try $isAsserting.withValue(true, operation: body)
        }
    }
}

/// A value that dumps differently on the two sides of a test store's diff: the expected side
/// shows what the test expects, the actual side what is there.
protocol SharedDiffSides {
    var expectedDumpValue: Any { get }
    var actualDumpValue: Any { get }
}
