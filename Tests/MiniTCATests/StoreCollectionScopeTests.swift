import MiniSwiftUI
import MiniTCA
import Testing

private struct Row: Reducer {
    struct State: Equatable, Identifiable {
        var id: Int
        var taps = 0
    }
    enum Action: Equatable { case tap }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.taps += 1
        return .none
    }
}

private struct Rows: Reducer {
    struct State: Equatable, ObservableState {
        var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
        var _$observationRegistrar = ObservationStateRegistrar()
        var _$id: ObservableStateID { _$observationRegistrar.id }
        mutating func _$willModify() { _$observationRegistrar._$willModify() }
    }
    enum Action: Equatable, CasePathable {
        case rows(IdentifiedActionOf<Row>)
        case removeFirst
        struct AllCasePaths {
            var rows: AnyCasePath<Action, IdentifiedActionOf<Row>> {
                ._$embed(Action.rows) {
                    guard case let .rows(v0) = $0 else { return nil }
                    return v0
                }
            }
        }
        static var allCasePaths: AllCasePaths { AllCasePaths() }
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            if case .removeFirst = action { state.rows.removeFirst() }
            return .none
        }
        .forEach(\.rows, action: \.rows) { Row() }
    }
}

private struct RowsView: View {
    let store: StoreOf<Rows>
    var body: some View {
        ForEach(store.scope(state: \.rows, action: \.rows)) { row in
            Button("Row \(row.withState(\.id)): \(row.withState(\.taps))") { row.send(.tap) }
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct StoreCollectionScopes {
        @Test func eachElementGetsAStoreKeptWhileItsIdIsThere() throws {
            let store = Store(initialState: Rows.State()) { Rows() }
            let first = store.scope(state: \.rows, action: \.rows)
            let again = store.scope(state: \.rows, action: \.rows)
            #expect(first.map(ObjectIdentifier.init) == again.map(ObjectIdentifier.init))
            first[1].send(.tap)
            #expect(store.withState(\.rows[id: 2]?.taps) == 1)
            store.send(.removeFirst)
            let after = store.scope(state: \.rows, action: \.rows)
            #expect(after.count == 1)
            #expect(after[0] === first[1])
        }

        @Test func forEachOverScopedStoresSendsEachRowsActions() throws {
            let store = Store(initialState: Rows.State()) { Rows() }
            let host = ViewHost(RowsView(store: store))
            try host.tap("Row 2: 0")
            #expect(store.withState(\.rows[id: 2]?.taps) == 1)
        }
    }
}
