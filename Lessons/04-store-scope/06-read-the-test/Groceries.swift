import ComposableArchitecture
import SwiftUI

// A grocery list. Two TestStore tests describe what it must do (they are in this exercise's
// instructions); both fail. Read what TestStore says, and fix GroceryFeature until both pass.
//
// Keep the names `GroceryFeature`, its State fields and its actions: the tests use them. The view
// is fine.

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
