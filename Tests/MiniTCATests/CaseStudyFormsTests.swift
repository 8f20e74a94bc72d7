import MiniSwiftUI
import MiniTCA
import Testing

/// Forms TCA 1.0–1.3's case studies and tests write: `WithViewStore(self.store, observe: { $0 })`
/// on a feature with bindable actions, swift-case-paths 1.0's `..` and `appending(path:)`, and
/// `BindingReducer(action:)` given an extraction function, its declared 1.0–1.3 signature.
private struct Nickname: Reducer {
    struct State: Equatable {
        @BindingState var name = ""
        var saves = 0
    }

    enum Action: Equatable, BindableAction {
        case binding(BindingAction<State>)
        case save
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            if action == .save { state.saves += 1 }
            return .none
        }
    }
}

private struct NicknameView: View {
    let store: StoreOf<Nickname>
    var body: some View {
        WithViewStore(self.store, observe: { $0 }) { viewStore in
            TextField("Name", text: viewStore.$name)
            Text("Saved \(viewStore.saves) times as \(viewStore.name)")
        }
    }
}

private struct Screen: Reducer {
    struct State: Equatable {
        @BindingState var isOn = false
        var count = 0
    }

    enum Action: Equatable {
        case view(ViewAction)
        case scope(ScopeAction)

        enum ViewAction: Equatable, BindableAction {
            case binding(BindingAction<State>)
        }

        enum ScopeAction: Equatable {
            case counter(Int)
        }
    }

    let extract: (Action) -> Action.ViewAction?

    var body: some ReducerOf<Self> {
        BindingReducer(action: extract)
        Reduce { state, action in
            if case let .scope(.counter(amount)) = action { state.count += amount }
            return .none
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct CaseStudyForms {
        @Test func withViewStoreObservingTheWholeBindableStateIsNotAmbiguous() throws {
            let store = Store(initialState: Nickname.State()) { Nickname() }
            let host = ViewHost(NicknameView(store: store))
            try host.type("Blob", into: "Name")
            #expect(host.texts.last == "Saved 0 times as Blob")
        }

        @Test func casePathsComposeWithTheDotDotOperator() {
            let counter = /Screen.Action.scope .. /Screen.Action.ScopeAction.counter
            #expect(counter.embed(2) == .scope(.counter(2)))
            #expect(counter.extract(from: .scope(.counter(5))) == 5)
            #expect(counter.extract(from: .view(.binding(.set(\.$isOn, true)))) == nil)
            let appended = (/Screen.Action.scope).appending(path: /Screen.Action.ScopeAction.counter)
            #expect(appended.extract(from: .scope(.counter(7))) == 7)
            let embedOnRight = /Screen.Action.scope .. Screen.Action.ScopeAction.counter
            #expect(embedOnRight.embed(1) == .scope(.counter(1)))
        }

        @Test func bindingReducerTakesAnExtractionFunction() {
            let viewPath = /Screen.Action.view
            let store = Store(initialState: Screen.State()) { Screen(extract: viewPath.extract(from:)) }
            store.send(.view(.binding(.set(\.$isOn, true))))
            store.send(.scope(.counter(3)))
            #expect(store.withState(\.isOn))
            #expect(store.withState(\.count) == 3)
        }
    }
}
