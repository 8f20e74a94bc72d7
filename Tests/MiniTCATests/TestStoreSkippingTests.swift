import MiniTCA
import RenderTrace
import Testing

/// Counts, and asks for more through its effects.
private struct Feeder: Reducer {
    struct State: Equatable {
        var count = 0
        var label = ""
    }
    enum Action: Equatable {
        case feedTwice, fed, label(String), startForever, runBriefly
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .feedTwice:
            return .merge(.send(.fed), .send(.fed))
        case .fed:
            state.count += 1
            return .none
        case let .label(label):
            state.label = label
            state.count += 1
            return .none
        case .startForever:
            return .run { _ in try await Task.never() }
        case .runBriefly:
            return .run { _ in try await Task.sleep(nanoseconds: 20_000_000) }
        }
    }
}

/// The "skipped assertions" notes recorded while `body` runs.
@MainActor
private func notes(_ body: () async -> Void) async -> (notes: [String], issues: [String]) {
    TraceRecorder.reset()
    let issues = await capturingIssues(body)
    let notes = TraceRecorder.events.filter { $0.kind == .log && $0.subject == "TestStore" }.compactMap(\.detail)
    return (notes, issues.messages)
}

extension MiniTCATests {
    @Suite @MainActor struct TestStoreSkipping {
        @Test func skippingReceivedActionsAcceptsTheirStateAndSaysWhatWasSkipped() async {
            let (notes, issues) = await notes {
                let store = TestStore(initialState: Feeder.State()) { Feeder() }
                await store.send(.feedTwice)
                await store.skipReceivedActions()
                #expect(store.state.count == 2)
                await store.send(.fed) { $0.count = 3 }
            }
            #expect(issues.isEmpty)
            #expect(notes == [
                """
                Skipped assertions: …

                2 received actions were skipped:

                [
                  [0]: .fed,
                  [1]: .fed
                ]
                """,
            ])
        }

        @Test func skippingNothingIsAFailureUnlessNotStrict() async {
            let (notes, issues) = await notes {
                let store = TestStore(initialState: Feeder.State()) { Feeder() }
                await store.skipReceivedActions()
                await store.skipInFlightEffects()
                await store.skipReceivedActions(strict: false)
                await store.skipInFlightEffects(strict: false)
            }
            #expect(notes.isEmpty)
            #expect(issues == ["There were no received actions to skip.", "There were no in-flight effects to skip."])
        }

        @Test func skippingInFlightEffectsStopsAwaitingThem() async {
            let (notes, issues) = await notes {
                let store = TestStore(initialState: Feeder.State()) { Feeder() }
                await store.send(.startForever)
                await store.skipInFlightEffects()
            }
            // Without the skip, the test store would report the effect still running.
            #expect(issues.isEmpty)
            #expect(notes == [
                """
                Skipped assertions: …

                1 in-flight effect was cancelled, originating from:

                Feeder.Action.startForever
                """,
            ])
        }

        @Test func aSkippedEffectStillRunsAndWhatItSendsIsReceived() async {
            let issues = await capturingIssues {
                let clock = TestClock()
                let store = TestStore(initialState: 0) {
                    Reduce<Int, Bool> { state, ring in
                        guard ring else {
                            return .run { send in
                                try await clock.sleep(for: .seconds(1))
                                await send(true)
                            }
                        }
                        state += 1
                        return .none
                    }
                }
                await store.send(false)
                await store.skipInFlightEffects()
                await clock.advance(by: .seconds(1))
                await store.receive(true) { $0 = 1 }
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func skippedAssertionsAreShownWhenAsked() async {
            let (notes, issues) = await notes {
                let store = TestStore(initialState: Feeder.State()) { Feeder() }
                store.exhaustivity = .off(showSkippedAssertions: true)
                await store.send(.label("a")) { $0.label = "a" }
                await store.send(.feedTwice)
                // Received with no closure: the count it changed was not asserted.
                await store.receive(.fed)
            }
            #expect(issues.isEmpty)
            #expect(notes == [
                """
                Skipped assertions: …

                A state change does not match expectation: …

                    \u{2007} Feeder.State(
                    \u{2212}   count: 0,
                    +   count: 1,
                    \u{2007}   label: "a"
                    \u{2007} )

                (Expected: \u{2212}, Actual: +)
                """,
                """
                Skipped assertions: …

                State was not expected to change, but a change occurred: …

                    \u{2007} Feeder.State(
                    \u{2212}   count: 1,
                    +   count: 2,
                    \u{2007}   label: "a"
                    \u{2007} )

                (Expected: \u{2212}, Actual: +)
                """,
                // The test ends with one `.fed` not received and nothing running.
                """
                Skipped assertions: …

                The store received 1 unexpected action after this one: …

                  Unhandled actions:
                    • .fed
                """,
            ])
        }

        @Test func skippedAssertionsAreSilentByDefault() async {
            let (notes, issues) = await notes {
                let store = TestStore(initialState: Feeder.State()) { Feeder() }
                store.exhaustivity = .off
                await store.send(.label("a")) { $0.label = "a" }
                await store.send(.feedTwice)
                await store.receive(.fed)
            }
            #expect(notes.isEmpty)
            #expect(issues.isEmpty)
        }

        @Test func aWrongAssertionFailsEvenWhenNotExhaustive() async {
            let (_, issues) = await notes {
                let store = TestStore(initialState: Feeder.State()) { Feeder() }
                store.exhaustivity = .off(showSkippedAssertions: true)
                await store.send(.label("a")) { $0.label = "b" }
            }
            #expect(issues.count == 1)
            #expect(issues.first?.hasPrefix("A state change does not match expectation: …") == true)
        }

        @Test func withExhaustivityAppliesForItsOperationOnly() async {
            let (_, issues) = await notes {
                let store = TestStore(initialState: Feeder.State()) { Feeder() }
                await store.withExhaustivity(.off) {
                    await store.send(.label("a"))
                }
                #expect(store.exhaustivity == .on)
                await store.send(.fed)
            }
            #expect(issues == [
                """
                State was not expected to change, but a change occurred: …

                    \u{2007} Feeder.State(
                    \u{2212}   count: 1,
                    +   count: 2,
                    \u{2007}   label: "a"
                    \u{2007} )

                (Expected: \u{2212}, Actual: +)
                """,
            ])
        }

        @Test func aTaskThatDoesNotFinishInTimeFailsAndIsCancelled() async {
            let (_, issues) = await notes {
                let store = TestStore(initialState: Feeder.State()) { Feeder() }
                let task = await store.send(.startForever)
                await task.finish(timeout: .milliseconds(50))
                #expect(task.isCancelled)
            }
            #expect(issues == [
                """
                Expected task to finish, but it is still in-flight after 0.05 seconds.

                If this task delivers its action using a clock/scheduler (via "sleep(for:)", \
                "timer(interval:)", etc.), make sure that you wait enough time for it to perform its work. \
                If you are using a test clock/scheduler, advance the scheduler so that the effects may \
                complete, or consider using an immediate clock/scheduler to immediately perform the effect \
                instead.

                If you are not yet using a clock/scheduler, or cannot use a clock/scheduler, try \
                increasing the duration of this assertion's "timeout".
                """,
            ])
        }

        @Test func aTaskThatFinishesInTimePasses() async {
            let (_, issues) = await notes {
                let store = TestStore(initialState: Feeder.State()) { Feeder() }
                await store.send(.runBriefly).finish()
            }
            #expect(issues.isEmpty)
        }
    }
}
