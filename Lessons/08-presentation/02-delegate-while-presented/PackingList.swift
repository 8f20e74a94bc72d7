import ComposableArchitecture
import SwiftUI

// The packing list again, now with "Save" in the sheet. AddItemFeature checks the name, tells its
// parent which item to add, and closes itself. The sheet closes… and the list stays empty.
// 다시 짐 목록이고, 이제 시트에 "Save"가 있습니다. AddItemFeature는 이름을 검사하고, 어떤 짐을 더할지
// 부모에게 알리고, 스스로 닫힙니다. 시트는 닫히는데… 목록은 비어 있습니다.
//
// Complete PackingListFeature's reducer so that a saved item is added to the list. Keep the names,
// texts and buttons, and do not change AddItemFeature or the views: the checks use them.
// 저장한 짐이 목록에 더해지도록 PackingListFeature의 리듀서를 완성하세요. 이름, 텍스트, 버튼은
// 그대로 두고, AddItemFeature와 뷰는 고치지 마세요. 체크가 씁니다.

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
        /// 이 피처를 표시하는 쪽에 알리는 것입니다. 피처 자신은 이 액션을 처리하지 않습니다.
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
            // TODO: 시트가 저장한 짐을 더하세요.
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
        // `addItem`이 nil이 아닌 동안 보입니다. 그 액션은 .addItem(.presented(…))로 부모에게 가고, 아래로
        // 쓸어내리면 .addItem(.dismiss)를 보냅니다.
        .sheet(store: store.scope(state: \.$addItem, action: { .addItem($0) })) { store in
            AddItemView(store: store)
        }
    }
}
