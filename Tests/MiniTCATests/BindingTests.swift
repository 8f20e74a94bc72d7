import MiniSwiftUI
import MiniTCA
import RenderTrace
import Testing

private struct Settings: Reducer {
    struct State: Equatable {
        @BindingState var isOn = false
        @BindingState var name = ""
        var seenIsOn: [Bool] = []
    }
    enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
    }
    /// Where `BindingReducer` sits relative to the feature's `Reduce`.
    let bindingFirst: Bool
    let log: Log

    var body: some ReducerOf<Self> {
        if bindingFirst {
            BindingReducer()
        }
        Reduce { state, action in
            switch action {
            case .binding(\.$isOn):
                state.seenIsOn.append(state.isOn)
                log("isOn")
                return .none
            case .binding:
                log("other binding")
                return .none
            }
        }
        if !bindingFirst {
            BindingReducer()
        }
    }
}

/// The catch-all placed first, as the study notes on bindings warn: it swallows the specific case.
private struct CatchAllFirst: Reducer {
    struct State: Equatable { @BindingState var isOn = false }
    enum Action: BindableAction, Equatable { case binding(BindingAction<State>) }
    let log: Log
    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding:
                log("catch-all")
                return .none
            case .binding(\.$isOn):
                log("isOn")
                return .none
            }
        }
    }
}

private struct Unhandled: Reducer {
    struct State: Equatable { @BindingState var value = 0 }
    enum Action: BindableAction, Equatable { case binding(BindingAction<State>) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

extension MiniTCATests {
    @Suite @MainActor struct Bindings {
        @Test func bindingReducerFirstLetsReduceSeeTheNewValue() {
            let log = Log()
            let store = Store(initialState: Settings.State()) { Settings(bindingFirst: true, log: log) }
            store.send(.binding(.set(\.$isOn, true)))
            #expect(store.withState(\.seenIsOn) == [true])
            #expect(store.withState(\.isOn))
        }

        @Test func bindingReducerLastLetsReduceSeeTheOldValueWithTheSameFinalState() {
            let log = Log()
            let store = Store(initialState: Settings.State()) { Settings(bindingFirst: false, log: log) }
            store.send(.binding(.set(\.$isOn, true)))
            #expect(store.withState(\.seenIsOn) == [false])
            #expect(store.withState(\.isOn))
        }

        @Test func caseBindingMatchesOnTheKeyPathOnly() {
            let log = Log()
            let store = Store(initialState: Settings.State()) { Settings(bindingFirst: true, log: log) }
            store.send(.binding(.set(\.$isOn, true)))
            store.send(.binding(.set(\.$isOn, false)))
            store.send(.binding(.set(\.$name, "x")))
            #expect(log.entries == ["isOn", "isOn", "other binding"])
            #expect(BindingAction<Settings.State>.set(\.$isOn, true) == .set(\.$isOn, true))
            #expect(BindingAction<Settings.State>.set(\.$isOn, true) != .set(\.$isOn, false))
        }

        @Test func aCatchAllBeforeTheSpecificCaseSwallowsIt() {
            let log = Log()
            let store = Store(initialState: CatchAllFirst.State()) { CatchAllFirst(log: log) }
            store.send(.binding(.set(\.$isOn, true)))
            #expect(log.entries == ["catch-all"])
            #expect(store.withState(\.isOn))
        }

        @Test func bindingActionDumpsNameTheField() {
            let store = Store(initialState: Settings.State()) { Settings(bindingFirst: true, log: Log()) }
            store.send(.binding(.set(\.$isOn, true)))
            let dump = String(customDumping: Settings.Action.binding(.set(\.$isOn, true)))
            #expect(dump.contains(#"\Settings.State.$isOn"#))
            #expect(String(customDumping: Settings.State()).contains("_isOn: false"))
        }

        @Test func aBindingStateFieldHasACaseKeyPath() {
            let action = BindingAction<Settings.State>.set(\.$name, "Blob")
            let name: String? = action[case: \.$name]
            #expect(name == "Blob")
            let isOn: Bool? = action[case: \.$isOn]
            #expect(isOn == nil)
            let made: CaseKeyPath<BindingAction<Settings.State>, Bool> = \.$isOn
            #expect(made(true) == .set(\.$isOn, true))
        }

        @Test func bindingStateIsItsOwnProjectionAndComparesByValue() {
            var state = Settings.State()
            let keyPath: WritableKeyPath<Settings.State, BindingState<Bool>> = \.$isOn
            state[keyPath: keyPath].wrappedValue = true
            #expect(state.isOn)
            #expect(BindingState(wrappedValue: 1) == BindingState(wrappedValue: 1, line: 99))
        }

        @Test func viewStoreBindingSendsOneActionPerWrite() {
            TraceRecorder.reset()
            let log = Log()
            let store = Store(initialState: Settings.State()) { Settings(bindingFirst: true, log: log) }
            let viewStore = ViewStore(store, observe: { $0 })
            viewStore.$isOn.wrappedValue = true
            #expect(log.entries == ["isOn"])
            #expect(viewStore.isOn)
            #expect(TraceRecorder.events.filter { $0.kind == .actionSent }.count == 1)
        }

        @Test func unhandledBindingActionWarns() {
            TraceRecorder.reset()
            let store = Store(initialState: Unhandled.State()) { Unhandled() }
            let viewStore = ViewStore(store, observe: { $0 })
            viewStore.$value.wrappedValue = 42
            #expect(viewStore.value == 0)
            let warning = TraceRecorder.events.first { $0.kind == .warning }?.detail ?? ""
            #expect(warning.hasPrefix("A binding action sent from a view store for binding state defined at \""))
            #expect(warning.hasSuffix("""
                was not handled. …

                  Action:
                    Unhandled.Action.binding(.set(_, 42))

                To fix this, invoke "BindingReducer()" from your feature reducer's "body".
                """))
        }

        @Test func bindingGetSendReadsViewStateAndOnlySends() {
            struct Haptics: Reducer {
                struct State: Equatable { var isHapticFeedbackEnabled = false }
                enum Action: Equatable { case isHapticFeedbackEnabledChanged(Bool) }
                func reduce(into state: inout State, action: Action) -> Effect<Action> {
                    switch action {
                    case let .isHapticFeedbackEnabledChanged(value):
                        state.isHapticFeedbackEnabled = value
                        return .none
                    }
                }
            }
            let viewStore = ViewStore(Store(initialState: Haptics.State()) { Haptics() }, observe: { $0 })
            let closureForm = viewStore.binding(get: \.isHapticFeedbackEnabled, send: { .isHapticFeedbackEnabledChanged($0) })
            let functionForm = viewStore.binding(get: \.isHapticFeedbackEnabled, send: Haptics.Action.isHapticFeedbackEnabledChanged)
            closureForm.wrappedValue = true
            #expect(functionForm.wrappedValue)
            functionForm.wrappedValue = false
            #expect(!closureForm.wrappedValue)
        }
    }

    @Suite @MainActor struct ViewStores {
        @Test func observeCountIgnoresOtherFields() {
            struct Feature: Reducer {
                struct State: Equatable { var count = 0; var other = 0 }
                enum Action { case increment, touchOther }
                func reduce(into state: inout State, action: Action) -> Effect<Action> {
                    switch action {
                    case .increment: state.count += 1
                    case .touchOther: state.other += 1
                    }
                    return .none
                }
            }
            TraceRecorder.reset()
            let store = Store(initialState: Feature.State()) { Feature() }
            let countOnly = ViewStore(store, observe: \.count)
            let everything = ViewStore(store, observe: { $0 })
            var countOnlyChanges = 0
            var everythingChanges = 0
            let a = countOnly.objectWillChange.sink { countOnlyChanges += 1 }
            let b = everything.objectWillChange.sink { everythingChanges += 1 }
            store.send(.touchOther)
            #expect(countOnlyChanges == 0)
            #expect(everythingChanges == 1)
            store.send(.increment)
            #expect(countOnlyChanges == 1)
            #expect(everythingChanges == 2)
            #expect(countOnly.state == 1)
            let updates = TraceRecorder.events.filter { $0.kind == .viewStoreUpdate }
            #expect(updates.filter { $0.fact == .suppressed }.count == 1)
            #expect(updates.filter { $0.fact == .published }.count == 3)
            _ = (a, b)
        }

        @Test func stateIsPublishedOnceAfterTheBufferDrains() {
            struct Chain: Reducer {
                struct State: Equatable { var steps = 0 }
                enum Action { case start, next }
                func reduce(into state: inout State, action: Action) -> Effect<Action> {
                    state.steps += 1
                    return action == .start ? .send(.next) : .none
                }
            }
            let store = Store(initialState: Chain.State()) { Chain() }
            let viewStore = ViewStore(store, observe: { $0 })
            var changes = 0
            let token = viewStore.objectWillChange.sink { changes += 1 }
            viewStore.send(.start)
            #expect(changes == 1)
            #expect(viewStore.steps == 2)
            _ = token
        }
    }
}
