import RenderTrace

/// A value shared by reference: every copy, in any feature's state, reads and writes the same
/// value, and one made with a key (`.inMemory`, `.appStorage`, `.fileStorage`) shares it with
/// every other `@Shared` of that key. swift-sharing's `Shared`, which TCA 1.10+ re-exports:
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Shared(.inMemory("count")) var count = 0
/// }
/// // in the reducer:
/// state.$count.withLock { $0 += 1 }
/// ```
///
/// Reading it in a view's body observes it; `Binding(store.$count)` binds a control to it. In a `TestStore`, changes to shared state are
/// asserted like any other (`$0.$count.withLock { $0 = 1 }`). A field of a shared value is
/// shared too: `state.$signUpData.topics` is a `Shared<Set<Topic>>` that reads and writes
/// `signUpData.topics`. Simplified: no `SharedReader`, no publisher, no `load`/`save` calls of
/// one's own.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value>: @unchecked Sendable {
    let reference: any SharedStorage<Value>

    /// A shared value of its own, not kept under any key: `Shared(value: 0)`.
    public init(value: Value) {
        reference = SharedReference(value: value)
    }

    init(reference: any SharedStorage<Value>) {
        self.reference = reference
    }

    /// The value under `key`, or `wrappedValue` when the key has none yet:
    /// `@Shared(.appStorage("volume")) var volume = 0.5`.
    public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
        reference = SharedReferences.reference(for: key, default: wrappedValue)
    }

    /// `Shared(projectedValue)`: the same shared value (what `@Shared var count: Int` is
    /// initialized with from a parent's `$count`).
    public init(projectedValue: Shared<Value>) {
        self = projectedValue
    }

    public var wrappedValue: Value {
        reference.wrappedValue
    }

    /// The `Shared` itself: `$count.withLock { … }`, or passed to a child's state.
    public var projectedValue: Shared<Value> {
        get { self }
        set { self = newValue }
    }

    /// `$signUpData.topics`: the field, shared. Writing it writes the whole value's field.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Shared<Member> {
        Shared<Member>(reference: SharedProjection(base: reference, keyPath: keyPath))
    }

    /// Changes the value with exclusive access, saving it to its key.
    @discardableResult
    public func withLock<R>(
        _ operation: (inout Value) throws -> R,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) rethrows -> R {
        try reference.withLock(operation)
    }
}

extension Shared: Equatable where Value: Equatable {
    /// Two shared values are equal when their values are. Inside a test store's assertion, the
    /// left-hand side (the expected state) gives the value the test expects.
    public static func == (lhs: Shared, rhs: Shared) -> Bool {
        if SharedChangeTracking.isAsserting, lhs.reference.location == rhs.reference.location {
            return lhs.reference.expectedValue == rhs.reference.currentValue
        }
        return lhs.wrappedValue == rhs.wrappedValue
    }
}

extension Shared: CustomDumpRepresentable, SharedDiffSides {
    public var customDumpValue: Any { wrappedValue }
    var expectedDumpValue: Any { SharedChangeTracking.isAsserting ? reference.expectedValue : reference.currentValue }
    var actualDumpValue: Any { reference.currentValue }
}

extension Shared: CustomStringConvertible {
    public var description: String { "\(wrappedValue)" }
}

extension Shared: EvidenceTrusted {}
