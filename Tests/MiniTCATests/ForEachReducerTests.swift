import MiniTCA
import Testing

private struct Row: Reducer {
    struct State: Equatable, Identifiable {
        let id: Int
        var ticks = 0
    }
    enum Action: Equatable { case start, tick }
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
            return .run { send in
                for await _ in self.clock.timer(interval: .seconds(1)) {
                    await send(.tick)
                }
            }
        case .tick:
            state.ticks += 1
            return .none
        }
    }
}

private struct Rows: Reducer {
    struct State: Equatable {
        var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
    }
    enum Action: Equatable {
        case remove(Int)
        case row(id: Int, action: Row.Action)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            if case let .remove(id) = action { state.rows.remove(id: id) }
            return .none
        }
        .forEach(\.rows, action: /Action.row(id:action:)) { Row() }  // ← forEach
    }
}

extension MiniTCATests {
    @Suite @MainActor struct ForEachReducers {
        @Test func removingAnElementCancelsItsEffectsOnly() async {
            let issues = await capturingIssues {
                let clock = TestClock()
                let store = TestStore(initialState: Rows.State()) {
                    Rows()
                } withDependencies: {
                    $0.continuousClock = clock
                }
                await store.send(.row(id: 1, action: .start))
                await store.send(.row(id: 2, action: .start))
                await store.send(.remove(1)) { $0.rows.remove(id: 1) }
                await clock.advance(by: .seconds(1))
                // Only row 2 still ticks.
                await store.receive(.row(id: 2, action: .tick)) { $0.rows[id: 2]?.ticks = 1 }
                await store.send(.remove(2)) { $0.rows = [] }
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func anActionForAMissingElementIsAWarning() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Rows.State()) { Rows() }
                await store.send(.row(id: 9, action: .tick))
            }
            let forEachLine = (try? String(contentsOfFile: #filePath, encoding: .utf8))?
                .split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.hasSuffix("// ← forEach") }
                .map { $0 + 1 } ?? 0
            #expect(issues.messages == [
                """
                A "forEach" at "MiniTCATests/ForEachReducerTests.swift:\(forEachLine)" received an action \
                for a missing element. …

                  Action:
                    Rows.Action.row(id:, action: .tick)

                This is generally considered an application logic error, and can happen for a few reasons:

                • A parent reducer removed an element with this ID before this reducer ran. This reducer \
                must run before any other reducer removes an element, which ensures that element reducers \
                can handle their actions while their state is still available.

                • An in-flight effect emitted this action when state contained no element at this ID. \
                While it may be perfectly reasonable to ignore this action, consider canceling the \
                associated effect before an element is removed, especially if it is a long-living effect.

                • This action was sent to the store while its state contained no element at this ID. To \
                fix this make sure that actions for this reducer can only be sent from a view store when \
                its state contains an element at this id. In SwiftUI applications, use "ForEachStore".
                """,
            ])
        }
    }
}
