extension AsyncStream {
    /// A stream and the continuation that feeds it, made together. ConcurrencyExtras'
    /// `streamWithContinuation`, which TCA-era tests use to stand in for a client's stream.
    public static func streamWithContinuation(
        _ elementType: Element.Type = Element.self,
        bufferingPolicy limit: Continuation.BufferingPolicy = .unbounded
    ) -> (stream: Self, continuation: Continuation) {
        makeStream(of: elementType, bufferingPolicy: limit)
    }

    /// A stream that never yields and never finishes (it ends when its task is cancelled).
    public static var never: Self {
        Self { _ in }
    }

    /// A stream that finishes at once.
    public static var finished: Self {
        Self { $0.finish() }
    }
}

extension AsyncThrowingStream where Failure == any Error {
    /// The throwing form of `AsyncStream.streamWithContinuation`.
    public static func streamWithContinuation(
        _ elementType: Element.Type = Element.self,
        bufferingPolicy limit: Continuation.BufferingPolicy = .unbounded
    ) -> (stream: Self, continuation: Continuation) {
        makeStream(of: elementType, throwing: Failure.self, bufferingPolicy: limit)
    }

    public static var never: Self {
        Self { _ in }
    }

    /// A stream that finishes at once, with `error` when one is given. A function, unlike
    /// `AsyncStream.finished`, as in ConcurrencyExtras: a client's default endpoint is written
    /// `{ _ in .finished() }`.
    public static func finished(throwing error: Failure? = nil) -> Self {
        Self { $0.finish(throwing: error) }
    }
}
