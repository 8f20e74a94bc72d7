import ComposableArchitecture
import SwiftUI

// A packing list. "Add item" presents AddItemFeature (a sheet in a real app): a name field, a
// "Suggest" button that fills in a suggestion after a second, and "Cancel". The sheet appears…
// and nothing in it works.
// 짐 목록입니다. "Add item"은 AddItemFeature를 표시합니다(실제 앱이라면 시트). 이름 필드, 1초 뒤
// 제안을 채워 주는 "Suggest" 버튼, "Cancel"이 있습니다. 시트는 나타나는데… 그 안의 것이 하나도
// 돌아가지 않습니다.
//
// Complete PackingListFeature's body so that the presented feature runs while it is presented.
// Keep the names, texts and buttons, and do not change AddItemFeature or the views: the checks
// use them.
// 표시된 피처가 표시되어 있는 동안 실행되도록 PackingListFeature의 body를 완성하세요. 이름, 텍스트,
// 버튼은 그대로 두고, AddItemFeature와 뷰는 고치지 마세요. 체크가 씁니다.

// MARK: - The presented feature

struct AddItemFeature: Reducer {
    struct State: Equatable {
        var name = ""
        var isSuggesting = false
    }

    enum Action: Equatable {
        case cancelButtonTapped
        case nameChanged(String)
        case suggestButtonTapped
        case suggestionLoaded(String)
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .cancelButtonTapped:
            return .run { _ in await self.dismiss() }
        case let .nameChanged(name):
            state.name = name
            return .none
        case .suggestButtonTapped:
            state.isSuggesting = true
            return .run { send in
                try await self.clock.sleep(for: .seconds(1))
                await send(.suggestionLoaded("Socks"))
            }
        case let .suggestionLoaded(suggestion):
            state.isSuggesting = false
            state.name = suggestion
            return .none
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
            case .addItem:
                return .none
            }
        }
        // TODO: run AddItemFeature on `addItem` while it is presented.
        // TODO: `addItem`이 표시되어 있는 동안 AddItemFeature를 실행하세요.
    }
}

// MARK: - Views

struct AddItemView: View {
    let store: StoreOf<AddItemFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
                TextField("Name", text: viewStore.binding(get: \.name, send: { .nameChanged($0) }))
                Button(viewStore.isSuggesting ? "Suggesting…" : "Suggest") { viewStore.send(.suggestButtonTapped) }
                Button("Cancel") { viewStore.send(.cancelButtonTapped) }
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
