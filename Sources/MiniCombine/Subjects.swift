/// A publisher you send values into by hand. Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    public func send() {
        send(())
    }
}

/// Sends whatever it is given to its subscribers; keeps nothing. Combine's `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()

    public init() {}

    public func send(_ value: Output) {
        subscribers.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.finish(completion)
    }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        subscribers.add(receiveValue, completion: receiveCompletion)
    }
}

/// Holds a current value and sends it to each new subscriber first. Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()

    public var value: Output {
        didSet { subscribers.send(value) }
    }

    public init(_ value: Output) {
        self.value = value
    }

    public func send(_ value: Output) {
        self.value = value
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.finish(completion)
    }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        if subscribers.completion == nil { receiveValue(value) }
        return subscribers.add(receiveValue, completion: receiveCompletion)
    }
}
