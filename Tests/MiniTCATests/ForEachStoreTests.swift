import MiniSwiftUI
import MiniTCA
import Foundation
import Testing

private struct Row: Reducer {
    struct State: Equatable, Identifiable {
        let id: Int
        var name = ""
    }
    enum Action: Equatable { case rename(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .rename(name): state.name = name
        }
        return .none
    }
}

private struct List: Reducer {
    struct State: Equatable {
        var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
    }
    enum Action: Equatable {
        case addFront(Int)
        case deleted(IndexSet)
        case remove(Int)
        case row(id: Int, action: Row.Action)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .addFront(id): state.rows.insert(Row.State(id: id), at: 0)
            case let .deleted(offsets): state.rows.remove(atOffsets: offsets)
            case let .remove(id): state.rows.remove(id: id)
            case .row: break
            }
            return .none
        }
        .forEach(\.rows, action: /Action.row(id:action:)) { Row() }
    }
}

/// A row that keeps a draft in `@State`, to see which rows keep their identity.
private struct RowView: View {
    let store: StoreOf<Row>
    @State private var draft = ""
    var body: some View {
        WithViewStore(store, observe: \.name) { viewStore in
            TextField("Row \(store.withState(\.id))", text: $draft)
            Button("Save \(store.withState(\.id))") { viewStore.send(.rename(draft)) }
            Text("Name: \(viewStore.state)")
        }
    }
}

private struct ListView: View {
    let store: StoreOf<List>
    var body: some View {
        VStack {
            ForEachStore(store.scope(state: \.rows, action: List.Action.row(id:action:))) { rowStore in
                RowView(store: rowStore)
            }
        }
    }
}

/// A list whose rows can be swiped away, as TCA's examples write it: `.onDelete` on the
/// `ForEachStore` itself.
private struct DeletableListView: View {
    let store: StoreOf<List>
    var body: some View {
        MiniSwiftUI.List {
            ForEachStore(store.scope(state: \.rows, action: List.Action.row(id:action:))) { rowStore in
                Text("Row \(rowStore.withState(\.id))")
            }
            .onDelete { store.send(.deleted($0)) }
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct ForEachStores {
        @Test func eachElementGetsAStoreThatSendsItsIdWithItsActions() throws {
            let store = Store(initialState: List.State()) { List() }
            let host = ViewHost(ListView(store: store))
            try host.type("Blob", into: "Row 2")
            let rowBodies = host.bodyRunCount(of: RowView.self)
            try host.tap("Save 2")
            // Only row 2's view store re-rendered: the ids did not change, so the rows were not rebuilt.
            #expect(host.bodyRunCount(of: RowView.self) == rowBodies)
            #expect(store.withState(\.rows[id: 2]?.name) == "Blob")
            #expect(host.texts == ["Save 1", "Name: ", "Blob", "Save 2", "Name: Blob"])
        }

        @Test func elementsKeepTheirIdentityWhenOthersComeAndGo() throws {
            let store = Store(initialState: List.State()) { List() }
            let host = ViewHost(ListView(store: store))
            try host.type("draft of 2", into: "Row 2")
            store.send(.addFront(0))
            store.send(.remove(1))
            // Row 2's view kept its @State: it is identified by its id, not its position.
            #expect(host.texts == ["Save 0", "Name: ", "draft of 2", "Save 2", "Name: "])
            try host.tap("Save 2")
            #expect(store.withState(\.rows.ids) == [0, 2])
            #expect(store.withState(\.rows[id: 2]?.name) == "draft of 2")
        }

        @Test func aForEachStoreTakesOnDeleteLikeAForEach() throws {
            let store = Store(initialState: List.State()) { List() }
            let host = ViewHost(DeletableListView(store: store))
            try host.swipeToDelete("Row 2")
            #expect(store.withState(\.rows.ids) == [1])
            #expect(host.texts == ["Row 1"])
        }
    }
}
