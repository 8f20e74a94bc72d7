/// Something that can stop a subscription, as in Combine.
public protocol Cancellable {
    func cancel()
}

/// Cancels its subscription when cancelled or when released, as Combine's `AnyCancellable` does.
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    /// Wraps another cancellable (a scheduler's repeating work), cancelling it when released.
    public convenience init<C: Cancellable>(_ canceller: C) {
        self.init(canceller.cancel)
    }

    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    deinit {
        onCancel?()
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension Cancellable {
    /// Keeps this cancellable alive in `set`, as an `AnyCancellable`: what Combine offers every
    /// cancellable (`scheduler.schedule(after:interval:) { … }.store(in: &cancellables)`).
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self as? AnyCancellable ?? AnyCancellable(self))
    }

    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self as? AnyCancellable ?? AnyCancellable(self))
    }
}
