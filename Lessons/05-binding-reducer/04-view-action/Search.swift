import ComposableArchitecture
import SwiftUI

// The feature template of lesson 7: actions split into view / delegate, the bindable action is the
// *view* action, and the view store sends only view actions. Typing into "Search" does nothing.
// 7강의 피처 템플릿입니다. 액션은 뷰 / 델리게이트로 나뉘고, 바인딩 가능한 액션은 *뷰* 액션이며, 뷰
// 스토어는 뷰 액션만 보냅니다. "Search"에 입력해도 아무 일이 없습니다.
//
// Complete SearchFeature's body. Keep the names, the field "Search", State, Action and the view.
// SearchFeature의 body를 완성하세요. 이름, "Search" 필드, State, Action, 뷰는 그대로 두세요.

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
        // TODO: apply the view's binding actions to the state.
        // TODO: 뷰의 바인딩 액션을 상태에 적용하세요.
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
