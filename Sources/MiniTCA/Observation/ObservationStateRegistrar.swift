import MiniSwiftUI
import Observation
import RenderTrace
import RuntimeSupport

/// What an `@ObservableState` value keeps to be observed: its identity and an Observation
/// registrar shared by its copies. TCA 1.7+'s `ObservationStateRegistrar`.
///
/// The accessors `@ObservableState` writes call it: a read calls `access` (the body reading it
/// depends on that property); a write calls `mutate`, which tells the property's observers only
/// when the value really changed (`_$shouldNotifyObservers`) and is not the same child state
/// changed inside (`_$isIdentityEqual`: that child's own properties tell their observers).
///
/// TCA's setters pass those two functions, picked by overload for the property's type. Here a
/// tracked property's setter calls one of four `mutate` overloads instead: the choice is still
/// made by the property's type, but no function value is passed, for each of which the compiler
/// wrote thunks into the learner's module.
///
/// Beyond TCA: a change is announced with the property's name, so the trace can say
/// `store.count changed` (see `ObservedChange` in the mini SwiftUI). Simplified: Observation's
/// `ObservationRegistrar` underneath, not swift-perception's.
public struct ObservationStateRegistrar: Sendable {
    public private(set) var id = ObservableStateID()
    let registrar = ObservationRegistrar()

    public init() {}

    /// Gives the state a new identity (see `ObservableStateID`).
    public mutating func _$willModify() {
        id._$willModify()
    }

    public func access<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        registrar.access(subject, keyPath: keyPath)
    }

    public func mutate<Subject: Observable, Member, Value>(
        _ subject: Subject,
        keyPath: KeyPath<Subject, Member>,
        _ value: inout Value,
        _ newValue: Value,
        _ isIdentityEqual: (Value, Value) -> Bool,
        _ shouldNotifyObservers: (Value, Value) -> Bool = { _, _ in true }
    ) {
        if ObservedPropertyNames.isProbing || isIdentityEqual(value, newValue) || !shouldNotifyObservers(value, newValue) {
            value = newValue
            return
        }
        let name = TraceRecorder.isRecording
            ? ObservedPropertyNames.name(of: keyPath, in: subject, from: value, to: newValue) : nil
        ObservedChange.announcing(name) {
            registrar.withMutation(of: subject, keyPath: keyPath) { value = newValue }
        }
    }

    /// A tracked property's write (`@ObservationStateTracked`'s setter). The overload the
    /// property's type picks decides which writes tell its observers, as in TCA 1.22+: any value
    /// every write, an equatable value only a change, an object only another object, an
    /// equatable object only an unequal one (`_$shouldNotifyObservers`). Whether the new value is
    /// the same state is asked of the value itself (`_$isIdentityEqual`'s last overload).
    public func mutate<Subject: Observable, Member, Value>(
        _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ value: inout Value, _ newValue: Value
    ) {
        mutate(subject, keyPath: keyPath, &value, newValue, _$isIdentityEqual)
    }

    public func mutate<Subject: Observable, Member, Value: Equatable>(
        _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ value: inout Value, _ newValue: Value
    ) {
        mutate(subject, keyPath: keyPath, &value, newValue, _$isIdentityEqual, _$shouldNotifyObservers)
    }

    public func mutate<Subject: Observable, Member, Value: AnyObject>(
        _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ value: inout Value, _ newValue: Value
    ) {
        mutate(subject, keyPath: keyPath, &value, newValue, _$isIdentityEqual, _$shouldNotifyObservers)
    }

    public func mutate<Subject: Observable, Member, Value: Equatable & AnyObject>(
        _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ value: inout Value, _ newValue: Value
    ) {
        mutate(subject, keyPath: keyPath, &value, newValue, _$isIdentityEqual, _$shouldNotifyObservers)
    }

    /// Called before a property is changed in place (`state.child.count += 1`): a child state
    /// gets a new location, as in TCA.
    public func willModify<Subject: Observable, Member>(
        _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
    ) -> Member {
        member
    }

    public func willModify<Subject: Observable, Member: ObservableState>(
        _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
    ) -> Member {
        member._$willModify()
        return member
    }

    /// Called after a change in place: if the member became another value altogether (a child
    /// replaced inside the `modify`), its observers are told as for a plain write.
    public func didModify<Subject: Observable, Member>(
        _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member, _ oldValue: Member
    ) {
        guard !_$isIdentityEqual(oldValue, member) else { return }
        let newValue = member
        member = oldValue
        mutate(subject, keyPath: keyPath, &member, newValue, _$isIdentityEqual)
    }
}

/// Copies of a state share one registrar and are equal whatever their registrars, as in TCA:
/// a state's `Equatable`, `Hashable` and `Codable` conformances pass over it.
extension ObservationStateRegistrar: Equatable, Hashable, Codable {
    public static func == (_: Self, _: Self) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
    public init(from decoder: any Decoder) throws { self.init() }
    public func encode(to encoder: any Encoder) throws {}
}

/// The names of observed properties, for the trace.
///
/// `@ObservableState` makes every tracked property computed, and a key path to a computed
/// property does not print its name. The stored property behind it (`_count`) does appear in
/// the state's `Mirror`, so the name is found once per key path: the old and the new value are
/// written into two copies (with observation silenced) and the stored property that differs
/// between them names it.
enum ObservedPropertyNames {
    @TaskLocal static var isProbing = false
    private static let lock = Lock()
    nonisolated(unsafe) private static var names: [AnyKeyPath: String] = [:]

    static func name<Subject, Member, Value>(
        of keyPath: KeyPath<Subject, Member>, in subject: Subject, from oldValue: Value, to newValue: Value
    ) -> String? {
        if let known = lock.withLock({ names[keyPath] }) { return known }
        guard let writable = keyPath as? WritableKeyPath<Subject, Member>,
            let oldMember = oldValue as? Member, let newMember = newValue as? Member
        else { return nil }
        var old = subject
        var new = subject
        $isProbing.withValue(true) {
            old[keyPath: writable] = oldMember
            new[keyPath: writable] = newMember
        }
        let before = Mirror(reflecting: old).children
        let after = Mirror(reflecting: new).children
        for (old, new) in zip(before, after) {
            guard let label = old.label, label.hasPrefix("_"), !label.hasPrefix("_$") else { continue }
            if String(reflecting: old.value) != String(reflecting: new.value) {
                let name = String(label.dropFirst())
                lock.withLock { names[keyPath] = name }
                return name
            }
        }
        return nil
    }
}
