// The study notes on Store / ViewStore / scope (../shared/seeds/004_…): its code, completed with the feature it implies.
import MiniSwiftUI
import MiniTCA
import Testing

enum StoreScopeNotes {
    struct AmountControlFeature: Reducer {
        struct State: Equatable { var amount = 1 }
        enum Action: Equatable { case plusTapped }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            state.amount += 1
            return .none
        }
    }

    struct ProductDetailFeature: Reducer {
        struct State: Equatable {
            var amountControl = AmountControlFeature.State()
            var title = "Apple"
        }
        enum Action: Equatable {
            case amountControl(AmountControlFeature.Action)
            case renameTapped
        }
        var body: some ReducerOf<Self> {
            Scope(state: \.amountControl, action: /Action.amountControl) { AmountControlFeature() }
            Reduce { state, action in
                if action == .renameTapped { state.title = "Peach" }
                return .none
            }
        }
    }

    struct AmountControlView: View {
        let store: StoreOf<AmountControlFeature>
        var body: some View {
            WithViewStore(store, observe: { $0 }) { viewStore in
                Button("+") { viewStore.send(.plusTapped) }
                Text("\(viewStore.amount)")
            }
        }
    }

    struct ProductDetailView: View {
        let store: StoreOf<ProductDetailFeature>
        @ObservedObject var viewStore: ViewStoreOf<ProductDetailFeature>
        init(store: StoreOf<ProductDetailFeature>) {
            self.store = store
            self.viewStore = ViewStore(self.store, observe: { $0 })
        }
        var body: some View {
            VStack {
                Text(viewStore.title)
                Button("Rename") { viewStore.send(.renameTapped) }
                AmountControlView(
                    store: self.store.scope(state: \.amountControl, action:
                    ProductDetailFeature.Action.amountControl)
                )
            }
        }
    }

    struct WithViewStoreDetailView: View {
        let store: StoreOf<ProductDetailFeature>
        var body: some View {
            WithViewStore(self.store, observe: { $0 }) { viewStore in
                Text(viewStore.title)
            }
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct StoreScopeNotesTests {
        @Test func storeOfAndScopedChildStores() throws {
            let store: Store<StoreScopeNotes.ProductDetailFeature.State, StoreScopeNotes.ProductDetailFeature.Action> =
                Store(initialState: StoreScopeNotes.ProductDetailFeature.State()) { StoreScopeNotes.ProductDetailFeature() }
            let host = ViewHost(StoreScopeNotes.ProductDetailView(store: store))
            #expect(host.texts.contains("1"))
            try host.tap("+")
            host.flush()
            #expect(host.texts.contains("2"))
            #expect(store.withState(\.amountControl.amount) == 2)
            try host.tap("Rename")
            host.flush()
            #expect(host.texts.contains("Peach"))
        }

        @Test func withViewStoreReRendersOnlyOnViewStateChanges() throws {
            let store = Store(initialState: StoreScopeNotes.ProductDetailFeature.State()) { StoreScopeNotes.ProductDetailFeature() }
            let child = store.scope(state: \.amountControl, action: StoreScopeNotes.ProductDetailFeature.Action.amountControl)
            let host = ViewHost(StoreScopeNotes.AmountControlView(store: child))
            let before = host.bodyRunCount(of: StoreScopeNotes.AmountControlView.self)
            store.send(.renameTapped)
            host.flush()
            #expect(host.bodyRunCount(of: StoreScopeNotes.AmountControlView.self) == before)
            #expect(host.texts.contains("1"))
            try host.tap("+")
            host.flush()
            #expect(host.texts.contains("2"))
        }
    }
}

private struct CountFeature: Reducer {
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

/// Holds a view store that observes only `count`.
private struct CountOnlyView: View {
    @ObservedObject var viewStore: ViewStore<Int, CountFeature.Action>
    init(store: StoreOf<CountFeature>) {
        viewStore = ViewStore(store, observe: \.count)
    }
    var body: some View {
        Text("\(viewStore.state)")
    }
}

/// Holds a view store that observes all of the state.
private struct EverythingView: View {
    @ObservedObject var viewStore: ViewStoreOf<CountFeature>
    init(store: StoreOf<CountFeature>) {
        viewStore = ViewStore(store, observe: { $0 })
    }
    var body: some View {
        Text("\(viewStore.count)")
    }
}

extension MiniTCATests {
    @Suite @MainActor struct ViewStoreRendering {
        @Test func observeCountDoesNotReRenderForOtherFields() {
            let store = Store(initialState: CountFeature.State()) { CountFeature() }
            let countOnly = ViewHost(CountOnlyView(store: store))
            let everything = ViewHost(EverythingView(store: store))
            store.send(.touchOther)
            countOnly.flush()
            everything.flush()
            #expect(countOnly.bodyRunCount(of: CountOnlyView.self) == 1)
            #expect(everything.bodyRunCount(of: EverythingView.self) == 2)
            store.send(.increment)
            countOnly.flush()
            everything.flush()
            #expect(countOnly.bodyRunCount(of: CountOnlyView.self) == 2)
            #expect(countOnly.texts == ["1"])
        }
    }
}
