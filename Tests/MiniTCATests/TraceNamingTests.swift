import MiniTCA
import RenderTrace
import Testing

/// What the trace shows of a binding action's key path and of an enum case's payload: the names
/// TCA's `customDump` prints, as a learner reads them in Xcode.
private struct Pantry: Reducer {
    struct Item: Equatable { var name = "" }

    enum Shelf: Equatable {
        case adding(Item)
        case empty
    }

    struct State: Equatable {
        @BindingState var search = ""
        var shelf = Shelf.empty
    }

    enum Action: Equatable, BindableAction {
        case binding(BindingAction<State>)
        case add
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            if action == .add { state.shelf = .adding(Item()) }
            return .none
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct TraceNaming {
        @Test func aBindingActionSentFirstNamesItsKeyPath() {
            TraceRecorder.reset()
            let store = Store(initialState: Pantry.State()) { Pantry() }
            store.send(.binding(.set(\.$search, "flour")))
            let sent = TraceRecorder.events.first { $0.kind == .actionSent }?.detail ?? ""
            #expect(sent.contains("\\Pantry.State.$search"), "\(sent)")
            #expect(!sent.contains("<unknown>"))
        }

        @Test func anEnumPayloadDumpsWithItsTypeName() {
            TraceRecorder.reset()
            let store = Store(initialState: Pantry.State()) { Pantry() }
            store.send(.add)
            let ran = TraceRecorder.events.first { $0.kind == .reducerRan && $0.detail == "Reduce" }
            #expect(ran?.newValue?.contains(".adding(Pantry.Item(name: \"\"))") == true, "\(ran?.newValue ?? "")")
            #expect(ran?.newValue?.contains("Any(") == false)
        }
    }
}
