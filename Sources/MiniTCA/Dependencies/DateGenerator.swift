#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DependencyValues {
    /// The current date: `@Dependency(\.date.now) var now`, or `date()`. The real clock when the
    /// app runs; in tests it fails unless set, usually to `.constant(…)`.
    public var date: DateGenerator {
        get { self[DateGeneratorKey.self] }
        set { self[DateGeneratorKey.self] = newValue }
    }

    private enum DateGeneratorKey: DependencyKey {
        static let liveValue = DateGenerator { Date() }
        static let testValue = DateGenerator {
            reportIssue(#"Unimplemented: @Dependency(\.date)"#)
            return Date()
        }
    }
}

/// A dependency that tells the date. swift-dependencies' `DateGenerator`.
public struct DateGenerator: Sendable {
    private var generate: @Sendable () -> Date

    public init(_ generate: @escaping @Sendable () -> Date) {
        self.generate = generate
    }

    public func callAsFunction() -> Date {
        generate()
    }

    /// The date now; setting it makes the generator always return that date.
    public var now: Date {
        get { generate() }
        set { generate = { newValue } }
    }

    /// Always the same date.
    public static func constant(_ now: Date) -> Self {
        Self { now }
    }
}
