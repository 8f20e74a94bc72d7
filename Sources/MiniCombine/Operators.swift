import RuntimeSupport

/// The operators TCA-era code chains onto publishers. Each is a small publisher that subscribes
/// to the one before it; their names and shapes follow Combine's (`Publishers.Map`, …), so code
/// written against Combine reads the same. Simplified: no demand, and no thread hops unless a
/// scheduler asks for one.
extension Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            upstream.sink(receiveCompletion: receiveCompletion) { receiveValue(transform($0)) }
        }
    }

    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            upstream.sink(receiveCompletion: receiveCompletion) { value in
                if let output = transform(value) { receiveValue(output) }
            }
        }
    }

    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            upstream.sink(receiveCompletion: receiveCompletion) { if isIncluded($0) { receiveValue($0) } }
        }
    }

    /// Drops a value equal (by `predicate`) to the one before it.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            var previous: Output?
            return upstream.sink(receiveCompletion: receiveCompletion) { value in
                if let last = previous, predicate(last, value) { return }
                previous = value
                receiveValue(value)
            }
        }
    }

    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            var remaining = count
            return upstream.sink(receiveCompletion: receiveCompletion) { value in
                if remaining > 0 {
                    remaining -= 1
                } else {
                    receiveValue(value)
                }
            }
        }
    }

    /// The first `maxLength` values, then finished. `first()` is `prefix(1)`.
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let maxLength: Int

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Upstream.Output) -> Void
        ) -> AnyCancellable {
            let state = OnceBox()
            var delivered = 0
            let completion = { (completion: Subscribers.Completion<Failure>) in
                if state.claim() { receiveCompletion(completion) }
            }
            guard maxLength > 0 else {
                completion(.finished)
                return AnyCancellable {}
            }
            let box = CancellableBox()
            box.cancellable = upstream.sink(receiveCompletion: completion) { value in
                guard delivered < maxLength else { return }
                delivered += 1
                receiveValue(value)
                if delivered == maxLength {
                    completion(.finished)
                    box.cancel()
                }
            }
            return AnyCancellable { box.cancel() }
        }
    }

    /// Runs side effects at the points of a subscription's life. Combine's `handleEvents`.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        let receiveSubscription: ((Any) -> Void)?
        let receiveOutput: ((Output) -> Void)?
        let receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        let receiveCancel: (() -> Void)?

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            // The handler is given the subscription, an object that lives until it is cancelled,
            // as Combine's does: a test can hold it weakly to see it released.
            let subscription = HandledSubscription()
            receiveSubscription?(subscription)
            let finished = OnceBox()
            subscription.upstream = upstream.sink(
                receiveCompletion: { completion in
                    _ = finished.claim()
                    self.receiveCompletion?(completion)
                    receiveCompletion(completion)
                },
                receiveValue: { value in
                    receiveOutput?(value)
                    receiveValue(value)
                }
            )
            return AnyCancellable {
                if finished.claim() { receiveCancel?() }
                subscription.cancel()
            }
        }
    }

    /// What `handleEvents(receiveSubscription:)` is handed.
    final class HandledSubscription: Cancellable {
        var upstream: AnyCancellable?

        func cancel() {
            upstream?.cancel()
            upstream = nil
        }
    }

    /// Both publishers' values as they come; finished when both are. Combine's `Publishers.Merge`
    /// and `MergeMany` in one.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            var remaining = publishers.count
            let done = OnceBox()
            guard remaining > 0 else {
                receiveCompletion(.finished)
                return AnyCancellable {}
            }
            let cancellables = publishers.map { publisher in
                publisher.sink(
                    receiveCompletion: { completion in
                        switch completion {
                        case .finished:
                            remaining -= 1
                            if remaining == 0, done.claim() { receiveCompletion(.finished) }
                        case .failure:
                            if done.claim() { receiveCompletion(completion) }
                        }
                    },
                    receiveValue: receiveValue
                )
            }
            return AnyCancellable { cancellables.forEach { $0.cancel() } }
        }
    }

    /// Values and completion delivered on a scheduler. Combine's `receive(on:)`.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let box = CancellableBox()
            box.cancellable = upstream.sink(
                receiveCompletion: { completion in
                    scheduler.schedule(options: options) { if !box.isCancelled { receiveCompletion(completion) } }
                },
                receiveValue: { value in
                    scheduler.schedule(options: options) { if !box.isCancelled { receiveValue(value) } }
                }
            )
            return AnyCancellable { box.cancel() }
        }
    }

    /// The subscription made on a scheduler. Combine's `subscribe(on:)`.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let box = CancellableBox()
            scheduler.schedule(options: options) {
                guard !box.isCancelled else { return }
                box.cancellable = upstream.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            }
            return AnyCancellable { box.cancel() }
        }
    }

    /// Each value (and the completion) delivered `interval` later on a scheduler. Combine's `delay`.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let tolerance: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let box = CancellableBox()
            let later = { (work: @escaping () -> Void) in
                scheduler.schedule(
                    after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options
                ) { if !box.isCancelled { work() } }
            }
            box.cancellable = upstream.sink(
                receiveCompletion: { completion in later { receiveCompletion(completion) } },
                receiveValue: { value in later { receiveValue(value) } }
            )
            return AnyCancellable { box.cancel() }
        }
    }

    /// Publishes a value only once `dueTime` has passed without a newer one. Combine's `debounce`.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let box = CancellableBox()
            var generation = 0
            box.cancellable = upstream.sink(
                receiveCompletion: { completion in
                    scheduler.schedule(options: options) { if !box.isCancelled { receiveCompletion(completion) } }
                },
                receiveValue: { value in
                    generation += 1
                    let current = generation
                    scheduler.schedule(
                        after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
                        options: options
                    ) {
                        if !box.isCancelled, current == generation { receiveValue(value) }
                    }
                }
            )
            return AnyCancellable { box.cancel() }
        }
    }
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// `publisher.map(\.count)`.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
        map { $0[keyPath: keyPath] }
    }

    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }

    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, maxLength: maxLength)
    }

    public func first() -> Publishers.Output<Self> {
        prefix(1)
    }

    public func handleEvents(
        receiveSubscription: ((Any) -> Void)? = nil,
        receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
        receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Any) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription,
            receiveOutput: receiveOutput, receiveCompletion: receiveCompletion, receiveCancel: receiveCancel)
    }

    public func merge(with other: Self) -> Publishers.MergeMany<Self> {
        Publishers.MergeMany(self, other)
    }

    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }

    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
            scheduler: scheduler, options: options)
    }

    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }

    /// Writes each value to a property of an object.
    public func assign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
    where Failure == Never {
        sink { object[keyPath: keyPath] = $0 }
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        removeDuplicates(by: ==)
    }
}

extension Publisher where Failure == Never {
    /// The values as an `AsyncSequence`: `for await value in publisher.values { … }`.
    public var values: AsyncStream<Output> {
        AsyncStream { continuation in
            let cancellable = sink(
                receiveCompletion: { _ in continuation.finish() },
                receiveValue: { continuation.yield(UncheckedValue($0).value) }
            )
            let box = UncheckedCancellable(cancellable)
            continuation.onTermination = { _ in box.cancellable.cancel() }
        }
    }
}

/// Holds a subscription that is only known once `sink` returns, so the handlers can end it.
final class CancellableBox: @unchecked Sendable {
    private let lock = Lock()
    private var stored: AnyCancellable?
    private var cancelled = false

    var cancellable: AnyCancellable? {
        get { lock.withLock { stored } }
        set {
            let cancelNow = lock.withLock { () -> Bool in
                stored = newValue
                return cancelled
            }
            if cancelNow { newValue?.cancel() }
        }
    }

    var isCancelled: Bool {
        lock.withLock { cancelled }
    }

    func cancel() {
        let current = lock.withLock { () -> AnyCancellable? in
            cancelled = true
            return stored
        }
        current?.cancel()
    }
}

/// True the first time `claim()` is called, false after: a completion is delivered once.
final class OnceBox: @unchecked Sendable {
    private let lock = Lock()
    private var claimed = false

    func claim() -> Bool {
        lock.withLock {
            defer { claimed = true }
            return !claimed
        }
    }
}

/// A value handed to an `AsyncStream` of a publisher's outputs, which Combine does not require to be
/// `Sendable`.
private struct UncheckedValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

private struct UncheckedCancellable: @unchecked Sendable {
    let cancellable: AnyCancellable
    init(_ cancellable: AnyCancellable) { self.cancellable = cancellable }
}
