import MiniTCA
import Testing

/// A feature that sleeps on the `\.continuousClock` dependency.
private struct Sleeper: Reducer {
    struct State: Equatable {
        var ticks = 0
        var woke: [String] = []
    }
    enum Action: Equatable {
        case startTimer, stopTimer, tick
        case sleepOnce, sleepTwice
        case woke(String)
    }
    @Dependency(\.continuousClock) var clock
    private enum CancelID { case timer }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .startTimer:
            return .run { send in
                for await _ in self.clock.timer(interval: .seconds(1)) {
                    await send(.tick)
                }
            }
            .cancellable(id: CancelID.timer)
        case .stopTimer:
            return .cancel(id: CancelID.timer)
        case .tick:
            state.ticks += 1
            return .none
        case .sleepOnce:
            return .run { send in
                try await self.clock.sleep(for: .seconds(1))
                await send(.woke("after 1 s"))
            }
        case .sleepTwice:
            return .merge(
                .run { send in
                    try await self.clock.sleep(for: .seconds(2))
                    await send(.woke("after 2 s"))
                },
                .run { send in
                    try await self.clock.sleep(for: .seconds(1))
                    await send(.woke("after 1 s"))
                }
            )
        case let .woke(label):
            state.woke.append(label)
            return .none
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct Clocks {
        @Test func aTestClockWakesEachTickOfATimer() async {
            let issues = await capturingIssues {
                let clock = TestClock()
                let store = TestStore(initialState: Sleeper.State()) {
                    Sleeper()
                } withDependencies: {
                    $0.continuousClock = clock
                }
                await store.send(.startTimer)
                await clock.advance(by: .seconds(3))
                await store.receive(.tick) { $0.ticks = 1 }
                await store.receive(.tick) { $0.ticks = 2 }
                await store.receive(.tick) { $0.ticks = 3 }
                await store.send(.stopTimer)
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func aTestClockWakesSleepersInDeadlineOrder() async {
            let issues = await capturingIssues {
                let clock = TestClock()
                let store = TestStore(initialState: Sleeper.State()) {
                    Sleeper()
                } withDependencies: {
                    $0.continuousClock = clock
                }
                await store.send(.sleepTwice)
                await clock.advance(by: .seconds(5))
                await store.receive(.woke("after 1 s")) { $0.woke = ["after 1 s"] }
                await store.receive(.woke("after 2 s")) { $0.woke = ["after 1 s", "after 2 s"] }
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func timeThatHasNotComeWakesNothing() async {
            let issues = await capturingIssues {
                let clock = TestClock()
                let store = TestStore(initialState: Sleeper.State()) {
                    Sleeper()
                } withDependencies: {
                    $0.continuousClock = clock
                }
                await store.send(.startTimer)
                await clock.advance(by: .milliseconds(999))
                // A tick received by now would make this send fail ("Must handle 1 received action").
                await store.send(.stopTimer)
                #expect(clock.now.offset == .milliseconds(999))
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func cancellingASleepThrowsCancellationError() async {
            let clock = TestClock()
            let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
            await megaYieldOnMain()
            sleeper.cancel()
            let result = await sleeper.result
            #expect(throws: CancellationError.self) { try result.get() }
            await clock.advance(by: .seconds(2))
            #expect(clock.now.offset == .seconds(2))
        }

        @Test func aSleepWhoseDeadlineHasPassedReturnsAtOnce() async throws {
            let clock = TestClock()
            await clock.advance(by: .seconds(5))
            try await clock.sleep(until: .init(offset: .seconds(1)))
            #expect(clock.now.offset == .seconds(5))
        }

        @Test func anImmediateClockDoesNotWait() async throws {
            let clock = ImmediateClock()
            let start = ContinuousClock.now
            try await clock.sleep(for: .seconds(60))
            #expect(clock.now.offset == .seconds(60))
            // Far less than the 60 s it was asked to sleep, however busy the machine.
            #expect(ContinuousClock.now - start < .seconds(30))
        }

        @Test func runAdvancesUntilNoSleepIsLeft() async throws {
            let clock = TestClock()
            let woke = LockIsolated<[Int]>([])
            let sleeper = Task {
                for second in 1...3 {
                    try await clock.sleep(for: .seconds(second))
                    woke.withValue { $0.append(second) }
                }
            }
            await clock.run()
            try await sleeper.value
            #expect(woke.value == [1, 2, 3])
            #expect(clock.now.offset == .seconds(6))
            try await clock.checkSuspension()
        }

        @Test func runFailsWhenSleepsNeverStop() async {
            let clock = TestClock()
            let ticker = Task {
                while !Task.isCancelled { try await clock.sleep(for: .seconds(1)) }
            }
            let issues = await capturingIssues {
                await clock.run(timeout: .milliseconds(50))
            }
            ticker.cancel()
            #expect(issues.messages.first?.hasPrefix(
                "Expected all sleeps to finish, but some are still suspending after 0.05 seconds.") == true)
        }

        @Test func checkSuspensionThrowsWhileSomethingSleeps() async {
            let clock = TestClock()
            let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
            await megaYieldOnMain()
            await #expect(throws: SuspensionError.self) { try await clock.checkSuspension() }
            sleeper.cancel()
        }

        @Test func theTestValueOfTheClockFailsWhenUsed() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Sleeper.State()) { Sleeper() }
                await store.send(.sleepOnce)
                await store.receive(.woke("after 1 s")) { $0.woke = ["after 1 s"] }
            }
            // `sleep(for:)` reads `now`, then sleeps: both are unimplemented.
            #expect(issues.messages == ["Unimplemented: ContinuousClock.now", "Unimplemented: ContinuousClock.sleep"])
        }
    }
}

/// Lets main-actor work queued so far run.
@MainActor
private func megaYieldOnMain() async {
    for _ in 0..<20 { await Task.yield() }
}
