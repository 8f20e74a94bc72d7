import MiniSwiftUI

/// A binding to a `@BindingState` field of a store, kept in a view state, plus the value it had
/// when the view state was made. TCA 1.x's `@BindingViewState`.
///
/// ```swift
/// struct ViewState: Equatable {
///   @BindingViewState var isHidden: Bool
/// }
/// WithViewStore(store, observe: { ViewState(isHidden: $0.$isOn) }) { viewStore in
///   Toggle("Hidden", isOn: viewStore.$isHidden)
/// }
/// ```
///
/// Equality uses the value it was made with, so the view store's duplicate check still works;
/// `$isHidden` is the binding, which sends `.binding(.set(\.$isOn, …))` to the store and reads
/// the store's state, so a read right after a write sees the new value, as in TCA.
@dynamicMemberLookup
@propertyWrapper
public struct BindingViewState<Value> {
    let binding: Binding<Value>
    let initialValue: Value

    init(binding: Binding<Value>) {
        self.binding = binding
        self.initialValue = binding.wrappedValue
    }

    public var wrappedValue: Value {
        get { binding.wrappedValue }
        set { binding.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> {
        binding
    }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> BindingViewState<Subject> {
        BindingViewState<Subject>(binding: binding[dynamicMember: keyPath])
    }
}

extension BindingViewState: Equatable where Value: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.initialValue == rhs.initialValue
    }
}

extension BindingViewState: CustomDumpRepresentable {
    public var customDumpValue: Any {
        initialValue
    }
}

extension BindingViewState: CustomStringConvertible {
    public var description: String {
        String(describing: initialValue)
    }
}

/// What a `ViewState.init` receives in `WithViewStore(store, observe: ViewState.init)`: the
/// store's state to read, and `$field` to make `BindingViewState`s. TCA 1.x's `BindingViewStore`.
@dynamicMemberLookup
public struct BindingViewStore<State> {
    let state: State
    /// The store's state now: what a binding reads after a write.
    let currentState: @MainActor () -> State
    let send: @MainActor (BindingAction<State>) -> Void
    let bindableActionType: Any.Type

    init<Action: BindableAction>(state: State, store: Store<State, Action>) where Action.State == State {
        self.state = state
        self.currentState = { store.currentState }
        self.send = { _ = store.send(.binding($0)) }
        self.bindableActionType = Action.self
    }

    @MainActor
    init<Action: BindableAction>(store: Store<State, Action>) where Action.State == State {
        self.init(state: store.currentState, store: store)
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        state[keyPath: keyPath]
    }

    /// `store.$isOn` in a view state initialiser: a binding view state for that field.
    public subscript<Value: Equatable>(
        dynamicMember keyPath: WritableKeyPath<State, BindingState<Value>>
    ) -> BindingViewState<Value> {
        let declared = state[keyPath: keyPath]
        if let name = BindingFieldNames.name(of: declared, in: state) {
            BindingFieldNames.remember(name, for: keyPath)
        }
        let send = self.send
        let currentState = self.currentState
        let path = UncheckedSendable(keyPath)
        let read = UncheckedSendable({ @MainActor in currentState()[keyPath: path.value].wrappedValue })
        let actionType = bindableActionType
        let context = "for binding state defined at \"\(declared.fileID):\(declared.line)\""
        return BindingViewState(binding: Binding(
            get: { onMainActor { read.value() } },
            set: { value in
                let action = UncheckedSendable(BindingAction.set(keyPath, value, debugger: BindingDebugger(
                    warning: unhandledBindingWarning(context: context, actionType: actionType, value: value))))
                onMainActor { send(action.value) }
            }
        ))
    }
}

extension ViewStore where ViewAction: BindableAction {
    /// `ViewStore(store, observe: ViewState.init)` with a `BindingViewStore`-based view state.
    /// Disfavoured, as in TCA: `observe: { $0 }` means the state itself.
    @_disfavoredOverload
    public convenience init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) where ViewAction.State == State {
        self.init(
            store, observe: { toViewState(BindingViewStore(state: $0, store: store)) },
            removeDuplicates: isDuplicate)
    }
}

extension ViewStore where ViewAction: BindableAction, ViewState: Equatable {
    @_disfavoredOverload
    public convenience init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState
    ) where ViewAction.State == State {
        self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
    }
}

extension BindingViewState: EvidenceTrusted {}
