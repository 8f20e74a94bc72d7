import ComposableArchitecture

// A search field: each change of the query starts a search, which waits a moment (a debounce)
// and then sends its results back.
// 검색 필드입니다. 검색어가 바뀔 때마다 검색이 시작되고, 검색은 잠시 기다린 뒤(디바운스) 결과를
// 돌려보냅니다.
//
// Three things are missing:
//   1. A new query must cancel the search that is still running for the old one, so that only
//      the latest query's results ever arrive.
//   2. "Clear" must cancel the running search, so that no results come back after clearing.
//   3. Deleting the query down to nothing clears the results the same way, and has the same hole.
// 세 가지가 빠져 있습니다.
//   1. 새 검색어는 옛 검색어로 아직 돌고 있는 검색을 취소해서, 가장 최근 검색어의 결과만 도착하게
//      해야 합니다.
//   2. "Clear"는 돌고 있는 검색을 취소해서, 지운 뒤에 결과가 돌아오지 않게 해야 합니다.
//   3. 검색어를 끝까지 지우면 같은 방식으로 결과를 지우는데, 같은 구멍이 있습니다.
//
// Complete the three TODOs. Keep the names: the checks send `.queryChanged`, `.clearTapped`.
// TODO 세 개를 완성하세요. 이름은 그대로 두세요. 체크가 `.queryChanged`, `.clearTapped`를 보냅니다.

struct Search: Reducer {
    struct State: Equatable {
        var query = ""
        var results: [String] = []
    }

    enum Action: Equatable {
        case queryChanged(String)
        case searchResponse([String])
        case clearTapped
    }

    private enum CancelID { case search }

    static let catalog = ["swift", "swiftui", "swift-testing", "composable", "combine"]

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .queryChanged(query):
            state.query = query
            guard !query.isEmpty else {
                state.results = []
                return .none   // TODO 3: an empty query is a clear too. / TODO 3: 빈 검색어도 지우기입니다.
            }
            return .run { send in
                try await Task.sleep(nanoseconds: 5_000_000)   // debounce: 5 ms here / 디바운스: 여기서는 5 ms
                await send(.searchResponse(Self.catalog.filter { $0.hasPrefix(query) }))
            }
            // TODO 1: a new query should stop the search that is still running.
            // TODO 1: 새 검색어는 아직 돌고 있는 검색을 멈춰야 합니다.

        case let .searchResponse(results):
            state.results = results
            return .none

        case .clearTapped:
            state.query = ""
            state.results = []
            return .none   // TODO 2: stop the running search. / TODO 2: 돌고 있는 검색을 멈추세요.
        }
    }
}
