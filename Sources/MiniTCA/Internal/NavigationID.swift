import Foundation
/// Which child a piece of optional or collection state holds, so that the child's effects can
/// be cancelled when it goes away. TCA's `NavigationID`.
///
/// Two values are the same child when they sit at the same key path and have the same
/// identity: the `id` of an `Identifiable` state, the case of an enum state (a destination that
/// switches from `.alert` to `.sheet` is a new child) with its payload's `id` when it has one
/// (another alert in the same case is a new child too), or else just the type.
/// A child's effects are keyed by its parents' ids too (`NavigationIDPath`), so children of two
/// parents with equal ids never collide.
struct NavigationID: Hashable, @unchecked Sendable {
    let path: AnyKeyPath
    let type: ObjectIdentifier
    let identity: AnyHashable?

    init(path: AnyKeyPath, state: Any) {
        self.path = path
        self.type = ObjectIdentifier(Swift.type(of: state))
        if let identifiable = state as? any Identifiable {
            self.identity = Self.id(of: identifiable)
        } else if let label = EnumReflection.caseLabel(of: state) {
            let payload = Mirror(reflecting: state).children.first?.value as? any Identifiable
            self.identity = AnyHashable([AnyHashable(label), payload.map { Self.id(of: $0) }])
        } else {
            self.identity = nil
        }
    }

    /// A root store, unique to it: what keeps two root stores' cancellation ids apart.
    static func rootStore() -> Self {
        Self(path: \NavigationIDPath.self, elementID: AnyHashable(UUID()))
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

/// The navigation ids from the root feature down to the one reducing now. TCA's
/// `NavigationIDPath`, kept (as there) in the dependencies: `ifLet`, `forEach` and the
/// presentation reducer append the child's id while the child reduces, and the child's effects
/// carry it, so a child's cancellation ids only reach its own effects.
struct NavigationIDPath: Hashable, Sendable {
    var ids: [NavigationID] = []

    func appending(_ id: NavigationID) -> Self {
        Self(ids: ids + [id])
    }
}

extension DependencyValues {
    var navigationIDPath: NavigationIDPath {
        get { self[NavigationIDPathKey.self] }
        set { self[NavigationIDPathKey.self] = newValue }
    }

    private enum NavigationIDPathKey: DependencyKey {
        static let liveValue = NavigationIDPath()
        static let testValue = NavigationIDPath()
    }
}

extension DependencyValues {
    /// Since TCA 1.20.1 each root store starts its own navigation path, so `.cancel(id:)` in one
    /// store does not reach the effects of another store that use the same id (two test stores of
    /// one feature, say). Before, cancellation ids were shared by the whole program.
    mutating func isolateRootStoreCancellation() {
        guard TargetVersion.usesModernBehaviour else { return }
        navigationIDPath = navigationIDPath.appending(.rootStore())
    }
}

/// Runs a child's reducer with the child's id appended to the navigation path, so the effects it
/// makes (and their cancellation ids) belong to that child.
func withNavigationID<R>(_ id: NavigationID, _ body: () -> R) -> R {
    var dependencies = DependencyValues._current
    dependencies.navigationIDPath = dependencies.navigationIDPath.appending(id)
    return DependencyValues.$_current.withValue(dependencies, operation: body)
}
