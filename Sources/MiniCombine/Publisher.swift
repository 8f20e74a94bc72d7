import RuntimeSupport

/// Something that sends values over time, then maybe finishes or fails. Combine's `Publisher`,
/// cut down to what SwiftUI and TCA code of the 1.x era uses.
///
/// Real Combine (Apple platforms only; there is no Combine on Linux) connects publishers and
/// subscribers with demand and back-pressure. Nothing here asks for less than everything, so a
/// subscription is one call, `sink(receiveCompletion:receiveValue:)`, and it lives as long as the
/// `AnyCancellable` it returns. Operators (`map`, `removeDuplicates`, `receive(on:)`…) are small
/// structs that subscribe to the publisher they wrap.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Calls `receiveValue` for every value and `receiveCompletion` once at the end, until the
    /// returned cancellable is cancelled or released.
    func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable
}

/// Namespace for what subscribers receive. Combine's `Subscribers`.
public enum Subscribers {
    /// How a publisher ended. Combine's `Subscribers.Completion`.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` for every value, as long as the returned cancellable is kept.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// Namespace for the operators' types, as in Combine (`Publishers.Map`, `Publishers.Merge`…).
public enum Publishers {}

/// A publisher with its type erased. Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe:
        (@escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void) -> AnyCancellable

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher.sink(receiveCompletion: $0, receiveValue: $1) }
    }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        subscribe(receiveCompletion, receiveValue)
    }
}

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

/// The part the subjects share: a list of handlers, each removed when its cancellable goes away,
/// and the completion once it has happened. The list sits behind a lock because objects may be
/// changed from any thread (SwiftUI then complains, but Combine itself allows it).
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
    private struct Handler {
        let id: Int
        let value: (Output) -> Void
        let completion: (Subscribers.Completion<Failure>) -> Void
    }

    private let lock = Lock()
    private var handlers: [Handler] = []
    private var nextID = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    func add(
        _ value: @escaping (Output) -> Void,
        completion: @escaping (Subscribers.Completion<Failure>) -> Void = { _ in }
    ) -> AnyCancellable {
        let (id, finished) = lock.withLock { () -> (Int, Subscribers.Completion<Failure>?) in
            if let completion = self.completion { return (-1, completion) }
            defer { nextID += 1 }
            handlers.append(Handler(id: nextID, value: value, completion: completion))
            return (nextID, nil)
        }
        if let finished {
            completion(finished)
            return AnyCancellable {}
        }
        return AnyCancellable { [weak self] in
            guard let self else { return }
            lock.withLock { handlers.removeAll { $0.id == id } }
        }
    }

    func send(_ value: Output) {
        // Copy first: a handler may cancel itself or subscribe others while we iterate.
        let current = lock.withLock { completion == nil ? handlers : [] }
        for handler in current {
            handler.value(value)
        }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let current = lock.withLock { () -> [Handler] in
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { handlers = [] }
            return handlers
        }
        for handler in current {
            handler.completion(completion)
        }
    }
}
