/// A `StaticString` that can be a key path subscript's argument, which must be `Hashable`: the
/// file a binding was made in, kept for the warning a wrong write reports there. TCA's
/// `_HashableStaticString`.
public struct _HashableStaticString: RawRepresentable, ExpressibleByStringLiteral, Hashable, CustomStringConvertible {
    public let rawValue: StaticString

    public init(rawValue: StaticString) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: StaticString) {
        self.init(rawValue: value)
    }

    public var description: String {
        rawValue.description
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}
