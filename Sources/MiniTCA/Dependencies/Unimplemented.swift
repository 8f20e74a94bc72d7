/// An endpoint that fails the test when it is called: what a dependency's `testValue` is made
/// of, so a test proves which endpoints its feature uses. XCTest Dynamic Overlay's
/// `unimplemented`, which TCA 1.x re-exports.
///
/// ```swift
/// extension FactClient: DependencyKey {
///   static let testValue = Self(fetch: unimplemented("FactClient.fetch"))
/// }
/// ```
///
/// A throwing endpoint reports the failure and then throws `UnimplementedFailure`; one that
/// cannot throw returns its `placeholder`.
public func unimplemented<A, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    file: StaticString = #file,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A) async throws -> Result {
    { argument in
        let description = description()
        UnimplementedMessage.fail(description, arguments: argument, file: file, fileID: fileID, line: line)
        throw UnimplementedFailure(description: description)
    }
}

public func unimplemented<Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    file: StaticString = #file,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable () async throws -> Result {
    {
        let description = description()
        UnimplementedMessage.fail(description, arguments: nil, file: file, fileID: fileID, line: line)
        throw UnimplementedFailure(description: description)
    }
}

public func unimplemented<A, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    placeholder: @autoclosure @escaping @Sendable () -> Result,
    file: StaticString = #file,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A) -> Result {
    { argument in
        UnimplementedMessage.fail(description(), arguments: argument, file: file, fileID: fileID, line: line)
        return placeholder()
    }
}

public func unimplemented<Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    placeholder: @autoclosure @escaping @Sendable () -> Result,
    file: StaticString = #file,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable () -> Result {
    {
        UnimplementedMessage.fail(description(), arguments: nil, file: file, fileID: fileID, line: line)
        return placeholder()
    }
}

/// What a throwing `unimplemented` endpoint throws after reporting the failure.
public struct UnimplementedFailure: Error {
    public let description: String
}

enum UnimplementedMessage {
    /// XCTest Dynamic Overlay 1.0's message, word for word.
    static func fail(_ description: String, arguments: Any?, file: StaticString, fileID: StaticString, line: UInt) {
        var message = """
            Unimplemented\(description.isEmpty ? "" : ": \(description)") …

              Defined at:
                \(fileID):\(line)
            """
        if let arguments {
            message += "\n\n  Invoked with:\n" + String(customDumping: arguments).indenting(by: 4)
        }
        reportIssue(message, file: file, line: line)
    }
}

/// What an endpoint of a `@DependencyClient` throws when its test value is called without being
/// overridden, after reporting the failure. swift-dependencies' `DependenciesMacros.Unimplemented`.
public struct Unimplemented: Error {
    public let endpoint: String

    public init(_ endpoint: String) {
        self.endpoint = endpoint
    }
}
