/// ConcurrencyExtras' way to turn any async sequence into an `AsyncStream`: a dependency whose
/// type is `() async -> AsyncStream<Void>` can then be fed by
/// `AsyncStream(NotificationCenter.default.notifications(named: …).map { _ in })`, or a test's
/// own sequence. The stream iterates the sequence in a task of its own, finishes when the
/// sequence ends (or throws), and cancels that task when whoever iterates the stream stops.
/// (`SendableMetatype`, which every ordinary type is: that task names the sequence's type.)
extension AsyncStream {
    public init<S: AsyncSequence>(_ sequence: S) where S.Element == Element, S: SendableMetatype {
        let source = UncheckedSendable(sequence)
        self.init { continuation in
            let task = Task {
                do {
                    for try await element in source.value {
                        // Each element passes from the sequence to the stream and nowhere else.
                        nonisolated(unsafe) let element = element
                        continuation.yield(element)
                    }
                } catch {}
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

extension AsyncThrowingStream where Failure == any Error {
    /// The throwing form: the stream rethrows what the sequence throws.
    public init<S: AsyncSequence>(_ sequence: S) where S.Element == Element, S: SendableMetatype {
        let source = UncheckedSendable(sequence)
        self.init { continuation in
            let task = Task {
                do {
                    for try await element in source.value {
                        // Each element passes from the sequence to the stream and nowhere else.
                        nonisolated(unsafe) let element = element
                        continuation.yield(element)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

extension AsyncSequence where Self: SendableMetatype {
    /// The same sequence as an `AsyncStream`. ConcurrencyExtras' `eraseToStream()`.
    public func eraseToStream() -> AsyncStream<Element> {
        AsyncStream(self)
    }

    /// The same sequence as an `AsyncThrowingStream`. ConcurrencyExtras'
    /// `eraseToThrowingStream()`.
    public func eraseToThrowingStream() -> AsyncThrowingStream<Element, any Error> {
        AsyncThrowingStream(self)
    }
}
