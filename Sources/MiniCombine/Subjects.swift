/// Sends whatever it is given to its subscribers; keeps nothing. Combine's `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let subscribers = Subscribers<Output>()

    public init() {}

    public func send(_ value: Output) {
        subscribers.send(value)
    }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.add(receiveValue)
    }
}

extension PassthroughSubject where Output == Void {
    public func send() {
        send(())
    }
}

/// Holds a current value and sends it to each new subscriber first. Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    private let subscribers = Subscribers<Output>()

    public var value: Output {
        didSet { subscribers.send(value) }
    }

    public init(_ value: Output) {
        self.value = value
    }

    public func send(_ value: Output) {
        self.value = value
    }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveValue(value)
        return subscribers.add(receiveValue)
    }
}
