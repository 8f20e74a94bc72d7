import MiniSwiftUI

extension BindingAction {
    /// `.set(\.text, "Blob")`: sets a property of `@ObservableState` state. TCA 1.7+'s form,
    /// where 1.0–1.6 wrote `.set(\.$text, "Blob")` for a `@BindingState` field.
    public static func set<Value: Equatable>(_ keyPath: WritableKeyPath<Root, Value>, _ value: Value) -> Self
    where Root: ObservableState {
        .set(keyPath, value, debugger: nil)
    }

    static func set<Value: Equatable>(
        _ keyPath: WritableKeyPath<Root, Value>, _ value: Value, debugger: BindingDebugger?
    ) -> Self where Root: ObservableState {
        Self(
            keyPath: keyPath,
            set: { $0[keyPath: keyPath] = value },
            value: value,
            valueIsEqualTo: { ($0 as? Value) == value },
            nameIn: { root in ObservedPropertyNames.name(of: keyPath, in: root, from: root[keyPath: keyPath], to: value) },
            debugger: debugger,
            fieldPrefix: ""
        )
    }

    /// `case .binding(\.text):` — true for any binding action on that property.
    public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, bindingAction: Self) -> Bool
    where Root: ObservableState {
        keyPath == bindingAction.keyPath
    }
}

extension BindingAction: CasePathable {
    public static var allCasePaths: AllCasePaths {
        AllCasePaths()
    }

    /// `\.binding.text`: the binding actions on one property, with their value as payload, as
    /// `TestStore.receive(\.binding.text)` and `send(\.binding.text, "x")` use them.
    @dynamicMemberLookup
    public struct AllCasePaths {
        public subscript<Value: Equatable>(
            dynamicMember keyPath: WritableKeyPath<Root, Value>
        ) -> AnyCasePath<BindingAction, Value> where Root: ObservableState {
            AnyCasePath(
                embed: { .set(keyPath, $0) },
                extract: { $0.keyPath == keyPath ? $0.value as? Value : nil }
            )
        }

        /// `\.binding.$count`: the same for a `@BindingState` field of a 1.x state.
        public subscript<Value: Equatable>(
            dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
        ) -> AnyCasePath<BindingAction, Value> {
            AnyCasePath(
                embed: { .set(keyPath, $0) },
                extract: { $0.keyPath == keyPath ? $0.value as? Value : nil }
            )
        }
    }
}

extension BindableAction where State: ObservableState {
    /// `store.send(.set(\.text, "Blob"))` sends `.binding(.set(\.text, "Blob"))`.
    public static func set<Value: Equatable>(_ keyPath: WritableKeyPath<State, Value>, _ value: Value) -> Self {
        binding(.set(keyPath, value))
    }
}

extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
    /// `$store.text` (with `@Bindable var store`): a binding whose writes are sent as
    /// `.binding(.set(\.text, newValue))`, for `BindingReducer` to apply. TCA 1.7+'s way to bind
    /// state without `@BindingState`; as in TCA, an action no `BindingReducer` applied is reported
    /// with TCA 1.25's runtime warning.
    @_disfavoredOverload
    public subscript<Value: Equatable>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get { state[keyPath: keyPath] }
        set {
            let debugger = BindingDebugger(warning: unhandledStoreBindingWarning(actionType: Action.self, value: newValue))
            send(.binding(.set(keyPath, newValue, debugger: debugger)))
        }
    }
}

/// TCA 1.25's runtime warning for a binding action sent from a store that no `BindingReducer`
/// applied, word for word.
func unhandledStoreBindingWarning(actionType: Any.Type, value: Any) -> String {
    """
    A binding action sent from a store was not handled.

      Action:
        \(typeName(actionType)).binding(.set(_, \(Dumper.dump(value, name: nil, indent: 0, isRoot: true, maxDepth: 0))))

    To fix this, invoke "BindingReducer()" from your feature reducer's "body".
    """
}

extension Store where State: ObservableState {
    /// What `sending` binds to: reads the state, sends the action made from the new value.
    fileprivate subscript<Value>(state state: KeyPath<State, Value>, action action: CaseKeyPath<Action, Value>) -> Value {
        get { self.state[keyPath: state] }
        set { send(action(newValue)) }
    }
}

extension Bindable {
    /// `$store.query` where `query` is not bound through `BindableAction`: the first half of
    /// `$store.query.sending(\.queryChanged)`.
    @_disfavoredOverload
    public subscript<State: ObservableState, Action, Member>(
        dynamicMember keyPath: KeyPath<State, Member>
    ) -> _StoreBindable_SwiftUI<State, Action, Member> where Value == Store<State, Action> {
        _StoreBindable_SwiftUI(store: wrappedValue, keyPath: keyPath)
    }
}

/// A state value of a store, ready to be bound with `sending`. TCA's `_StoreBindable_SwiftUI`.
@dynamicMemberLookup
public struct _StoreBindable_SwiftUI<State: ObservableState, Action, Value> {
    fileprivate let store: Store<State, Action>
    fileprivate let keyPath: KeyPath<State, Value>

    public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> _StoreBindable_SwiftUI<State, Action, Member> {
        _StoreBindable_SwiftUI<State, Action, Member>(store: store, keyPath: self.keyPath.appending(path: keyPath))
    }

    /// `$store.query.sending(\.queryChanged)`: a binding that reads `query` and sends
    /// `.queryChanged(newValue)` when written. TCA 1.7+'s `sending`.
    @MainActor
    public func sending(_ action: CaseKeyPath<Action, Value>) -> Binding<Value> {
        Bindable(store)[state: keyPath, action: action]
    }
}
