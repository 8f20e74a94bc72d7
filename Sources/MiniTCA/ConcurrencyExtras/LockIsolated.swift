import RuntimeSupport

/// A value behind a lock, safe to share between tasks and threads. ConcurrencyExtras'
/// `LockIsolated`, which TCA re-exports; tests use it to collect what an effect did:
///
/// ```swift
/// let events = LockIsolated<[String]>([])
/// store.dependencies.analytics.track = { event in events.withValue { $0.append(event) } }
/// XCTAssertEqual(events.value, ["signUp"])
/// ```
@dynamicMemberLookup
public final class LockIsolated<Value>: @unchecked Sendable {
    private var _value: Value
    private let lock = Lock()

    public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
        _value = try value()
    }

    /// The value now.
    public var value: Value {
        lock.withLock { _value }
    }

    public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
        lock.withLock { _value[keyPath: keyPath] }
    }

    /// Reads and changes the value in one step, holding the lock.
    public func withValue<T: Sendable>(_ operation: @Sendable (inout Value) throws -> T) rethrows -> T {
        try lock.withLock {
            var value = _value
            defer { _value = value }
            return try operation(&value)
        }
    }

    public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
        try lock.withLock { _value = try newValue() }
    }
}

extension LockIsolated: Equatable where Value: Equatable {
    public static func == (lhs: LockIsolated, rhs: LockIsolated) -> Bool {
        lhs.value == rhs.value
    }
}

extension LockIsolated: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}

/// A value kept by an actor, read and changed with `await`. ConcurrencyExtras' `ActorIsolated`,
/// which TCA re-exports (TCA 1.x tests use it where `LockIsolated` came later).
@dynamicMemberLookup
public final actor ActorIsolated<Value> {
    public var value: Value

    public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
        self.value = try value()
    }

    public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
        value[keyPath: keyPath]
    }

    /// Reads and changes the value in one step.
    public func withValue<T: Sendable>(_ operation: @Sendable (inout Value) throws -> T) rethrows -> T {
        var value = self.value
        defer { self.value = value }
        return try operation(&value)
    }

    public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
        value = try newValue()
    }
}
