import Observation
import RuntimeSupport

/// The storage every copy of a `Shared` points to: the value, the key's `save`, and the
/// observation that makes a view reading it re-run when it changes. While a `TestStore` runs, it
/// also keeps the value as the test last asserted it (`snapshot`), so that the store can compare
/// what the test expects with what happened although both states point here.
final class SharedReference<Value>: SharedStorage, Observable, @unchecked Sendable {
    private let lock = Lock()
    private var value: Value
    private var snapshot: Value?
    private let save: (Value) -> Void
    private let registrar = ObservationRegistrar()

    init(value: Value, save: @escaping (Value) -> Void = { _ in }) {
        self.value = value
        self.save = save
    }

    /// The current value; inside a test store's assertion, the value as the test expects it.
    var wrappedValue: Value {
        registrar.access(self, keyPath: \.wrappedValue)
        return lock.withLock { SharedChangeTracking.isAsserting ? snapshot ?? value : value }
    }

    var currentValue: Value {
        lock.withLock { value }
    }

    var expectedValue: Value {
        lock.withLock { snapshot ?? value }
    }

    /// Changes the value (inside a test store's assertion: the expected value only) and saves it.
    func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
        if SharedChangeTracking.isAsserting {
            SharedChangeTracking.assertionWrote()
            let (result, firstSnapshot) = try lock.withLock { () throws -> (R, Bool) in
                let firstSnapshot = snapshot == nil
                var expected = snapshot ?? value
                defer { snapshot = expected }
                return (try operation(&expected), firstSnapshot)
            }
            // Forgotten with the others when the assertion ends.
            if firstSnapshot { SharedChangeTracking.changed(self) }
            return result
        }
        let tracking = SharedChangeTracking.isTracking
        let (result, newValue, firstChange) = try registrar.withMutation(of: self, keyPath: \.wrappedValue) {
            try lock.withLock { () throws -> (R, Value, Bool) in
                let firstChange = tracking && snapshot == nil
                if firstChange { snapshot = value }
                let result = try operation(&value)
                return (result, value, firstChange)
            }
        }
        if firstChange { SharedChangeTracking.changed(self) }
        save(newValue)
        return result
    }

    var location: SharedLocation {
        SharedLocation(reference: ObjectIdentifier(self), path: nil)
    }

    /// The test has asserted: from now on the value is what it expects.
    func forgetSnapshot() {
        lock.withLock { snapshot = nil }
    }
}

/// What the `TestStore` needs of a reference whatever its value's type.
protocol SharedSnapshotting: AnyObject {
    func forgetSnapshot()
}

extension SharedReference: SharedSnapshotting {}
