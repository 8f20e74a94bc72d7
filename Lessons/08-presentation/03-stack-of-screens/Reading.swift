import ComposableArchitecture
import SwiftUI

// A reading list that pushes one screen per book onto a navigation stack. Tap a book: its
// `BookFeature` screen should slide in, where "Read a page" counts pages and "Read aloud" turns a
// page every second until you go back.
//
// Tapping a book does nothing. The links are there, the stack is there, `BookFeature` works on its
// own: find what is missing between them (the trace of `tca-learn check` shows which reducers see
// the tap), and add it. Keep the names and the texts: the checks tap "Swift" and the buttons.

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
