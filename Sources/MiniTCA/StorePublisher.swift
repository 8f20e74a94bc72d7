import MiniCombine

/// The states of a store or view store, as a Combine publisher. TCA's `StorePublisher`: it keeps
/// what it publishes from alive while subscribed, and `publisher.field` follows one field.
@dynamicMemberLookup
public struct StorePublisher<State>: Publisher {
    public typealias Output = State
    public typealias Failure = Never

    let upstream: AnyPublisher<State, Never>
    let source: AnyObject

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
        receiveValue: @escaping (State) -> Void
    ) -> AnyCancellable {
        let source = self.source
        let cancellable = upstream.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        return AnyCancellable {
            _ = source
            cancellable.cancel()
        }
    }

    public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> StorePublisher<Value> {
        StorePublisher<Value>(
            upstream: upstream.map(keyPath).removeDuplicates().eraseToAnyPublisher(), source: source)
    }
}

extension Store {
    /// The state now and after each change, as a Combine publisher: `store.publisher.count.sink { … }`.
    /// TCA's `Store.publisher` (deprecated there in favour of observation). The subscription keeps
    /// the store alive, as TCA's does.
    public var publisher: StorePublisher<State> {
        let states = CurrentValueSubject<State, Never>(currentState)
        let source = StoreStateSource(store: self, token: observers.observe { [weak self] in
            guard let self else { return }
            states.send(self.currentState)
        })
        return StorePublisher(upstream: states.eraseToAnyPublisher(), source: source)
    }
}

/// What a store's publisher holds on to: the store, and its subscription to the store's changes.
@MainActor
private final class StoreStateSource {
    let store: AnyObject
    let token: ObservationToken

    init(store: AnyObject, token: ObservationToken) {
        self.store = store
        self.token = token
    }
}
