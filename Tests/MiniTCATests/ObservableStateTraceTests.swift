import MiniSwiftUI
import MiniTCA
import RenderTrace
import Testing

// How the trace and dumps show an `@ObservableState` feature: by its properties, as
// swift-custom-dump prints it, and with `Scope(\.child)` named after the property, never by the
// storage the macro adds (`_child`, a registrar with a random id, a getter's address). What
// `@ObservableState` expands to is written out by hand, so these tests do not need the plugin.

private struct Tally: Reducer {
    struct State: Equatable, ObservableState {
        var amount: Int {
            @storageRestrictions(initializes: _amount)
            init(initialValue) { _amount = initialValue }
            get {
                _$observationRegistrar.access(self, keyPath: \.amount)
                return _amount
            }
            set { _$observationRegistrar.mutate(self, keyPath: \.amount, &_amount, newValue) }
            _modify {
                let oldValue = _$observationRegistrar.willModify(self, keyPath: \.amount, &_amount)
                defer { _$observationRegistrar.didModify(self, keyPath: \.amount, &_amount, oldValue) }
                yield &_amount
            }
        }
        private var _amount = 1

        var _$observationRegistrar = ObservationStateRegistrar()
        var _$id: ObservableStateID { _$observationRegistrar.id }
        mutating func _$willModify() { _$observationRegistrar._$willModify() }

        init() {}
    }

    enum Action: Equatable {
        case plus
    }

    var body: some ReducerOf<Self> {
        Reduce { state, _ in
            state.amount += 1
            return .none
        }
    }
}

private struct Page: Reducer {
    struct State: Equatable, ObservableState {
        var tally: Tally.State {
            @storageRestrictions(initializes: _tally)
            init(initialValue) { _tally = initialValue }
            get {
                _$observationRegistrar.access(self, keyPath: \.tally)
                return _tally
            }
            set { _$observationRegistrar.mutate(self, keyPath: \.tally, &_tally, newValue) }
            _modify {
                let oldValue = _$observationRegistrar.willModify(self, keyPath: \.tally, &_tally)
                defer { _$observationRegistrar.didModify(self, keyPath: \.tally, &_tally, oldValue) }
                yield &_tally
            }
        }
        private var _tally = Tally.State()
        var title = "Apples"

        var _$observationRegistrar = ObservationStateRegistrar()
        var _$id: ObservableStateID { _$observationRegistrar.id }
        mutating func _$willModify() { _$observationRegistrar._$willModify() }

        init() {}
    }

    enum Action: Equatable {
        case tally(Tally.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.tally, action: /Action.tally) { Tally() }
    }
}

/// A form bound with `$store.amount` whose body forgot `BindingReducer`.
private struct Unbound: Reducer {
    typealias State = Tally.State

    enum Action: BindableAction {
        case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
    }
}

/// The same form with its `BindingReducer`.
private struct Bound: Reducer {
    typealias State = Tally.State

    enum Action: BindableAction {
        case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
    }
}

extension MiniTCATests {
    @Suite @MainActor struct ObservableStateTrace {
        @Test func aStoreBindingThatNoBindingReducerAppliedWarnsAsTCADoes() {
            TraceRecorder.reset()
            let store = Store(initialState: Unbound.State()) { Unbound() }
            Bindable(store).amount.wrappedValue = 5
            #expect(store.withState(\.amount) == 1)
            let warnings = TraceRecorder.events.filter { $0.kind == .warning }.compactMap(\.detail)
            #expect(warnings == ["""
                A binding action sent from a store was not handled.

                  Action:
                    Unbound.Action.binding(.set(_, 5))

                To fix this, invoke "BindingReducer()" from your feature reducer's "body".
                """])
        }

        @Test func aStoreBindingThatBindingReducerAppliedDoesNotWarn() {
            TraceRecorder.reset()
            let store = Store(initialState: Bound.State()) { Bound() }
            Bindable(store).amount.wrappedValue = 5
            #expect(store.withState(\.amount) == 5)
            #expect(TraceRecorder.events.filter { $0.kind == .warning }.isEmpty)
        }

        @Test func aDumpShowsTheStatesPropertiesNotItsStorage() {
            #expect(String(customDumping: Page.State()) == """
                Page.State(
                  tally: Tally.State(amount: 1),
                  title: "Apples"
                )
                """)
        }

        @Test func theTraceShowsTheStatesPropertiesNotItsStorage() throws {
            TraceRecorder.reset()
            let store = Store(initialState: Page.State()) { Page() }
            store.send(.tally(.plus))
            let ran = TraceRecorder.events.filter { $0.kind == .reducerRan }
            let page = try #require(ran.last)
            #expect(page.oldValue == "Page.State(tally: Tally.State(amount: 1), title: \"Apples\")")
            #expect(page.newValue == "Page.State(tally: Tally.State(amount: 2), title: \"Apples\")")
        }

        @Test func aScopeIsNamedAfterTheObservedPropertyItRuns() {
            TraceRecorder.reset()
            let store = Store(initialState: Page.State()) { Page() }
            store.send(.tally(.plus))
            let names = TraceRecorder.events.filter { $0.kind == .reducerRan }.compactMap(\.detail)
            #expect(names == ["Reduce", "Scope(\\.tally)"])
        }
    }
}
