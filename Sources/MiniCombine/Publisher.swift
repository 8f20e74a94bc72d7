import RenderTrace

/// A tiny stand-in for Combine's `Publisher`, enough for `ObservableObject` and `@Published`.
///
/// Real Combine (Apple platforms only; there is no Combine on Linux) has subscribers, demand and
/// completion. SwiftUI only ever needs "tell me each time a value is sent", so this keeps just that:
/// `sink(receiveValue:)` returns an `AnyCancellable`, and the subscription lives as long as that
/// cancellable does.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Calls `receiveValue` for every value sent from now on, until the returned cancellable is
    /// cancelled or released.
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher {
    /// Combine's two-closure form; completion never happens in this mini runtime.
    public func sink(
        receiveCompletion: @escaping (Never) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        sink(receiveValue: receiveValue)
    }
}

/// The part the subjects share: a list of handlers, each removed when its cancellable goes away.
/// The list sits behind a lock because objects may be changed from any thread (SwiftUI then
/// complains, but Combine itself allows it).
final class Subscribers<Output>: @unchecked Sendable {
    private let lock = Lock()
    private var handlers: [(id: Int, handler: (Output) -> Void)] = []
    private var nextID = 0

    func add(_ handler: @escaping (Output) -> Void) -> AnyCancellable {
        let id = lock.withLock {
            defer { nextID += 1 }
            handlers.append((nextID, handler))
            return nextID
        }
        return AnyCancellable { [weak self] in
            guard let self else { return }
            lock.withLock { handlers.removeAll { $0.id == id } }
        }
    }

    func send(_ value: Output) {
        // Copy first: a handler may cancel itself or subscribe others while we iterate.
        let current = lock.withLock { handlers }
        for entry in current {
            entry.handler(value)
        }
    }
}
