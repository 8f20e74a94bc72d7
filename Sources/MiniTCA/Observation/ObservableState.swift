import Foundation
import Observation

/// State whose properties are observed one by one: what `@ObservableState` makes a feature's
/// `State`. TCA 1.7+'s `ObservableState`.
///
/// ```swift
/// @ObservableState
/// struct State { var count = 0 }
/// ```
///
/// The macro turns each stored property into one that tells the state's
/// `ObservationStateRegistrar` when it is read and when it changes, so a view whose body read
/// `store.count` runs again only when `count` changes. `_$id` is the value's *identity*: copies
/// share it, a freshly made value (`state.child = Child.State()`) has a new one. A store uses it
/// to tell "the same state, changed inside" (observers of the changed properties are told) from
/// "another state" (every reader of the store is told).
///
/// Simplified: TCA refines swift-perception's `Perceptible` for iOS 16; here Observation's
/// `Observable`, which Linux has, is refined directly.
public protocol ObservableState: Observable {
    var _$id: ObservableStateID { get }
    mutating func _$willModify()
}

/// The identity of an observable state value. TCA's `ObservableStateID`.
///
/// It is a reference shared by copies of a state, holding where the value "lives" (a UUID).
/// `_$willModify()` gives the value a new location when it is changed through a parent
/// (TCA does this in the `_modify` of every observed property), so a store scoped to it sees a
/// new identity. An enum state's id is its case's id tagged with the case's position.
public struct ObservableStateID: Hashable, Sendable {
    private var storage: Storage

    private init(storage: Storage) {
        self.storage = storage
    }

    public init() {
        self.init(storage: Storage(.location(UUID())))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.id == rhs.storage.id
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.id)
    }

    /// The id of any value: its own if it is observable state, a new one otherwise.
    public static func _$id<T>(for value: T) -> Self {
        (value as? any ObservableState)?._$id ?? Self()
    }

    public static func _$id(for value: some ObservableState) -> Self {
        value._$id
    }

    /// This id marked with an enum case's position: `.a(x)` and `.b(x)` differ.
    public func _$tag(_ tag: Int) -> Self {
        Self(storage: Storage(.tag(tag, storage.id)))
    }

    /// Moves the value to a new location; copies made before keep the old one.
    public mutating func _$willModify() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(storage.id)
        }
        storage.id.relocate()
    }

    private final class Storage: @unchecked Sendable {
        var id: ID
        init(_ id: ID) { self.id = id }
    }

    private indirect enum ID: Hashable, Sendable {
        case location(UUID)
        case tag(Int, ID)

        mutating func relocate() {
            switch self {
            case .location: self = .location(UUID())
            case .tag(let tag, var id):
                id.relocate()
                self = .tag(tag, id)
            }
        }
    }
}

/// Whether two values are "the same state": equal identities, so changes inside them are told
/// property by property and not as a replacement. The overloads the macros' expansions pick from,
/// as in TCA: observable state compares `_$id`; collections of it compare the ids of their
/// elements; anything else is never the same (its observers are told of every write).
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
    lhs._$id == rhs._$id
}

public func _$isIdentityEqual<ID: Hashable, T: ObservableState>(
    _ lhs: IdentifiedArray<ID, T>, _ rhs: IdentifiedArray<ID, T>
) -> Bool {
    lhs.ids == rhs.ids
}

public func _$isIdentityEqual<T: ObservableState>(_ lhs: PresentationState<T>, _ rhs: PresentationState<T>) -> Bool {
    lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}

public func _$isIdentityEqual<T: ObservableState>(_ lhs: StackState<T>, _ rhs: StackState<T>) -> Bool {
    lhs.ids == rhs.ids
}

public func _$isIdentityEqual<C: Collection>(_ lhs: C, _ rhs: C) -> Bool where C.Element: ObservableState {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

/// A `String` is a collection, but never of observable state.
public func _$isIdentityEqual(_ lhs: String, _ rhs: String) -> Bool {
    false
}

/// The fallback, for members whose static type says nothing: an optional child, say, is
/// compared by identity when it holds observable state. It answers as the overloads above do for
/// the types they name (a tracked property's setter relies on it, see `ObservationStateRegistrar`).
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
    guard !_isPOD(T.self) else { return false }
    if let lhs = lhs as? any IdentityComparing {
        return lhs.isIdentityEqual(to: rhs)
    }
    if let lhs = lhs as? any ObservableState, let rhs = rhs as? any ObservableState {
        return lhs._$id == rhs._$id
    }
    if let lhs = lhs as? any Collection, let rhs = rhs as? any Collection {
        return collectionsShareIdentity(lhs, rhs)
    }
    return false
}

/// The collections and wrappers of observable state that `_$isIdentityEqual` has an overload
/// for, answering the same when only their dynamic type is known.
protocol IdentityComparing {
    func isIdentityEqual(to other: Any) -> Bool
}

extension IdentifiedArray: IdentityComparing where Element: ObservableState {
    func isIdentityEqual(to other: Any) -> Bool {
        (other as? Self).map { _$isIdentityEqual(self, $0) } ?? false
    }
}

extension PresentationState: IdentityComparing where State: ObservableState {
    func isIdentityEqual(to other: Any) -> Bool {
        (other as? Self).map { _$isIdentityEqual(self, $0) } ?? false
    }
}

extension StackState: IdentityComparing where Element: ObservableState {
    func isIdentityEqual(to other: Any) -> Bool {
        (other as? Self).map { _$isIdentityEqual(self, $0) } ?? false
    }
}

private func collectionsShareIdentity<C: Collection>(_ lhs: C, _ rhs: any Collection) -> Bool {
    guard C.Element.self is any ObservableState.Type, let rhs = rhs as? C else { return false }
    return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { _$isIdentityEqual($0, $1) }
}

/// Whether a write tells a property's observers, which TCA 1.22+ asks before every write: any
/// value always does; an equatable one only when it differs (`!=`); an object only when it is
/// another object (`!==`). The most specific overload for the member's type is the one the
/// setter `@ObservationStateTracked` writes passes. TCA's macro declares these four in each
/// state type; here they are declared once, so a state's setters do not each capture the state
/// to call them.
public func _$shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
    true
}

public func _$shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
    lhs != rhs
}

public func _$shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
    lhs !== rhs
}

public func _$shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
    lhs != rhs
}

/// What the enum form of `@ObservableState` calls on a case's payload: gives observable state a
/// new location, leaves anything else alone.
public func _$willModify<T>(_: inout T) {}

public func _$willModify<T: ObservableState>(_ value: inout T) {
    value._$willModify()
}
