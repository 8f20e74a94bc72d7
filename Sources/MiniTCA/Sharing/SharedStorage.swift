/// Where a `Shared` reads and writes: a value of its own (`SharedReference`), or a part of
/// another shared value (`SharedProjection`, what `$signUpData.topics` makes).
protocol SharedStorage<Value>: AnyObject, Sendable {
    associatedtype Value

    /// The value, observed: a view reading it re-runs when it changes. Inside a test store's
    /// assertion, the value as the test expects it.
    var wrappedValue: Value { get }
    /// The value as it is now, unobserved.
    var currentValue: Value { get }
    /// The value as the running test store last asserted it.
    var expectedValue: Value { get }
    /// Changes the value with exclusive access, saving it to its key.
    func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R
    /// The shared value and the path into it, so that two projections of one field are the same.
    var location: SharedLocation { get }
}

/// A place in the program's shared values: a value of its own, and a path into it (none for the
/// whole value).
struct SharedLocation: Equatable {
    let reference: ObjectIdentifier
    let path: AnyKeyPath?
}

/// One field of a shared value, shared too: reads and writes go through the value it is part of,
/// under that value's lock and observation, so every holder of either sees the change.
final class SharedProjection<Root, Value>: SharedStorage, @unchecked Sendable {
    private let base: any SharedStorage<Root>
    private let keyPath: WritableKeyPath<Root, Value>

    init(base: any SharedStorage<Root>, keyPath: WritableKeyPath<Root, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    var wrappedValue: Value { base.wrappedValue[keyPath: keyPath] }
    var currentValue: Value { base.currentValue[keyPath: keyPath] }
    var expectedValue: Value { base.expectedValue[keyPath: keyPath] }

    func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
        try base.withLock { try operation(&$0[keyPath: keyPath]) }
    }

    var location: SharedLocation {
        let outer = base.location
        return SharedLocation(reference: outer.reference, path: outer.path.map { $0.appending(path: keyPath) ?? keyPath } ?? keyPath)
    }
}
