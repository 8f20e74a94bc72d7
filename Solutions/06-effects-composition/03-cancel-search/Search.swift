import ComposableArchitecture

// A search field: each change of the query starts a search, which waits a moment (a debounce)
// and then sends its results back.
//
// Three things are missing:
//   1. A new query must cancel the search that is still running for the old one, so that only
//      the latest query's results ever arrive.
//   2. "Clear" must cancel the running search, so that no results come back after clearing.
//   3. Deleting the query down to nothing clears the results the same way, and has the same hole.
//
// Complete the three TODOs. Keep the names: the checks send `.queryChanged`, `.clearTapped`.

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
                // Emptying the query is a clear: a search still in flight would refill the results.
                state.results = []
                return .cancel(id: CancelID.search)
            }
            return .run { send in
                try await Task.sleep(nanoseconds: 5_000_000)   // debounce: 5 ms here
                await send(.searchResponse(Self.catalog.filter { $0.hasPrefix(query) }))
            }
            .cancellable(id: CancelID.search, cancelInFlight: true)

        case let .searchResponse(results):
            state.results = results
            return .none

        case .clearTapped:
            state.query = ""
            state.results = []
            return .cancel(id: CancelID.search)
        }
    }
}
