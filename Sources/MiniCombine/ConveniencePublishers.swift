import RuntimeSupport

/// Publishes one value, then finishes, the moment it is subscribed to. Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) {
        self.output = output
    }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}

extension Just: Equatable where Output: Equatable {}

/// Publishes nothing; finishes at once (or never, with `completeImmediately: false`).
/// Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    public let completeImmediately: Bool

    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.init(completeImmediately: completeImmediately)
    }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        if completeImmediately { receiveCompletion(.finished) }
        return AnyCancellable {}
    }
}

/// Fails at once with the given error. Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure

    public init(error: Failure) {
        self.error = error
    }

    public init(outputType: Output.Type, failure: Failure) {
        self.error = failure
    }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        receiveCompletion(.failure(error))
        return AnyCancellable {}
    }
}

/// Makes its publisher only when subscribed to. Combine's `Deferred`.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher

    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        createPublisher().sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
}

/// Runs a callback-style operation once and publishes its one result. Combine's `Future`.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let subscribers = SubscriberList<Output, Failure>()
    private let lock = Lock()
    private var result: Result<Output, Failure>?

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        let isFirst = lock.withLock { () -> Bool in
            guard self.result == nil else { return false }
            self.result = result
            return true
        }
        guard isFirst else { return }
        switch result {
        case let .success(value):
            subscribers.send(value)
            subscribers.finish(.finished)
        case let .failure(error):
            subscribers.finish(.failure(error))
        }
    }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        if let result = lock.withLock({ self.result }) {
            switch result {
            case let .success(value):
                receiveValue(value)
                receiveCompletion(.finished)
            case let .failure(error):
                receiveCompletion(.failure(error))
            }
            return AnyCancellable {}
        }
        return subscribers.add(receiveValue, completion: receiveCompletion)
    }
}

extension Publishers {
    /// `[1, 2, 3].publisher`: publishes each element, then finishes. Combine's `Publishers.Sequence`.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements

        public init(sequence: Elements) {
            self.sequence = sequence
        }

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            var isCancelled = false
            let cancellable = AnyCancellable { isCancelled = true }
            for element in sequence {
                if isCancelled { return cancellable }
                receiveValue(element)
            }
            receiveCompletion(.finished)
            return cancellable
        }
    }
}

extension Sequence {
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}
