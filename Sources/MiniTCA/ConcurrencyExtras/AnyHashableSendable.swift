/// A type-erased value that is both `Hashable` and `Sendable`, which `AnyHashable` is not known to
/// be. ConcurrencyExtras' `AnyHashableSendable`: TCA-era code keeps ids of mixed types in it (a
/// cancellation id, a favorite's id) and passes them across tasks. Wrapping one again keeps the
/// value inside, so two wrappings of `1` are equal.
public struct AnyHashableSendable: Hashable, Sendable {
    public let base: any Hashable & Sendable

    public init(_ base: some Hashable & Sendable) {
        if let wrapped = base as? AnyHashableSendable {
            self = wrapped
        } else {
            self.base = base
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }
}

extension AnyHashableSendable: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { String(describing: base) }
    public var debugDescription: String { "AnyHashableSendable(\(String(reflecting: base)))" }
}
