import ComposableArchitecture
import SwiftUI

// The feature template of lesson 7: actions split into view / delegate, the bindable action is the
// *view* action, and the view store sends only view actions.

struct SearchFeature: Reducer {
    /// - State
    struct State: Equatable {
        @BindingState var text: String = ""
        var characterCount = 0
    }

    /// - Action
    enum Action: Equatable {
        case view(ViewAction)
        case delegate(DelegateAction)

        enum ViewAction: BindableAction, Equatable {
            case onAppear
            case binding(BindingAction<State>)
        }
        enum DelegateAction: Equatable { case doNothing }
    }

    /// - Reduce core
    private func core(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .view(let viewAction):
            return handleViewAction(viewAction, state: &state)
        case .delegate:
            return .none
        }
    }

    private func handleViewAction(_ action: Action.ViewAction, state: inout State) -> Effect<Action> {
        switch action {
        case .onAppear:
            return .none
        case .binding(\.$text):
            state.characterCount = state.text.count
            return .none
        case .binding:
            return .none
        }
    }

    /// - Reducer body
    var body: some ReducerOf<Self> {
        // The binding action is inside .view: give BindingReducer the case path to it.
        BindingReducer(action: /Action.view)
        Reduce(self.core)
    }
}

struct SearchView: View {
    let store: StoreOf<SearchFeature>
    @ObservedObject var viewStore: ViewStore<SearchFeature.State, SearchFeature.Action.ViewAction>

    init(store: StoreOf<SearchFeature>) {
        self.store = store
        self.viewStore = ViewStore(self.store, observe: { $0 }, send: { .view($0) })
    }

    var body: some View {
        VStack {
            TextField("Search", text: viewStore.$text)
            Text("\(viewStore.characterCount) characters")
        }
    }
}
