/// Which child a piece of optional or collection state holds, so that the child's effects can
/// be cancelled when it goes away. TCA's `NavigationID`.
///
/// Two values are the same child when they sit at the same key path and have the same
/// identity: the `id` of an `Identifiable` state, the case of an enum state (a destination that
/// switches from `.alert` to `.sheet` is a new child), or else just the type.
/// Simplified: TCA also prefixes the path of the parents, so that children of two parents with
/// equal ids never collide; here they could, in the rare recursive feature with plain ids.
struct NavigationID: Hashable, @unchecked Sendable {
    let path: AnyKeyPath
    let type: ObjectIdentifier
    let identity: AnyHashable?

    init(path: AnyKeyPath, state: Any) {
        self.path = path
        self.type = ObjectIdentifier(Swift.type(of: state))
        if let identifiable = state as? any Identifiable {
            self.identity = Self.id(of: identifiable)
        } else {
            self.identity = EnumReflection.caseLabel(of: state).map(AnyHashable.init)
        }
    }

    /// An element of a collection, identified by its id in the collection.
    init(path: AnyKeyPath, elementID: AnyHashable) {
        self.path = path
        self.type = ObjectIdentifier(AnyHashable.self)
        self.identity = elementID
    }

    private static func id<T: Identifiable>(of value: T) -> AnyHashable {
        AnyHashable(value.id)
    }
}
