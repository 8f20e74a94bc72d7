/// `unimplemented` for endpoints of two to five arguments, as XCTest Dynamic Overlay spells
/// them: `open: unimplemented("WebSocketClient.open", placeholder: AsyncStream.never)` for a
/// `(ID, URL, [String]) async -> AsyncStream<Action>` endpoint. The failure shows the arguments
/// the endpoint was called with, as one tuple.

public func unimplemented<A, B, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    file: StaticString = #file,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A, B) async throws -> Result {
    { a, b in
        let description = description()
        UnimplementedMessage.fail(description, arguments: (a, b), file: file, fileID: fileID, line: line)
        throw UnimplementedFailure(description: description)
    }
}

public func unimplemented<A, B, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    placeholder: @autoclosure @escaping @Sendable () -> Result,
    file: StaticString = #file,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A, B) -> Result {
    { a, b in
        UnimplementedMessage.fail(description(), arguments: (a, b), file: file, fileID: fileID, line: line)
        return placeholder()
    }
}

public func unimplemented<A, B, C, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    file: StaticString = #file,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A, B, C) async throws -> Result {
    { a, b, c in
        let description = description()
        UnimplementedMessage.fail(description, arguments: (a, b, c), file: file, fileID: fileID, line: line)
        throw UnimplementedFailure(description: description)
    }
}

public func unimplemented<A, B, C, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    placeholder: @autoclosure @escaping @Sendable () -> Result,
    file: StaticString = #file,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A, B, C) -> Result {
    { a, b, c in
        UnimplementedMessage.fail(description(), arguments: (a, b, c), file: file, fileID: fileID, line: line)
        return placeholder()
    }
}

public func unimplemented<A, B, C, D, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    file: StaticString = #file,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A, B, C, D) async throws -> Result {
    { a, b, c, d in
        let description = description()
        UnimplementedMessage.fail(description, arguments: (a, b, c, d), file: file, fileID: fileID, line: line)
        throw UnimplementedFailure(description: description)
    }
}

public func unimplemented<A, B, C, D, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    placeholder: @autoclosure @escaping @Sendable () -> Result,
    file: StaticString = #file,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A, B, C, D) -> Result {
    { a, b, c, d in
        UnimplementedMessage.fail(description(), arguments: (a, b, c, d), file: file, fileID: fileID, line: line)
        return placeholder()
    }
}

public func unimplemented<A, B, C, D, E, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    file: StaticString = #file,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A, B, C, D, E) async throws -> Result {
    { a, b, c, d, e in
        let description = description()
        UnimplementedMessage.fail(description, arguments: (a, b, c, d, e), file: file, fileID: fileID, line: line)
        throw UnimplementedFailure(description: description)
    }
}

public func unimplemented<A, B, C, D, E, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    placeholder: @autoclosure @escaping @Sendable () -> Result,
    file: StaticString = #file,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A, B, C, D, E) -> Result {
    { a, b, c, d, e in
        UnimplementedMessage.fail(description(), arguments: (a, b, c, d, e), file: file, fileID: fileID, line: line)
        return placeholder()
    }
}
