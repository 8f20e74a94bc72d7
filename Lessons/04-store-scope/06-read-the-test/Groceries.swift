import ComposableArchitecture
import SwiftUI

// A grocery list. Two TestStore tests describe what it must do (they are in this exercise's
// instructions); both fail. Read what TestStore says, and fix GroceryFeature until both pass.
// 장보기 목록입니다. TestStore 테스트 두 개가 이 피처가 할 일을 말하는데(이 연습 문제의 설명에
// 있습니다), 둘 다 실패합니다. TestStore가 하는 말을 읽고, 둘 다 통과할 때까지 GroceryFeature를 고치세요.
//
// Keep the names `GroceryFeature`, its State fields and its actions: the tests use them. The view
// is fine.
// `GroceryFeature`라는 이름, State의 필드, 액션은 그대로 두세요. 테스트가 씁니다. 뷰에는 문제가 없습니다.

struct GroceryFeature: Reducer {
    struct State: Equatable {
        var draft = ""
        var items: [String] = []
    }

    enum Action: Equatable {
        case addButtonTapped
        case clearButtonTapped
        case draftChanged(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .addButtonTapped:
            guard !state.draft.isEmpty else { return .none }
            state.items.append(state.draft)
            return .none
        case .clearButtonTapped:
            state = State()
            return .none
        case let .draftChanged(draft):
            state.draft = draft
            return .none
        }
    }
}

struct GroceryView: View {
    let store: StoreOf<GroceryFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
                TextField("Item", text: viewStore.binding(get: \.draft, send: { .draftChanged($0) }))
                Button("Add") { viewStore.send(.addButtonTapped) }
                ForEach(viewStore.items, id: \.self) { item in
                    Text(item)
                }
                Button("Clear") { viewStore.send(.clearButtonTapped) }
            }
        }
    }
}
