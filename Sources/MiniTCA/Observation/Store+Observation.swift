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
        let child = scoped(state: { $0[keyPath: state] }, action: embed)
        children[id] = child
        return child
    }
}


extension Store where State: ObservableState {
    /// A store for optional child state, `nil` while the state is `nil`:
    /// `if let child = store.scope(state: \.child, action: \.child) { ChildView(store: child) }`.
    /// While present, the same store is returned; once the state is `nil` it is forgotten.
    public func scope<ChildState, ChildAction>(
        state: KeyPath<State, ChildState?>,
        action: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction>? {
        warnIfUncached()
        let statePath = state
        // Read observed: the view that scopes runs again when the child comes or goes.
        guard var last = self.state[keyPath: statePath] else {
            children = children.filter { $0.key.state != statePath || $0.key.action != action }
            return nil
        }
        // A presented value with another `id` gets a store of its own (a new sheet).
        let id = ScopeID(state: statePath, action: action, element: identity(of: last))
        if let child = children[id] as? Store<ChildState, ChildAction> { return child }
        let embed = AnyCasePath(action).embed
        // After the state becomes `nil`, a view still holding the store sees the last value.
        let child = scoped(
            state: { parent in
                if let present = parent[keyPath: statePath] { last = present }
                return last
            },
            action: embed)
        children[id] = child
        return child
    }

    /// The elements of a collection as stores: `ForEach(store.scope(state: \.rows, action: \.rows))
    /// { rowStore in RowView(store: rowStore) }`. TCA 1.7+'s collection scope. Each element's store
    /// is kept while its id is in the collection, so a row view keeps its store.
    public func scope<ElementID: Hashable, ElementState, ElementAction>(
        state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
        action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
    ) -> [Store<ElementState, ElementAction>] {
        warnIfUncached()
        let statePath = state
        let rows = self.state[keyPath: statePath]
        let ids = Set(rows.ids.map(AnyHashable.init))
        children = children.filter { key, _ in
            key.state != statePath || key.action != action || key.element.map(ids.contains) ?? true
        }
        let embed = AnyCasePath(action).embed
        return zip(rows.ids, rows).map { elementID, element in
            let id = ScopeID(state: statePath, action: action, element: AnyHashable(elementID))
            if let child = children[id] as? Store<ElementState, ElementAction> { return child }
            var last = element
            let child = scoped(
                state: { parent in
                    if let present = parent[keyPath: statePath][id: elementID] { last = present }
                    return last
                },
                action: { embed(.element(id: elementID, action: $0)) })
            children[id] = child
            return child
        }
    }
}

/// The `id` of an `Identifiable` value, as a key.
private func identity(of value: Any) -> AnyHashable? {
    func id<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
    guard let value = value as? any Identifiable else { return nil }
    return id(value)
}

extension Bindable {
    /// `$store.scope(state: \.destination?.sheet, action: \.destination.sheet)`: a binding to the
    /// presented feature's store, `nil` while nothing is presented, for `.sheet(item:)` and
    /// `.navigationDestination(item:)`. Setting it to `nil` (the sheet swiped away) sends
    /// `.dismiss`. TCA 1.7+'s presentation scope.
    @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
        state: KeyPath<State, ChildState?>,
        action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
        let store = wrappedValue
        let presented = action.appending(path: \.presented)
        return Binding(
            get: { store.scope(state: state, action: presented) },
            set: { newValue in
                guard newValue == nil, store.currentState[keyPath: state] != nil else { return }
                store.send(action(.dismiss))
            }
        )
    }

    /// `$store.scope(state: \.$destination, action: \.destination)`: a binding to the store of
    /// the whole presented destination, `nil` while nothing is presented. Follow it with a case
    /// (`.sheet`) for one destination of a `@Reducer enum`, or hand it to a modifier as is.
    /// TCA 1.25's scope of a `@Presents` property by its projected `PresentationState`.
    @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
        state: KeyPath<State, PresentationState<ChildState>>,
        action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
        scope(state: state.appending(path: \.wrappedValue), action: action)
    }
}
