import ComposableArchitecture
import SwiftUI

// "New chore" opens a sheet with suggestions, "Save" and "Cancel". The sheet opens — and then
// nothing in it works: a suggestion does not change the title, "Save" adds nothing, "Cancel"
// does not close it.
// "New chore"를 누르면 제안 목록과 "Save", "Cancel"이 있는 시트가 열립니다. 시트는 열리지만 그
// 안의 어느 것도 동작하지 않습니다. 제안을 눌러도 제목이 바뀌지 않고, "Save"는 아무것도 더하지
// 않으며, "Cancel"은 시트를 닫지 않습니다.
//
// Fix the list's reducer. Keep the names.
// 목록의 리듀서를 고치세요. 이름은 그대로 두세요.

@Reducer
struct NewChore {
    @ObservableState
    struct State: Equatable {
        var title = ""
    }

    enum Action {
        case suggestionTapped(String)
        case saveTapped
        case cancelTapped
        case delegate(Delegate)
        enum Delegate {
            case save(String)
        }
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .suggestionTapped(title):
                state.title = title
                return .none
            case .saveTapped:
                return .send(.delegate(.save(state.title)))
            case .cancelTapped:
                return .run { _ in await dismiss() }
            case .delegate:
                return .none
            }
        }
    }
}

@Reducer
struct ChoreList {
    @ObservableState
    struct State: Equatable {
        var chores: [String] = ["Dishes"]
        @Presents var newChore: NewChore.State?
    }

    enum Action {
        case newChoreTapped
        case newChore(PresentationAction<NewChore.Action>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .newChoreTapped:
                state.newChore = NewChore.State()
                return .none
            case let .newChore(.presented(.delegate(.save(title)))):
                state.chores.append(title)
                state.newChore = nil
                return .none
            case .newChore:
                return .none
            }
        }
        .ifLet(\.$newChore, action: \.newChore) {
            NewChore()
        }
    }
}

struct ChoreListView: View {
    @Bindable var store: StoreOf<ChoreList>

    var body: some View {
        VStack {
            ForEach(store.chores, id: \.self) { chore in
                Text(chore)
            }
            Button("New chore") { store.send(.newChoreTapped) }
        }
        .sheet(item: $store.scope(state: \.newChore, action: \.newChore)) { sheetStore in
            NewChoreView(store: sheetStore)
        }
    }
}

struct NewChoreView: View {
    let store: StoreOf<NewChore>

    var body: some View {
        VStack {
            Text("Title: \(store.title)")
            Button("Bins") { store.send(.suggestionTapped("Bins")) }
            Button("Plants") { store.send(.suggestionTapped("Plants")) }
            Button("Save") { store.send(.saveTapped) }
            Button("Cancel") { store.send(.cancelTapped) }
        }
    }
}
