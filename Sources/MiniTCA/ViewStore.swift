import MiniCombine
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
/// `publisher` sends each new view state (for UIKit code and `Effect.publisher`);
/// `send(_:while:)` sends an action and waits while a condition on the view state holds (the
/// way `.refreshable` keeps its spinner up). Animations are accepted and ignored.
@dynamicMemberLookup
@MainActor @preconcurrency
public final class ViewStore<ViewState, ViewAction>: ObservableObject {
    public let objectWillChange = ObservableObjectPublisher()

    private let _send: @MainActor (ViewAction) -> StoreTask
    private var _state: ViewState
    private var subscription: ObservationToken?
    /// What `publisher` and `yield(while:)` listen to: the view state, after each change.
    private let states: CurrentValueSubject<ViewState, Never>

    /// `ViewStore(store, observe: { $0 }, removeDuplicates: { $0 == $1 })`.
    public convenience init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) {
        self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
    }

    /// `ViewStore(store, observe: { $0 }, send: { .view($0) }, removeDuplicates: { $0 == $1 })`: a view that
    /// can only send view actions (the feature template of the study notes).
    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) {
        _send = { store.send(fromViewAction($0)) }
        _state = toViewState(store.currentState)
        states = CurrentValueSubject(_state)
        subscription = store.observers.observe { [weak self] in
            guard let self else { return }
            let newState = toViewState(store.currentState)
            let oldState = self._state
            let isDuplicate = isDuplicate(oldState, newState)
            if TraceRecorder.isRecording {
                TraceRecorder.record(TraceEvent(
                    .viewStoreUpdate, subject: "ViewStore<\(typeName(ViewState.self)), \(typeName(ViewAction.self))>",
                    oldValue: ReducerTrace.clip(Evidence.describe(oldState)),
                    newValue: ReducerTrace.clip(Evidence.describe(newState)),
                    fact: isDuplicate ? .suppressed : .published
                ))
            }
            guard !isDuplicate else { return }
            self.objectWillChange.send()
            self._state = newState
            self.states.send(newState)
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

    /// `viewStore.send(.toggled, animation: .default)` (the animation does nothing here).
    @discardableResult
    public func send(_ action: ViewAction, animation: Animation?) -> StoreTask {
        send(action)
    }

    /// Sends an action, then waits while `predicate` holds for the view state:
    /// `await viewStore.send(.refresh, while: \.isLoading)` in `.refreshable`. Cancelling the
    /// wait cancels the effects the action started.
    public func send(_ action: ViewAction, while predicate: @escaping (_ state: ViewState) -> Bool) async {
        let task = send(action)
        await withTaskCancellationHandler {
            await yield(while: predicate)
        } onCancel: {
            task.cancel()
        }
    }

    /// `send(_:while:)` with an animation (which does nothing here).
    public func send(
        _ action: ViewAction, animation: Animation?, while predicate: @escaping (_ state: ViewState) -> Bool
    ) async {
        await send(action, while: predicate)
    }

    /// Waits while `predicate` holds for the view state (returns at once if it does not).
    public func yield(while predicate: @escaping (_ state: ViewState) -> Bool) async {
        guard predicate(_state) else { return }
        for await state in states.values where !predicate(state) {
            return
        }
    }

    /// The view state now and after each change. TCA's `ViewStore.publisher` (a `StorePublisher`);
    /// `viewStore.publisher.count` follows one field, without duplicates.
    public var publisher: StorePublisher<ViewState> {
        StorePublisher(upstream: states.eraseToAnyPublisher(), source: self)
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

/// TCA's runtime warning for a binding action no `BindingReducer` handled, word for word, in the
/// targeted release's words (1.10.3 made "a view store" "a store").
func unhandledBindingWarning(context: String, actionType: Any.Type, value: Any) -> String {
    TargetVersion.warning("""
    A binding action sent from a view store \(context) was not handled. …

      Action:
        \(typeName(actionType)).binding(.set(_, \(Dumper.dump(value, name: nil, indent: 0, isRoot: true, maxDepth: 0))))

    To fix this, invoke "BindingReducer()" from your feature reducer's "body".
    """)
}

/// Runs main-actor code from a `Binding`'s nonisolated closures. SwiftUI calls bindings on the
/// main thread; this checks that, then runs `body` there without a hop.
func onMainActor<T>(_ body: @MainActor () -> T) -> T {
    MainActor.preconditionIsolated("A view store binding must be used on the main actor.")
    return withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> T).self)()
    }
}
