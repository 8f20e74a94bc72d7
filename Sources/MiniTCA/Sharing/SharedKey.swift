import RuntimeSupport

/// Where a shared value is kept, and its identity: two `@Shared` properties with keys of the same
/// `id` share one value. swift-sharing's `SharedReaderKey`. Simplified: a key loads once, when the
/// first `@Shared` of its id is made, and is not subscribed to outside changes.
public protocol SharedReaderKey<Value>: Sendable {
    associatedtype Value
    associatedtype ID: Hashable & Sendable

    var id: ID { get }

    /// The stored value, or nil when there is none yet (the `@Shared`'s default is used then).
    func load() -> Value?
}

/// A key that also saves what is written to the shared value. swift-sharing's `SharedKey`.
public protocol SharedKey<Value>: SharedReaderKey {
    func save(_ value: Value)
}

/// The shared values of the program, one per key (its type and id). In a test run the values a
/// test made go when it ends, as swift-sharing gives each test its own storage.
enum SharedReferences {
    private struct Identity: Hashable, @unchecked Sendable {
        let keyType: ObjectIdentifier
        let id: AnyHashable
    }

    private static let lock = Lock()
    nonisolated(unsafe) private static var references: [Identity: AnyObject] = [:]
    nonisolated(unsafe) private static var forgetsBetweenTests = false

    static func reference<Key: SharedKey>(for key: Key, default makeDefault: () -> Key.Value) -> SharedReference<Key.Value> {
        observeTestBoundaries()
        let identity = Identity(keyType: ObjectIdentifier(Key.self), id: AnyHashable(key.id))
        return lock.withLock {
            if let existing = references[identity] as? SharedReference<Key.Value> { return existing }
            let created = SharedReference(value: key.load() ?? makeDefault(), save: { key.save($0) })
            references[identity] = created
            return created
        }
    }

    private static func observeTestBoundaries() {
        let first = lock.withLock { () -> Bool in
            defer { forgetsBetweenTests = true }
            return !forgetsBetweenTests
        }
        guard first, IssueRouter.isTesting else { return }
        TestCaseBoundaries.whenATestCaseFinishes { lock.withLock { references.removeAll() } }
    }
}
