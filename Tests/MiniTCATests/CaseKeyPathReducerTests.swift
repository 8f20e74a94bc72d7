import MiniTCA
import Testing

// A parent composed the TCA 1.7+ way (`Scope`, `ifLet`, `forEach` with case key paths), its
// `@CasePathable` conformances written out as the macro writes them.

private struct Tally: Reducer {
    struct State: Equatable, Identifiable {
        var id: Int
        var count = 0
    }
    enum Action: Equatable, CasePathable {
        case increment
        struct AllCasePaths {
            var increment: AnyCasePath<Action, Void> {
                ._$embed({ Action.increment }) {
                    guard case .increment = $0 else { return nil }
                    return ()
                }
            }
        }
        static var allCasePaths: AllCasePaths { AllCasePaths() }
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
    }
}

private struct Board: Reducer {
    struct State: Equatable {
        var main = Tally.State(id: 0)
        @PresentationState var detail: Tally.State?
        var rows: IdentifiedArrayOf<Tally.State> = []
        var path = StackState<Tally.State>()
    }
    enum Action: Equatable, CasePathable {
        case main(Tally.Action)
        case detail(PresentationAction<Tally.Action>)
        case rows(IdentifiedActionOf<Tally>)
        case path(StackAction<Tally.State, Tally.Action>)

        struct AllCasePaths {
            var main: AnyCasePath<Action, Tally.Action> {
                ._$embed(Action.main) {
                    guard case let .main(v0) = $0 else { return nil }
                    return v0
                }
            }
            var detail: AnyCasePath<Action, PresentationAction<Tally.Action>> {
                ._$embed(Action.detail) {
                    guard case let .detail(v0) = $0 else { return nil }
                    return v0
                }
            }
            var rows: AnyCasePath<Action, IdentifiedActionOf<Tally>> {
                ._$embed(Action.rows) {
                    guard case let .rows(v0) = $0 else { return nil }
                    return v0
                }
            }
            var path: AnyCasePath<Action, StackAction<Tally.State, Tally.Action>> {
                ._$embed(Action.path) {
                    guard case let .path(v0) = $0 else { return nil }
                    return v0
                }
            }
        }
        static var allCasePaths: AllCasePaths { AllCasePaths() }
    }
    var body: some ReducerOf<Self> {
        Scope(state: \.main, action: \.main) { Tally() }
        EmptyReducer()
            .ifLet(\.$detail, action: \.detail) { Tally() }
            .forEach(\.rows, action: \.rows) { Tally() }
            .forEach(\.path, action: \.path) { Tally() }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct CaseKeyPathReducers {
        @Test func scopeIfLetAndForEachTakeCaseKeyPaths() async {
            var initial = Board.State()
            initial.detail = Tally.State(id: 9)
            initial.rows = [Tally.State(id: 1), Tally.State(id: 2)]
            let store = TestStore(initialState: initial) { Board() }
            await store.send(.main(.increment)) { $0.main.count = 1 }
            await store.send(.detail(.presented(.increment))) { $0.detail?.count = 1 }
            await store.send(.rows(.element(id: 2, action: .increment))) { $0.rows[id: 2]?.count = 1 }
            await store.send(.path(.push(id: 0, state: Tally.State(id: 5)))) { $0.path[id: 0] = Tally.State(id: 5) }
            await store.send(.path(.element(id: 0, action: .increment))) { $0.path[id: 0]?.count = 1 }
            await store.send(.detail(.dismiss)) { $0.detail = nil }
        }

        @Test func caseKeyPathsReachIntoTCAsActionEnums() {
            let row: CaseKeyPath<Board.Action, Tally.Action> = \.rows[id: 2]
            #expect(row(.increment) == Board.Action.rows(.element(id: 2, action: .increment)))
            #expect(Board.Action.rows(.element(id: 1, action: .increment))[case: \.rows[id: 2]] == nil)
            // `\.detail.increment` leaves out the `presented`, as TCA allows.
            #expect(Board.Action.detail(.presented(.increment)).is(\.detail.increment))
            #expect(!Board.Action.detail(.dismiss).is(\.detail.increment))
            #expect(Board.Action.detail(.dismiss).is(\.detail.dismiss))
            let screen: CaseKeyPath<Board.Action, Tally.Action> = \.path[id: 0]
            #expect(screen(.increment) == Board.Action.path(.element(id: 0, action: .increment)))
            #expect(Board.Action.path(.popFrom(id: 0))[case: \.path.popFrom] == 0)
        }
    }
}
