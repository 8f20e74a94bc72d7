import MiniTCA
import Testing

private enum Step: Equatable { case first, second }

private struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    func reduce(into state: inout State, action: Void) -> Effect<Void> {
        state.count += 1
        return .none
    }
}

private struct Feeder: Reducer {
    func reduce(into state: inout Int, action: Step) -> Effect<Step> {
        switch action {
        case .first: return .send(.second)
        case .second: return .none
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct TestStoreFailures {
        @Test func stateChangeDoesNotMatch() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Counter.State()) { Counter() }
                await store.send(()) { $0.count = 0 }
            }
            #expect(issues.messages == [
                """
                A state change does not match expectation: …

                    \u{2212} Counter.State(count: 0)
                    + Counter.State(count: 1)

                (Expected: \u{2212}, Actual: +)
                """,
            ])
        }

        @Test func unexpectedStateChange() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Counter.State()) { Counter() }
                await store.send(())
            }
            #expect(issues.messages == [
                """
                State was not expected to change, but a change occurred: …

                    \u{2212} Counter.State(count: 0)
                    + Counter.State(count: 1)

                (Expected: \u{2212}, Actual: +)
                """,
            ])
        }

        @Test func noChangeWithAClosure() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: 0) { Feeder() }
                await store.send(.first) { _ = $0 }
                await store.receive(.second) { _ = $0 }
            }
            let text = """
                Expected state to change, but no change occurred.

                The trailing closure made no observable modifications to state. If no change to state is \
                expected, omit the trailing closure.
                """
            #expect(issues.messages == [text, text])
        }

        @Test func receiveWrongAction() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: 0) { Feeder() }
                await store.send(.first)
                await store.receive(.first)
            }
            #expect(issues.messages == [
                """
                Received unexpected action: …

                    \u{2212} Step.first
                    + Step.second

                (Expected: \u{2212}, Received: +)
                """,
            ])
        }

        @Test func receiveNothing() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: 0) { Feeder() }
                await store.receive(.second)
            }
            #expect(issues.messages == [
                """
                Expected to receive the following action, but didn't: …

                  Step.second
                """,
            ])
        }

        @Test func sendBeforeReceiving() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: 0) { Feeder() }
                await store.send(.first)
                await store.send(.first)
                await store.receive(.second)
                await store.receive(.second)
            }
            #expect(issues.messages == [
                """
                Must handle 1 received action before sending an action: …

                Unhandled actions: [
                  [0]: .second
                ]
                """,
            ])
        }

        @Test func unreceivedActionAtTheEnd() async {
            var line = 0
            let issues = await capturingIssues {
                let store = TestStore(initialState: 0) { Feeder() }
                line = #line + 1
                await store.send(.first)
            }
            #expect(issues.messages == [
                """
                The store received 1 unexpected action after this one: …

                  Unhandled actions:
                    • .second
                """,
            ])
            #expect(issues.lines == [line])
        }

        @Test func effectStillRunningAtTheEnd() async {
            struct Forever: Reducer {
                func reduce(into state: inout Int, action: Void) -> Effect<Void> {
                    .run { _ in try await Task.sleep(nanoseconds: 60_000_000_000) }
                }
            }
            let issues = await capturingIssues {
                let store = TestStore(initialState: 0) { Forever() }
                await store.send(())
            }
            #expect(issues.messages.count == 1)
            #expect(issues.messages.first?.hasPrefix(
                "An effect returned for this action is still running. It must complete before the end of the test. …"
            ) == true)
            #expect(issues.messages.first?.contains(#"perform "await store.finish()" at the end of your test."#) == true)
        }

        @Test func passingTestReportsNothing() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: 0) { Feeder() }
                await store.send(.first)
                await store.receive(.second)
                await store.finish()
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func receiveByCasePath() async {
            enum Action: Equatable { case load, loaded(Int) }
            struct Loader: Reducer {
                func reduce(into state: inout Int, action: Action) -> Effect<Action> {
                    switch action {
                    case .load: return .send(.loaded(7))
                    case let .loaded(value): state = value; return .none
                    }
                }
            }
            let issues = await capturingIssues {
                let store = TestStore(initialState: 0) { Loader() }
                await store.send(.load)
                await store.receive(/Action.loaded, timeout: 1_000) { $0 = 7 }
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func runEffectsAreAwaitedByReceive() async {
            struct Loader: Reducer {
                struct State: Equatable { var value = 0 }
                enum Action: Equatable { case load, loaded(Int) }
                func reduce(into state: inout State, action: Action) -> Effect<Action> {
                    switch action {
                    case .load:
                        return .run { send in
                            try await Task.sleep(nanoseconds: 20_000_000)
                            await send(.loaded(42))
                        }
                    case let .loaded(value):
                        state.value = value
                        return .none
                    }
                }
            }
            let issues = await capturingIssues {
                let store = TestStore(initialState: Loader.State()) { Loader() }
                await store.send(.load)
                await store.receive(.loaded(42)) { $0.value = 42 }
                #expect(store.state.value == 42)
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func exhaustivityOffAppliesTheClosureToTheActualState() async {
            struct Two: Reducer {
                struct State: Equatable { var a = 0; var b = 0 }
                enum Action: Equatable { case go, done }
                func reduce(into state: inout State, action: Action) -> Effect<Action> {
                    switch action {
                    case .go:
                        state.a = 1
                        state.b = 1
                        return .send(.done)
                    case .done:
                        return .none
                    }
                }
            }
            let issues = await capturingIssues {
                let store = TestStore(initialState: Two.State()) { Two() }
                store.exhaustivity = .off
                await store.send(.go) { $0.a = 1 }
            }
            #expect(issues.messages.isEmpty)

            let strict = await capturingIssues {
                let store = TestStore(initialState: Two.State()) { Two() }
                await store.send(.go) { $0.a = 1 }
                await store.receive(.done)
            }
            #expect(strict.messages.count == 1)
            #expect(strict.messages.first?.hasPrefix("A state change does not match expectation: …") == true)
        }
    }
}
