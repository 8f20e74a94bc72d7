import ComposableArchitecture
import SwiftUI

// The packing list again, now with "Save" in the sheet. AddItemFeature checks the name, tells its
// parent which item to add, and closes itself. The sheet closes… and the list stays empty.
//
// Complete PackingListFeature's reducer so that a saved item is added to the list. Keep the names,
// texts and buttons, and do not change AddItemFeature or the views: the checks use them.

// MARK: - The presented feature

struct AddItemFeature: Reducer {
    struct State: Equatable {
        var name = ""
        var error: String?
    }

    enum Action: Equatable {
        case delegate(Delegate)
        case nameChanged(String)
        case saveButtonTapped

        /// What the feature tells whoever presents it. It never handles these itself.
        enum Delegate: Equatable {
            case saveItem(String)
        }
    }

    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .delegate:
            return .none
        case let .nameChanged(name):
            state.name = name
            state.error = nil
            return .none
        case .saveButtonTapped:
            let name = state.name.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else {
                state.error = "Name required"
                return .none
            }
            return .run { send in
                await send(.delegate(.saveItem(name)))
                await self.dismiss()
            }
        }
    }
}

// MARK: - The parent

struct PackingListFeature: Reducer {
    struct State: Equatable {
        @PresentationState var addItem: AddItemFeature.State?
        var items: [String] = []
    }

    enum Action: Equatable {
        case addButtonTapped
        case addItem(PresentationAction<AddItemFeature.Action>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                state.addItem = AddItemFeature.State()
                return .none
            // TODO: add the item the sheet saves.
            case .addItem:
                return .none
            }
        }
        .ifLet(\.$addItem, action: /Action.addItem) {
            AddItemFeature()
        }
    }
}

// MARK: - Views

struct AddItemView: View {
    let store: StoreOf<AddItemFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
                TextField("Name", text: viewStore.binding(get: \.name, send: { .nameChanged($0) }))
                if let error = viewStore.error {
                    Text(error)
                }
                Button("Save") { viewStore.send(.saveButtonTapped) }
            }
        }
    }
}

struct PackingListView: View {
    let store: StoreOf<PackingListFeature>

    var body: some View {
        WithViewStore(store, observe: \.items) { viewStore in
            VStack {
                ForEach(viewStore.state, id: \.self) { item in
                    Text(item)
                }
                Button("Add item") { viewStore.send(.addButtonTapped) }
            }
        }
        // Shown while `addItem` is not nil; its actions reach the parent as .addItem(.presented(…)),
        // and swiping it down sends .addItem(.dismiss).
        .sheet(store: store.scope(state: \.$addItem, action: { .addItem($0) })) { store in
            AddItemView(store: store)
        }
    }
}
