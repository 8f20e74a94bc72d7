import MiniSwiftUI
import RenderTrace

/// What a view observes of a store: the part of the state it needs (the *view state*), and a
/// way to send actions. TCA 1.0–1.6's `ViewStore`.
///
/// ```swift
/// @ObservedObject var viewStore: ViewStoreOf<Feature>
/// init(store: StoreOf<Feature>) {
///   self.viewStore = ViewStore(store, observe: { $0 })
/// }
/// ```
///
/// Each time the store publishes, the view store maps the state with `observe` and compares the
/// result with the view state it has. Only a *different* view state (by `removeDuplicates`, `==`
/// by default) sends `objectWillChange`, which invalidates the views holding it. So
/// `observe: \.count` ignores changes to other fields. Each comparison is recorded as a
/// `viewStoreUpdate` trace event, saying whether it was published or suppressed.
///
/// As in TCA, `objectWillChange` is declared explicitly (there is no `@Published` property).
/// Simplified: no `publisher`, no `yield(while:)`, no `send(_:while:)`.
@dynamicMemberLookup
@MainActor @preconcurrency
public final class ViewStore<ViewState, ViewAction>: ObservableObject {
    public let objectWillChange = ObservableObjectPublisher()

    private let _send: @MainActor (ViewAction) -> StoreTask
    private var _state: ViewState
    private var subscription: ObservationToken?

    /// `ViewStore(store, observe: { $0 }, removeDuplicates: { $0 == $1 })`.
    public convenience init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) {
        self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
    }

    /// `ViewStore(store, observe: { $0 }, send: { .view($0) }, removeDuplicates: { $0 == $1 })`: a view that
    /// can only send view actions (seed 001's template).
    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) {
        _send = { store.send(fromViewAction($0)) }
        _state = toViewState(store.currentState)
        let label = "ViewStore<\(typeName(ViewState.self)), \(typeName(ViewAction.self))>"
        subscription = store.core.observe { [weak self] in
            guard let self else { return }
            let newState = toViewState(store.currentState)
            let oldState = self._state
            if isDuplicate(oldState, newState) {
                TraceRecorder.record(TraceEvent(
                    .viewStoreUpdate, subject: label,
                    oldValue: ReducerTrace.clip(Dumper.compact(oldState)),
                    newValue: ReducerTrace.clip(Dumper.compact(newState)),
                    fact: .suppressed
                ))
                return
            }
            TraceRecorder.record(TraceEvent(
                .viewStoreUpdate, subject: label,
                oldValue: ReducerTrace.clip(Dumper.compact(oldState)),
                newValue: ReducerTrace.clip(Dumper.compact(newState)),
                fact: .published
            ))
            self.objectWillChange.send()
            self._state = newState
        }
    }

    /// The view state now.
    public var state: ViewState {
        _state
    }

    /// `viewStore.count` reads `viewStore.state.count`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
        _state[keyPath: keyPath]
    }

    /// Sends an action to the store (synchronously, as `Store.send`).
    @discardableResult
    public func send(_ action: ViewAction) -> StoreTask {
        _send(action)
    }

    /// A binding whose getter reads the view state and whose setter only sends an action; the
    /// value shown changes when the reducer changes the state.
    ///
    /// ```swift
    /// Toggle("Haptic feedback", isOn: viewStore.binding(
    ///   get: \.isHapticFeedbackEnabled,
    ///   send: { .isHapticFeedbackEnabledChanged($0) }
    /// ))
    /// ```
    public func binding<Value>(
        get: @escaping (_ state: ViewState) -> Value,
        send valueToAction: @escaping (_ value: Value) -> ViewAction
    ) -> Binding<Value> {
        Binding(
            get: { onMainActor { get(self._state) } },
            set: { newValue in onMainActor { _ = self.send(valueToAction(newValue)) } }
        )
    }

    /// A binding to the whole view state: `rowViewStore.binding(send: { .nameChanged($0) })` in a
    /// view store that observes `\.name`.
    public func binding(send valueToAction: @escaping (_ value: ViewState) -> ViewAction) -> Binding<ViewState> {
        binding(get: { $0 }, send: valueToAction)
    }

    /// A binding that sends the same action for every write.
    public func binding<Value>(get: @escaping (_ state: ViewState) -> Value, send action: ViewAction) -> Binding<Value> {
        binding(get: get, send: { _ in action })
    }
}

extension ViewStore where ViewState: Equatable {
    /// `ViewStore(store, observe: { $0 })`: duplicates removed with `==`.
    public convenience init<State>(_ store: Store<State, ViewAction>, observe toViewState: @escaping (_ state: State) -> ViewState) {
        self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
    }

    /// `ViewStore(store, observe: { $0 }, send: { .view($0) })`.
    public convenience init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
    ) {
        self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
    }

    /// The pre-1.0 `ViewStore(store)`, observing all of the state.
    @available(*, deprecated, message: "Use 'init(_:observe:)' to make state observation explicit.")
    public convenience init(_ store: Store<ViewState, ViewAction>) {
        self.init(store, observe: { $0 }, removeDuplicates: { $0 == $1 })
    }
}

extension ViewStore where ViewAction: BindableAction, ViewAction.State == ViewState {
    /// `viewStore.$isOn`: a binding to a `@BindingState` field that sends exactly one
    /// `.binding(.set(\.$isOn, value))` per write.
    public subscript<Value: Equatable>(
        dynamicMember keyPath: WritableKeyPath<ViewState, BindingState<Value>>
    ) -> Binding<Value> {
        let declared = _state[keyPath: keyPath]
        return bindingSending(keyPath, context: "for binding state defined at \"\(declared.fileID):\(declared.line)\"")
    }

    /// `viewStore.binding(\.$isOn)`, the older spelling of `viewStore.$isOn`.
    public func binding<Value: Equatable>(
        _ keyPath: WritableKeyPath<ViewState, BindingState<Value>>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Binding<Value> {
        bindingSending(keyPath, context: "at \"\(fileID):\(line)\"")
    }

    private func bindingSending<Value: Equatable>(
        _ keyPath: WritableKeyPath<ViewState, BindingState<Value>>, context: String
    ) -> Binding<Value> {
        if let name = BindingFieldNames.name(of: _state[keyPath: keyPath], in: _state) {
            BindingFieldNames.remember(name, for: keyPath)
        }
        return binding(
            get: { $0[keyPath: keyPath].wrappedValue },
            send: { value in
                .binding(.set(keyPath, value, debugger: BindingDebugger(warning: unhandledBindingWarning(
                    context: context, actionType: ViewAction.self, value: value))))
            }
        )
    }
}

/// `ViewStoreOf<Feature>` is `ViewStore<Feature.State, Feature.Action>`.
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>

/// TCA 1.x's runtime warning for a binding action no `BindingReducer` handled, word for word.
func unhandledBindingWarning(context: String, actionType: Any.Type, value: Any) -> String {
    """
    A binding action sent from a view store \(context) was not handled. …

      Action:
        \(typeName(actionType)).binding(.set(_, \(Dumper.dump(value, name: nil, indent: 0, isRoot: true, maxDepth: 0))))

    To fix this, invoke "BindingReducer()" from your feature reducer's "body".
    """
}

/// Runs main-actor code from a `Binding`'s nonisolated closures. SwiftUI calls bindings on the
/// main thread; this checks that, then runs `body` there without a hop.
func onMainActor<T>(_ body: @MainActor () -> T) -> T {
    MainActor.preconditionIsolated("A view store binding must be used on the main actor.")
    return withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> T).self)()
    }
}
