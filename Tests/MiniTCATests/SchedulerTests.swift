import Foundation
import MiniCombine
import MiniTCA
import Testing

private struct Ticker: Reducer {
    enum Action: Equatable { case start, stop, tick }
    enum CancelID { case timer }
    @Dependency(\.mainQueue) var mainQueue
    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
        switch action {
        case .start:
            return .run { send in
                for await _ in mainQueue.timer(interval: .seconds(1)) {
                    await send(.tick)
                }
            }
            .cancellable(id: CancelID.timer)
        case .stop:
            return .cancel(id: CancelID.timer)
        case .tick:
            state += 1
            return .none
        }
    }
}

private struct Search: Reducer {
    enum Action: Equatable { case typed(String), search(String) }
    @Dependency(\.mainQueue) var mainQueue
    func reduce(into state: inout [String], action: Action) -> Effect<Action> {
        switch action {
        case let .typed(text):
            return .send(.search(text)).debounce(id: "search", for: .milliseconds(300), scheduler: mainQueue)
        case let .search(text):
            state.append(text)
            return .none
        }
    }
}

/// A doorbell that chimes at most once a second, whichever presses come in between.
private struct Doorbell: Reducer {
    enum Action: Equatable { case press(Int), chime(Int) }
    let id: String
    let latest: Bool
    @Dependency(\.mainQueue) var mainQueue
    func reduce(into state: inout [Int], action: Action) -> Effect<Action> {
        switch action {
        case let .press(number):
            return .send(.chime(number)).throttle(id: id, for: .seconds(1), scheduler: mainQueue, latest: latest)
        case let .chime(number):
            state.append(number)
            return .none
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct Schedulers {
        /// Presses 1 to 4, a quarter second apart: the first chimes at once, the rest wait for the
        /// second to be over, and then one of them chimes.
        private func chimes(latest: Bool) async -> [Int] {
            let mainQueue = DispatchQueue.test
            let store = TestStore(initialState: [Int]()) {
                Doorbell(id: "doorbell-\(latest)", latest: latest)
            } withDependencies: {
                $0.mainQueue = mainQueue.eraseToAnyScheduler()
            }
            store.exhaustivity = .off
            for number in 1...4 {
                await store.send(.press(number))
                await mainQueue.advance(by: .seconds(0.25))
                await store.skipReceivedActions(strict: false)
            }
            await mainQueue.advance(by: .seconds(1))
            await store.skipReceivedActions(strict: false)
            return store.state
        }

        @Test func throttleLetsTheLatestThroughOnceTheIntervalIsOver() async {
            #expect(await chimes(latest: true) == [1, 4])
        }

        @Test func throttleLetsTheFirstWaitingThroughWhenNotLatest() async {
            #expect(await chimes(latest: false) == [1, 2])
        }

        @Test func aTestSchedulerRunsWorkInTimeOrderWhenAdvanced() async {
            let scheduler = DispatchQueue.test
            var ran: [String] = []
            scheduler.schedule(after: scheduler.now.advanced(by: .seconds(2))) { ran.append("two") }
            scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { ran.append("one") }
            scheduler.schedule { ran.append("now") }
            #expect(ran == [])
            await scheduler.advance()
            #expect(ran == ["now"])
            await scheduler.advance(by: .seconds(1))
            #expect(ran == ["now", "one"])
            await scheduler.run()
            #expect(ran == ["now", "one", "two"])
        }

        @Test func aTimerOnTheMainQueueTicksAsTheTestAdvances() async {
            let mainQueue = DispatchQueue.test
            let store = TestStore(initialState: 0) {
                Ticker()
            } withDependencies: {
                $0.mainQueue = mainQueue.eraseToAnyScheduler()
            }
            await store.send(.start)
            await mainQueue.advance(by: .seconds(2))
            await store.receive(.tick) { $0 = 1 }
            await store.receive(.tick) { $0 = 2 }
            await store.send(.stop)
        }

        @Test func debounceKeepsOnlyTheLastOfQuickSends() async {
            let mainQueue = DispatchQueue.test
            let store = TestStore(initialState: [String]()) {
                Search()
            } withDependencies: {
                $0.mainQueue = mainQueue.eraseToAnyScheduler()
            }
            await store.send(.typed("s"))
            await mainQueue.advance(by: .milliseconds(100))
            await store.send(.typed("sw"))
            await mainQueue.advance(by: .milliseconds(300))
            await store.receive(.search("sw")) { $0 = ["sw"] }
        }

        @Test func anImmediateSchedulerRunsEverythingAtOnce() async throws {
            let scheduler = DispatchQueue.immediate
            var ran = false
            scheduler.schedule(after: scheduler.now.advanced(by: .seconds(60))) { ran = true }
            #expect(ran)
            try await scheduler.sleep(for: .seconds(60))
        }

        @Test func theMainQueueMustBeSetInTests() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: 0) { Ticker() }
                await store.send(.start)
                await store.send(.stop)
            }
            // A timer reads the time, then schedules: both are unimplemented, as with clocks.
            #expect(issues.messages == [
                #"@Dependency(\.mainQueue) - An unimplemented scheduler was asked the current time."#,
                #"@Dependency(\.mainQueue) - An unimplemented scheduler scheduled an action to run on a timer."#,
            ])
        }

        /// Two repeating jobs due at the same instant run in the order they were scheduled,
        /// whichever was put back in line last: the fast job, scheduled first, still goes first
        /// when the slow one comes round again.
        @Test func repeatingJobsDueTogetherKeepTheOrderTheyWereScheduledIn() {
            let queue = DispatchQueue.test
            var ran: [String] = []
            let fast = queue.schedule(after: queue.now, interval: .seconds(1)) { ran.append("fast") }
            let slow = queue.schedule(after: queue.now, interval: .seconds(3)) { ran.append("slow") }
            queue.advance(by: .seconds(3))
            #expect(ran == ["fast", "slow", "fast", "fast", "fast", "slow"])
            slow.cancel()
            fast.cancel()
        }

        @Test func strideLiteralsAreSeconds() {
            let oneAndAHalf: DispatchQueue.SchedulerTimeType.Stride = 1.5
            #expect(oneAndAHalf == .milliseconds(1_500))
            let two: RunLoop.SchedulerTimeType.Stride = 2
            #expect(two == .seconds(2))
        }
    }
}
