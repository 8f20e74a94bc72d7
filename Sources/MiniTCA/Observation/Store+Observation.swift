import MiniSwiftUI
import Observation

/// A store's state read directly, without a view store: TCA 1.7+'s observation of stores.
///
/// ```swift
/// struct CounterView: View {
///   let store: StoreOf<CounterFeature>
///   var body: some View {
///     Text("\(store.count)")   // this body depends on `count` only
///   }
/// }
/// ```
///
/// Reading `store.count` in a body records two dependencies: the store's state *identity*
/// (through the store's registrar) and the `count` property (through the state's registrar, which
/// `@ObservableState` added). The body runs again when `count` changes, or when the store's state
/// becomes another value altogether (a new identity) — not when other properties change.
extension Store: Observable, ObservedStateOwner {}

extension Store where State: ObservableState {
    /// The state, observed as a whole: its identity.
    public var state: State {
        _$observationRegistrar.access(self, keyPath: \.currentState)
        return currentState
    }

    /// `store.count`: one property of the state, observed on its own.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        state[keyPath: keyPath]
    }
}

extension Store {
    /// Tells the store's observers when its state became a different value (see `_$id`).
    func noteIdentityChange(from old: State) {
        guard let old = old as? any ObservableState, let new = snapshot as? any ObservableState,
            old._$id != new._$id
        else { return }
        ObservedChange.announcing("") {
            _$observationRegistrar.withMutation(of: self, keyPath: \.currentState) {}
        }
    }
}

/// Stores compare by identity, as in TCA: two views holding the same store hold equal inputs.
extension Store: Equatable {
    public nonisolated static func == (lhs: Store, rhs: Store) -> Bool {
        lhs === rhs
    }
}

extension Store: Hashable {
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension Store: Identifiable {}

/// What a key-path scope is cached under: the state key path and the action case key path.
struct ScopeID: Hashable {
    let state: AnyKeyPath
    let action: AnyKeyPath
    var element: AnyHashable?
}

extension Store {
    /// A store for a child feature: `store.scope(state: \.child, action: \.child)`. TCA 1.5+'s
    /// key-path scope. The same call returns the same store, so a child view holding it keeps
    /// equal inputs and runs again only for what it read.
    public func scope<ChildState, ChildAction>(
        state: KeyPath<State, ChildState>,
        action: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        let id = ScopeID(state: state, action: action)
        if let child = children[id] as? Store<ChildState, ChildAction> { return child }
        let embed = AnyCasePath(action).embed
        let child = scope(state: { $0[keyPath: state] }, action: embed)
        children[id] = child
        return child
    }

    /// A store for optional child state, `nil` while the state is `nil`:
    /// `if let child = store.scope(state: \.child, action: \.child) { ChildView(store: child) }`.
    /// While present, the same store is returned; once the state is `nil` it is forgotten.
    public func scope<ChildState, ChildAction>(
        state: KeyPath<State, ChildState?>,
        action: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction>? {
        let statePath = state
        let id = ScopeID(state: statePath, action: action)
        guard var last = currentState[keyPath: statePath] else {
            children[id] = nil
            return nil
        }
        if let child = children[id] as? Store<ChildState, ChildAction> { return child }
        let embed = AnyCasePath(action).embed
        // After the state becomes `nil`, a view still holding the store sees the last value.
        let child = scope(
            state: { parent in
                if let present = parent[keyPath: statePath] { last = present }
                return last
            },
            action: embed)
        children[id] = child
        return child
    }
}
