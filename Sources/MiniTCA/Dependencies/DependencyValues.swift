import RuntimeSupport

/// Every dependency a feature can reach with `@Dependency`, keyed by type. swift-dependencies'
/// `DependencyValues`, which TCA 1.x re-exports.
///
/// Register one with a key and a computed property, as SwiftUI's `EnvironmentValues` does:
///
/// ```swift
/// extension DependencyValues {
///   var factClient: FactClient {
///     get { self[FactClient.self] }
///     set { self[FactClient.self] = newValue }
///   }
/// }
/// ```
///
/// The values in effect live in a task local, `_current`. A store reduces every action inside its
/// own dependencies, and an `Effect.run` keeps the dependencies it was created with, so the work
/// it does later sees the same values. A key nobody set gives its default for the current
/// `context`: `liveValue` when the app runs, `testValue` inside a `TestStore`.
///
/// Simplified: values need not be `Sendable`, and there are no previews (the `preview` context
/// exists and picks `previewValue`, but nothing selects it by itself).
public struct DependencyValues: @unchecked Sendable {
    @TaskLocal public static var _current = DependencyValues()
    /// The `@Dependency` being read, for the "no test implementation" failure.
    @TaskLocal static var currentDependency = CurrentDependency()
    /// True while a `withDependencies` closure sets values: reading a key to change one of its
    /// fields (`$0.factClient.fetch = …`) must not count as using its default.
    @TaskLocal static var isSetting = false

    private var storage: [ObjectIdentifier: Any] = [:]
    private var explicitContext: DependencyContext?
    /// Defaults already computed, shared by the copies of one set of values (TCA caches them
    /// per test; here each `TestStore` starts a fresh cache).
    var cache = DefaultValueCache()

    public init() {}

    /// `self[FactClient.self]`: the value set for this key, or the key's default for the context.
    /// `function` is the name of the computed property that asks (`factClient`), as TCA uses it
    /// to name the dependency in failures.
    public subscript<Key: TestDependencyKey>(
        key: Key.Type,
        function: StaticString = #function
    ) -> Key.Value {
        get {
            if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
            var current = DependencyValues.currentDependency
            current.name = "\(function)"
            return DependencyValues.$currentDependency.withValue(current) {
                defaultValue(for: Key.self)
            }
        }
        set {
            storage[ObjectIdentifier(key)] = newValue
        }
    }

    /// Which default an unset key gives: `live` when the app runs, `test` in a `TestStore`
    /// (which sets it unless it was set explicitly), `preview` for previews.
    public var context: DependencyContext {
        get { explicitContext ?? Self.defaultContext }
        set { explicitContext = newValue }
    }

    /// `test` when the program is a test run under XCTest (as swift-dependencies decides with
    /// `_XCTIsTesting`), else `live`. Under XCTest, the defaults computed in one test case are
    /// forgotten when it ends, as swift-dependencies does.
    private static let defaultContext: DependencyContext = {
        guard IssueRouter.isTesting else { return .live }
        TestCaseBoundaries.whenATestCaseFinishes { DependencyValues._current.cache.removeAll() }
        return .test
    }()

    var hasExplicitContext: Bool {
        explicitContext != nil
    }

    /// These values with `other`'s on top: what `@Dependency` sees when it was created inside one
    /// `withDependencies` scope and is read inside another.
    func merging(_ other: DependencyValues) -> DependencyValues {
        var values = self
        values.storage.merge(other.storage) { $1 }
        values.explicitContext = other.explicitContext ?? explicitContext
        values.cache = other.cache
        return values
    }

    private func defaultValue<Key: TestDependencyKey>(for key: Key.Type) -> Key.Value {
        let context = self.context
        let compute = { () -> Key.Value in
            switch context {
            case .live:
                if let live = LiveValue.of(Key.self) { return live }
                RuntimeWarning.report(Self.noLiveImplementation(Key.self))
                return Key.testValue
            case .preview:
                return Key.previewValue
            case .test:
                return Key.testValue
            }
        }
        // A read made only to change a field (`$0.factClient.fetch = …`) is not remembered as the
        // default: the value it returns is about to be replaced.
        if DependencyValues.isSetting { return compute() }
        return cache.value(for: Key.self, context: context, compute: compute)
    }

    /// swift-dependencies' runtime warning for a key with only a test value, used live.
    private static func noLiveImplementation<Key: TestDependencyKey>(_ key: Key.Type) -> String {
        """
        \(currentDependency.name.map { "@Dependency(\\.\($0))" } ?? "A dependency") has no live \
        implementation, but was accessed from a live context.

        \(currentDependency.describe(Key.self))

        Every dependency registered with the library must conform to 'DependencyKey', and that \
        conformance must be visible to the running application.

        To fix, make sure that '\(typeName(Key.self))' conforms to 'DependencyKey' by providing a live \
        implementation of your dependency, and make sure that the conformance is linked with this \
        current application.
        """
    }
}

/// Where dependency defaults come from. swift-dependencies' `DependencyContext`.
public enum DependencyContext: Sendable {
    case live
    case preview
    case test
}

/// The dependency being read, as far as it is known: its name (from the `DependencyValues`
/// property) and where its `@Dependency` was declared.
struct CurrentDependency: Sendable {
    var name: String?
    var file: StaticString?
    var fileID: StaticString?
    var line: UInt?

    /// The "Location / Dependency" block of swift-dependencies' messages.
    func describe<Key: TestDependencyKey>(_ key: Key.Type) -> String {
        var description = ""
        if let fileID, let line {
            description += "  Location:\n    \(fileID):\(line)\n"
        }
        description +=
            Key.self == Key.Value.self
            ? "  Dependency:\n    \(typeName(Key.Value.self))"
            : "  Key:\n    \(typeName(Key.self))\n  Value:\n    \(typeName(Key.Value.self))"
        return description
    }
}

/// The default values computed so far, per key and context. A reference shared by the copies of
/// one `DependencyValues`, so a `liveValue` written as a computed property runs once.
final class DefaultValueCache: @unchecked Sendable {
    private let lock = Lock()
    private var values: [Key: Any] = [:]

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let context: DependencyContext
    }

    func value<K: TestDependencyKey>(
        for key: K.Type, context: DependencyContext, compute: () -> K.Value
    ) -> K.Value {
        let cacheKey = Key(type: ObjectIdentifier(key), context: context)
        if let cached = lock.withLock({ values[cacheKey] }) as? K.Value { return cached }
        // Computed outside the lock: a default may read other dependencies.
        let value = compute()
        lock.withLock { values[cacheKey] = value }
        return value
    }

    func removeAll() {
        lock.withLock { values.removeAll() }
    }
}

/// `Key.liveValue` when the key also conforms to `DependencyKey`.
private enum LiveValue {
    static func of<Key: TestDependencyKey>(_ key: Key.Type) -> Key.Value? {
        guard let liveKey = key as? any DependencyKey.Type else { return nil }
        return open(liveKey) as? Key.Value
    }

    private static func open<Live: DependencyKey>(_ key: Live.Type) -> Any {
        Live.liveValue
    }
}
