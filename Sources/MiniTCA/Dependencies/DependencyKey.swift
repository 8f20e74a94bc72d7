/// A key for a dependency that has a live implementation. swift-dependencies' `DependencyKey`.
///
/// ```swift
/// extension FactClient: DependencyKey {
///   static let liveValue = Self(fetch: { number in … })
///   static let testValue = Self(fetch: unimplemented("FactClient.fetch"))
/// }
/// ```
///
/// `previewValue` defaults to `liveValue`. `testValue` defaults to the `liveValue` *and a test
/// failure*: a test must not reach the real world by accident, so a dependency used in a
/// `TestStore` must be given a test value (in the key, or by the test itself).
public protocol DependencyKey: TestDependencyKey {
    associatedtype Value = Self
    static var liveValue: Value { get }
    static var previewValue: Value { get }
    static var testValue: Value { get }
}

/// A key that only knows its test (and preview) value; the live one lives elsewhere.
/// swift-dependencies' `TestDependencyKey`. `previewValue` defaults to `testValue`.
public protocol TestDependencyKey {
    associatedtype Value = Self
    static var previewValue: Value { get }
    static var testValue: Value { get }
}

extension DependencyKey {
    public static var previewValue: Value {
        liveValue
    }

    /// The live value, after reporting swift-dependencies' failure word for word.
    public static var testValue: Value {
        guard !DependencyValues.isSetting else { return liveValue }
        let dependency = DependencyValues.currentDependency
        reportIssue(
            """
            \(dependency.name.map { "@Dependency(\\.\($0))" } ?? "A dependency") has no test \
            implementation, but was accessed from a test context:

            \(dependency.describe(Self.self))

            Dependencies registered with the library are not allowed to use their default, live \
            implementations when run from tests.

            To fix, override \(dependency.name.map { "'\($0)'" } ?? "the dependency") with a test \
            value. If you are using the Composable Architecture, mutate the 'dependencies' property on \
            your 'TestStore'. Otherwise, use 'withDependencies' to define a scope for the override. If \
            you'd like to provide a default value for all tests, implement the 'testValue' requirement \
            of the 'DependencyKey' protocol.
            """,
            file: dependency.file, line: dependency.line
        )
        return liveValue
    }
}

extension TestDependencyKey {
    public static var previewValue: Value {
        testValue
    }
}
