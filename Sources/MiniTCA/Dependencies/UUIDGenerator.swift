#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RuntimeSupport

extension DependencyValues {
    /// Makes UUIDs: `@Dependency(\.uuid) var uuid`, then `uuid()`. Random when the app runs;
    /// in tests it fails unless set, usually to `.incrementing` so ids are predictable.
    public var uuid: UUIDGenerator {
        get { self[UUIDGeneratorKey.self] }
        set { self[UUIDGeneratorKey.self] = newValue }
    }

    private enum UUIDGeneratorKey: DependencyKey {
        static let liveValue = UUIDGenerator { UUID() }
        static let testValue = UUIDGenerator {
            reportIssue(#"Unimplemented: @Dependency(\.uuid)"#)
            return UUID()
        }
    }
}

/// A dependency that makes UUIDs. swift-dependencies' `UUIDGenerator`.
public struct UUIDGenerator: Sendable {
    private let generate: @Sendable () -> UUID

    public init(_ generate: @escaping @Sendable () -> UUID) {
        self.generate = generate
    }

    public func callAsFunction() -> UUID {
        generate()
    }

    /// Always the same UUID.
    public static func constant(_ uuid: UUID) -> Self {
        Self { uuid }
    }

    /// `00000000-0000-0000-0000-000000000000`, then `…0001`, `…0002`: each use of
    /// `.incrementing` starts its own count.
    public static var incrementing: Self {
        let counter = IncrementingCounter()
        return Self { UUID(counter.next()) }
    }
}

extension UUID {
    /// `UUID(1)` is `00000000-0000-0000-0000-000000000001`, the UUID `.incrementing` makes second.
    public init(_ intValue: Int) {
        let hex = String(intValue, radix: 16)
        self.init(uuidString: "00000000-0000-0000-0000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex)!
    }
}

private final class IncrementingCounter: @unchecked Sendable {
    private let lock = Lock()
    private var value = 0

    func next() -> Int {
        lock.withLock {
            defer { value += 1 }
            return value
        }
    }
}
