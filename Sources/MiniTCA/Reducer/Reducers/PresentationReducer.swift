/// Optional state for a feature that is presented (a sheet, a popup, a navigation destination).
/// TCA 1.x's `@PresentationState`.
///
/// ```swift
/// @PresentationState var destination: Destination.State?
/// ```
///
/// `$destination` is the wrapper itself, which `.ifLet(\.$destination, action: /Action.destination)`
/// takes; that reducer cancels the presented feature's effects when it is dismissed or replaced.
/// The value lives in a copy-on-write box, as in TCA, so that two copies of one presentation
/// compare equal without comparing what is presented.
@propertyWrapper
public struct PresentationState<State> {
    private var storage: Storage

    public init(wrappedValue: State?) {
        storage = Storage(wrappedValue)
    }

    public var wrappedValue: State? {
        get { storage.value }
        set {
            if isKnownUniquelyReferenced(&storage) {
                storage.value = newValue
            } else {
                storage = Storage(newValue, presentedID: storage.presentedID)
            }
        }
    }

    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }

    /// `$destination[case: /Destination.State.edit]`: the presented value in that case, to read or
    /// change in place (`nil` dismisses). Changing a presentation that is in another case
    /// changes nothing and is reported, as TCA reports it.
    public subscript<Case>(case path: CasePath<State, Case>) -> Case? {
        get { wrappedValue.flatMap(path.extract(from:)) }
        _modify {
            let root = wrappedValue
            var value = root.flatMap(path.extract(from:))
            let isInCase = value != nil
            yield &value
            guard isInCase else {
                let caseName = root.flatMap { EnumReflection.caseLabel(of: $0) }
                RuntimeWarning.report("Can't modify unrelated case\(caseName.map { " \($0.debugDescription)" } ?? "")")
                return
            }
            wrappedValue = value.map(path.embed)
        }
    }

    /// The TCA 1.7+ spelling, with a case key path: `$destination[case: \.edit]?.title = "Hi"`.
    public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case? {
        get { self[case: AnyCasePath(path)] }
        _modify { yield &self[case: AnyCasePath(path)] }
    }

    /// What the presenting `ifLet` last saw presented, so that it can cancel that feature's
    /// effects even when another reducer dismissed it. Not part of the value: not compared,
    /// not dumped. TCA's `presentedID`.
    var presentedID: NavigationID? {
        get { storage.presentedID }
        set {
            if !isKnownUniquelyReferenced(&storage) {
                storage = Storage(storage.value, presentedID: storage.presentedID)
            }
            storage.presentedID = newValue
        }
    }

    private final class Storage: @unchecked Sendable {
        var value: State?
        var presentedID: NavigationID?
        init(_ value: State?, presentedID: NavigationID? = nil) {
            self.value = value
            self.presentedID = presentedID
        }
    }

    fileprivate func isSameStorage(as other: Self) -> Bool {
        storage === other.storage
    }
}

extension PresentationState: Equatable where State: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.isSameStorage(as: rhs) || lhs.wrappedValue == rhs.wrappedValue
    }
}

extension PresentationState: Hashable where State: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension PresentationState: @unchecked Sendable where State: Sendable {}

extension PresentationState: CustomDumpRepresentable {
    public var customDumpValue: Any {
        wrappedValue as Any
    }
}

/// The actions of a presented feature: its own actions wrapped in `.presented`, and `.dismiss`.
/// TCA 1.x's `PresentationAction`.
public enum PresentationAction<Action> {
    case dismiss
    indirect case presented(Action)
}

extension PresentationAction: CasePathable {
    public static var allCasePaths: AllCasePaths {
        AllCasePaths()
    }

    /// `\.destination.dismiss`, `\.destination.presented`, and, as TCA allows, a case of the
    /// presented action without the `presented`: `\.destination.sheet` (a `.presented(.sheet(…))`
    /// action, or, where a `PresentationAction` is expected, the sheet's own `PresentationAction`).
    @dynamicMemberLookup
    public struct AllCasePaths {
        public var dismiss: AnyCasePath<PresentationAction, Void> {
            AnyCasePath(
                embed: { .dismiss },
                extract: {
                    guard case .dismiss = $0 else { return nil }
                    return ()
                }
            )
        }

        public var presented: AnyCasePath<PresentationAction, Action> {
            AnyCasePath(
                embed: { .presented($0) },
                extract: {
                    guard case let .presented(action) = $0 else { return nil }
                    return action
                }
            )
        }

        public subscript<AppendedAction>(
            dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
        ) -> AnyCasePath<PresentationAction, AppendedAction> where Action: CasePathable {
            AnyCasePath(
                embed: { .presented(keyPath($0)) },
                extract: {
                    guard case let .presented(action) = $0 else { return nil }
                    return action[case: keyPath]
                }
            )
        }

        @_disfavoredOverload
        public subscript<AppendedAction>(
            dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
        ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>> where Action: CasePathable {
            AnyCasePath(
                embed: {
                    switch $0 {
                    case .dismiss: return .dismiss
                    case let .presented(action): return .presented(keyPath(action))
                    }
                },
                extract: {
                    switch $0 {
                    case .dismiss: return .dismiss
                    case let .presented(action): return action[case: keyPath].map { .presented($0) }
                    }
                }
            )
        }
    }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension PresentationState: EvidenceTrusted {}
