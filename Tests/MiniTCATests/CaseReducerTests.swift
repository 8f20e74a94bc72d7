import MiniSwiftUI
import MiniTCA
import Testing

// `@Reducer enum Destination { case counter(Counter) }`, `@ViewAction(for:)` and a parent that
// presents it, with what the macros expand to written out by hand.

private struct Counter: Reducer {
    struct State: Equatable, Identifiable {
        var id: Int
        var count = 0
    }
    enum Action: Equatable, ViewAction {
        case view(View)
        enum View: Equatable { case increment }
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
    }
}

private enum Destination: CaseReducer, Reducer {
    @dynamicMemberLookup
    enum State: Equatable, CaseReducerState, CasePathable, ObservableState {
        typealias StateReducer = Destination
        case counter(Counter.State)

        struct AllCasePaths {
            var counter: AnyCasePath<State, Counter.State> {
                ._$embed(State.counter) {
                    guard case let .counter(v0) = $0 else { return nil }
                    return v0
                }
            }
        }
        static var allCasePaths: AllCasePaths { AllCasePaths() }

        var _$id: ObservableStateID {
            switch self {
            case let .counter(state): return ._$id(for: state)._$tag(0)
            }
        }
        mutating func _$willModify() {
            switch self {
            case var .counter(state):
                MiniTCA._$willModify(&state)
                self = .counter(state)
            }
        }
    }

    enum Action: Equatable, CasePathable {
        case counter(Counter.Action)
        struct AllCasePaths {
            var counter: AnyCasePath<Action, Counter.Action> {
                ._$embed(Action.counter) {
                    guard case let .counter(v0) = $0 else { return nil }
                    return v0
                }
            }
        }
        static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    @ReducerBuilder<State, Action>
    static var body: Reduce<State, Action> {
        Reduce(EmptyReducer<State, Action>().ifCaseLet(\State.Cases.counter, action: \Action.Cases.counter) { Counter() })
    }

    enum CaseScope: _CaseScopeProtocol {
        case counter(StoreOf<Counter>)
    }

    @MainActor
    static func scope(_ store: Store<State, Action>) -> CaseScope {
        switch store.state {
        case .counter: return .counter(store.scope(state: \.counter, action: \.counter)!)
        }
    }
}

private struct Parent: Reducer {
    struct State: Equatable, ObservableState {
        // `@Presents var destination` expands to `destination` and `$destination`; a `$` name
        // cannot be written by hand, so the wrapper is reached as `presentation` here.
        var destination: Destination.State? {
            get {
                _$observationRegistrar.access(self, keyPath: \.destination)
                return presentation.wrappedValue
            }
            set {
                _$observationRegistrar.mutate(self, keyPath: \.destination, &presentation.wrappedValue, newValue, _$isIdentityEqual)
            }
        }
        var presentation = PresentationState<Destination.State>(wrappedValue: nil)

        var _$observationRegistrar = ObservationStateRegistrar()
        var _$id: ObservableStateID { _$observationRegistrar.id }
        mutating func _$willModify() { _$observationRegistrar._$willModify() }
    }

    enum Action: Equatable, CasePathable {
        case destination(PresentationAction<Destination.Action>)
        case open(Int)
        struct AllCasePaths {
            var destination: AnyCasePath<Action, PresentationAction<Destination.Action>> {
                ._$embed(Action.destination) {
                    guard case let .destination(v0) = $0 else { return nil }
                    return v0
                }
            }
        }
        static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            if case let .open(id) = action { state.destination = .counter(Counter.State(id: id)) }
            return .none
        }
        .ifLet(\.presentation, action: \.destination)
    }
}

private struct CounterView: View, ViewActionSending {
    let store: StoreOf<Counter>
    var body: some View {
        Button("Count \(store.withState(\.count))") { send(.increment) }
    }
}

private struct ParentView: View {
    @Bindable var store: StoreOf<Parent>
    var body: some View {
        Button("Open") { store.send(.open(1)) }
            .sheet(item: $store.scope(state: \.destination?.counter, action: \.destination.counter)) { store in
                CounterView(store: store)
            }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct CaseReducers {
        @Test func anEnumReducerRunsItsCasesAndTheStoreSwitchesOverThem() async {
            let store = TestStore(initialState: Parent.State()) { Parent() }
            await store.send(.open(1)) { $0.destination = .counter(Counter.State(id: 1)) }
            await store.send(.destination(.presented(.counter(.view(.increment))))) {
                $0.destination = .counter(Counter.State(id: 1, count: 1))
            }
            await store.send(.destination(.dismiss)) { $0.destination = nil }
        }

        @Test func storeCaseGivesAStoreOfTheCurrentCase() {
            let store = Store(initialState: Destination.State.counter(Counter.State(id: 3))) { Destination.body }
            switch store.case {
            case let .counter(counter):
                counter.send(.view(.increment))
                #expect(counter.withState(\.count) == 1)
            }
        }

        @Test func aPresentationScopeDrivesASheetAndViewActionsAreSent() throws {
            let store = Store(initialState: Parent.State()) { Parent() }
            let host = ViewHost(ParentView(store: store))
            try host.tap("Open")
            #expect(host.texts.contains("Count 0"))
            try host.tap("Count 0")
            #expect(store.withState(\.destination) == .counter(Counter.State(id: 1, count: 1)))
        }
    }
}
