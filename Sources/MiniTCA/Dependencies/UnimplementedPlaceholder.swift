/// `unimplemented` for an endpoint that can neither throw nor was given a `placeholder`, as
/// XCTest Dynamic Overlay has it: `download: unimplemented("DownloadClient.download")` for a
/// `(URL) -> AsyncThrowingStream<Event, Error>` endpoint. After reporting the failure it returns
/// a default value of the result type where there is an obvious one: nothing (`Void`), `nil`, an
/// empty collection or string, zero, `false`, or a stream that has already finished. For any
/// other type there is nothing sensible to return, and the program stops with the failure's
/// description.

public func unimplemented<Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    file: StaticString = #file,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable () -> Result {
    {
        let description = description()
        UnimplementedMessage.fail(description, arguments: nil, file: file, fileID: fileID, line: line)
        return UnimplementedPlaceholder.make(description: description, file: file, line: line)
    }
}

public func unimplemented<A, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    file: StaticString = #file,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A) -> Result {
    { a in
        let description = description()
        UnimplementedMessage.fail(description, arguments: a, file: file, fileID: fileID, line: line)
        return UnimplementedPlaceholder.make(description: description, file: file, line: line)
    }
}

public func unimplemented<A, B, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    file: StaticString = #file,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A, B) -> Result {
    { a, b in
        let description = description()
        UnimplementedMessage.fail(description, arguments: (a, b), file: file, fileID: fileID, line: line)
        return UnimplementedPlaceholder.make(description: description, file: file, line: line)
    }
}

public func unimplemented<A, B, C, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    file: StaticString = #file,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A, B, C) -> Result {
    { a, b, c in
        let description = description()
        UnimplementedMessage.fail(description, arguments: (a, b, c), file: file, fileID: fileID, line: line)
        return UnimplementedPlaceholder.make(description: description, file: file, line: line)
    }
}

public func unimplemented<A, B, C, D, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    file: StaticString = #file,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A, B, C, D) -> Result {
    { a, b, c, d in
        let description = description()
        UnimplementedMessage.fail(description, arguments: (a, b, c, d), file: file, fileID: fileID, line: line)
        return UnimplementedPlaceholder.make(description: description, file: file, line: line)
    }
}

public func unimplemented<A, B, C, D, E, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    file: StaticString = #file,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A, B, C, D, E) -> Result {
    { a, b, c, d, e in
        let description = description()
        UnimplementedMessage.fail(description, arguments: (a, b, c, d, e), file: file, fileID: fileID, line: line)
        return UnimplementedPlaceholder.make(description: description, file: file, line: line)
    }
}

/// Default values an unimplemented endpoint without a `placeholder` can return.
enum UnimplementedPlaceholder {
    static func make<Result>(description: String, file: StaticString, line: UInt) -> Result {
        if Result.self == Void.self {
            return () as! Result
        }
        if let type = Result.self as? any ExpressibleByNilLiteral.Type {
            return type.init(nilLiteral: ()) as! Result
        }
        if let type = Result.self as? any UnimplementedPlaceholderProviding.Type {
            return type.unimplementedPlaceholder as! Result
        }
        if let type = Result.self as? any RangeReplaceableCollection.Type {
            return type.init() as! Result
        }
        if let type = Result.self as? any AdditiveArithmetic.Type {
            return type.zero as! Result
        }
        if Result.self == Bool.self {
            return false as! Result
        }
        fatalError(
            """
            Unimplemented\(description.isEmpty ? "" : ": \(description)") …

            There is no default value of type \(Result.self) to return; give the endpoint a \
            'placeholder:'.
            """,
            file: file,
            line: line
        )
    }
}

/// A type with an obvious value for an unimplemented endpoint to return.
protocol UnimplementedPlaceholderProviding {
    static var unimplementedPlaceholder: Self { get }
}

extension AsyncStream: UnimplementedPlaceholderProviding {
    static var unimplementedPlaceholder: Self { Self { $0.finish() } }
}

extension AsyncThrowingStream: UnimplementedPlaceholderProviding where Failure == any Error {
    static var unimplementedPlaceholder: Self { Self { $0.finish() } }
}

extension Dictionary: UnimplementedPlaceholderProviding {
    static var unimplementedPlaceholder: Self { [:] }
}

extension Set: UnimplementedPlaceholderProviding {
    static var unimplementedPlaceholder: Self { [] }
}
