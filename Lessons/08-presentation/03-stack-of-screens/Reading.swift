import ComposableArchitecture
import SwiftUI

// A reading list that pushes one screen per book onto a navigation stack. Tap a book: its
// `BookFeature` screen should slide in, where "Read a page" counts pages and "Read aloud" turns a
// page every second until you go back.
// 책마다 화면 하나를 내비게이션 스택에 밀어 넣는 읽기 목록입니다. 책을 탭하면 그 책의 `BookFeature`
// 화면이 밀려 들어와야 합니다. 거기서 "Read a page"는 쪽수를 세고, "Read aloud"는 돌아갈 때까지
// 1초마다 한 쪽씩 넘깁니다.
//
// Tapping a book does nothing. The links are there, the stack is there, `BookFeature` works on its
// own: find what is missing between them (the trace of `tca-learn check` shows which reducers see
// the tap), and add it. Keep the names and the texts: the checks tap "Swift" and the buttons.
// 책을 탭해도 아무 일이 없습니다. 링크도 있고 스택도 있고 `BookFeature`도 혼자서는 잘 돌아갑니다. 그
// 사이에 빠진 것을 찾아(`tca-learn check`의 트레이스에 어느 리듀서가 탭을 보는지 나옵니다) 더하세요.
// 이름과 텍스트는 그대로 두세요. 체크가 "Swift"와 버튼을 탭합니다.

struct BookFeature: Reducer {
    struct State: Equatable {
        var title: String
        var pagesRead = 0
    }

    enum Action: Equatable {
        case readPageTapped
        case readAloudTapped
        case pageTurned
    }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .readPageTapped, .pageTurned:
            state.pagesRead += 1
            return .none

        case .readAloudTapped:
            return .run { send in
                while true {
                    try await clock.sleep(for: .seconds(1))
                    await send(.pageTurned)
                }
            }
        }
    }
}

struct ReadingList: Reducer {
    struct State: Equatable {
        var path = StackState<Path.State>()
    }

    enum Action: Equatable {
        case path(StackAction<Path.State, Path.Action>)
    }

    /// Every kind of screen the stack can show: here, books.
    /// 스택이 보여 줄 수 있는 모든 화면의 종류입니다. 여기서는 책뿐입니다.
    struct Path: Reducer {
        enum State: Equatable {
            case book(BookFeature.State)
        }

        enum Action: Equatable {
            case book(BookFeature.Action)
        }

        var body: some ReducerOf<Self> {
            Scope(state: /State.book, action: /Action.book) {
                BookFeature()
            }
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .path:
                return .none
            }
        }
        // TODO: the stack's screens
        // TODO: 스택의 화면들
    }
}

struct BookView: View {
    let store: StoreOf<BookFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
                Text(viewStore.title)
                Text("Pages read: \(viewStore.pagesRead)")
                Button("Read a page") { viewStore.send(.readPageTapped) }
                Button("Read aloud") { viewStore.send(.readAloudTapped) }
            }
        }
    }
}

struct ReadingListView: View {
    let store: StoreOf<ReadingList>

    var body: some View {
        NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) {
            VStack {
                NavigationLink("Swift", state: ReadingList.Path.State.book(BookFeature.State(title: "Swift")))
                NavigationLink("Combine", state: ReadingList.Path.State.book(BookFeature.State(title: "Combine")))
            }
        } destination: { initialState in
            switch initialState {
            case .book:
                CaseLet(/ReadingList.Path.State.book, action: ReadingList.Path.Action.book) { store in
                    BookView(store: store)
                }
            }
        }
    }
}
