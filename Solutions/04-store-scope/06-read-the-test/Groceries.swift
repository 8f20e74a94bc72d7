import ComposableArchitecture
import SwiftUI

// A grocery list whose reducer does exactly what its two TestStore tests say: adding moves the
// draft into the list and empties the field; clearing empties the list and keeps the draft.

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
            state.draft = ""
            return .none
        case .clearButtonTapped:
            state.items = []
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
