import MiniSwiftUI
import MiniTCA
import Testing

private struct Note: Reducer {
    struct State: Equatable, Identifiable { let id: Int; var text = "" }
    enum Action: Equatable { case typed(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .typed(text): state.text = text
        }
        return .none
    }
}

private struct Notebook: Reducer {
    struct State: Equatable {
        @PresentationState var editor: Note.State?
        var detailShown: Note.State?
    }
    enum Action: Equatable {
        case editor(PresentationAction<Note.Action>)
        case newTapped
        case setDetail(isActive: Bool)
        case detail(Note.Action)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .newTapped:
                state.editor = Note.State(id: 1)
                return .none
            case let .setDetail(isActive):
                state.detailShown = isActive ? Note.State(id: 2) : nil
                return .none
            case .editor, .detail:
                return .none
            }
        }
        .ifLet(\.$editor, action: /Action.editor) { Note() }
        .ifLet(\.detailShown, action: /Action.detail) { Note() }
    }
}

private struct NotebookView: View {
    let store: StoreOf<Notebook>
    var body: some View {
        NavigationStack {
            WithViewStore(store, observe: { $0.detailShown != nil }) { viewStore in
                Button("New") { store.send(.newTapped) }
                NavigationLink(
                    destination: IfLetStore(store.scope(state: \.detailShown, action: { .detail($0) })) { _ in
                        Text("Detail")
                    },
                    isActive: viewStore.binding(get: { $0 }, send: { .setDetail(isActive: $0) })
                ) {
                    Text("Show detail")
                }
            }
            .sheet(store: store.scope(state: \.$editor, action: { .editor($0) })) { store in
                WithViewStore(store, observe: \.text) { viewStore in
                    Text("Editing \(viewStore.state)")
                }
            }
        }
    }
}


/// One destination enum behind two kinds of presentation, picked by case path, as TCA 1.0–1.3 wrote
/// it: `.sheet(store:state: /Destination.State.x, action: Destination.Action.x)`.
private struct Greenhouse: Reducer {
    struct Destination: Reducer {
        enum State: Equatable { case planting(Note.State), watering(Note.State) }
        enum Action: Equatable { case planting(Note.Action), watering(Note.Action) }
        var body: some ReducerOf<Self> {
            Scope(state: /State.planting, action: /Action.planting) { Note() }
            Scope(state: /State.watering, action: /Action.watering) { Note() }
        }
    }
    struct State: Equatable { @PresentationState var destination: Destination.State? }
    enum Action: Equatable {
        case destination(PresentationAction<Destination.Action>)
        case plantTapped, waterTapped
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .plantTapped: state.destination = .planting(Note.State(id: 1))
            case .waterTapped: state.destination = .watering(Note.State(id: 2))
            case .destination: break
            }
            return .none
        }
        .ifLet(\.$destination, action: /Action.destination) { Destination() }
    }
}

private struct GreenhouseView: View {
    let store: StoreOf<Greenhouse>
    var body: some View {
        VStack {
            Button("Plant") { store.send(.plantTapped) }
            Button("Water") { store.send(.waterTapped) }
        }
        .sheet(
            store: store.scope(state: \.$destination, action: { .destination($0) }),
            state: /Greenhouse.Destination.State.planting,
            action: Greenhouse.Destination.Action.planting
        ) { store in
            WithViewStore(store, observe: \.id) { Text("Planting bed \($0.state)") }
        }
        .popover(
            store: store.scope(state: \.$destination, action: { .destination($0) }),
            state: /Greenhouse.Destination.State.watering,
            action: Greenhouse.Destination.Action.watering
        ) { store in
            WithViewStore(store, observe: \.id) { Text("Watering bed \($0.state)") }
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct PresentationStores {
        @Test func aSheetShowsThePresentedFeatureAndClosingItSendsDismiss() throws {
            let store = Store(initialState: Notebook.State()) { Notebook() }
            let host = ViewHost(NotebookView(store: store))
            try host.tap("New")
            #expect(host.texts == ["Editing "])
            store.send(.editor(.presented(.typed("hi"))))
            #expect(host.texts == ["Editing hi"])
            try host.dismissSheet()
            #expect(store.withState(\.editor) == nil)
            #expect(host.texts == ["New", "Show detail"])
        }

        @Test func aLinkBoundToStatePushesWhenTheStateSaysSoAndGoingBackClearsIt() throws {
            let store = Store(initialState: Notebook.State()) { Notebook() }
            let host = ViewHost(NotebookView(store: store))
            try host.tap("Show detail")
            #expect(store.withState(\.detailShown) == Note.State(id: 2))
            #expect(host.texts == ["Detail"])
            try host.goBack()
            #expect(store.withState(\.detailShown) == nil)
            store.send(.setDetail(isActive: true))
            #expect(host.texts == ["Detail"])
        }

        @Test func aCasePathPicksWhichPresentationShowsTheDestination() throws {
            let store = Store(initialState: Greenhouse.State()) { Greenhouse() }
            let host = ViewHost(GreenhouseView(store: store))
            try host.tap("Water")
            #expect(host.texts == ["Watering bed 2"])
            try host.dismissSheet()
            #expect(store.withState(\.destination) == nil)
            try host.tap("Plant")
            #expect(host.texts == ["Planting bed 1"])
        }
    }
}
