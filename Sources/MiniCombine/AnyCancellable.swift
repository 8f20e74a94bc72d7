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

    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    deinit {
        onCancel?()
    }

    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
