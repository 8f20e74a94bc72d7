// An XCTest run whose first test hops to the main actor thousands of times (a metronome ticked
// on a test clock, with the main serial executor on), then whose last tests wait on real time.
// Under corelibs XCTest every hop arms a run-loop timer, and Dispatch answers the burst with
// hundreds of worker threads: their stacks must still fit the program's memory limit, or no
// thread can start afterwards and the real-time waits never end (the run hangs).
import ComposableArchitecture
import XCTest

struct Metronome: Reducer {
    struct State: Equatable { var beats = 0 }
    enum Action: Equatable { case start, beat }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
            return .run { send in
                for await _ in clock.timer(interval: .seconds(1)) { await send(.beat) }
            }
        case .beat:
            state.beats += 1
            return .none
        }
    }
}

@MainActor
final class MetronomeTests: XCTestCase {
    func testManyBeats() async {
        await withMainSerialExecutor {
            let clock = TestClock()
            let store = TestStore(initialState: Metronome.State()) { Metronome() } withDependencies: {
                $0.continuousClock = clock
            }
            store.exhaustivity = .off
            let start = await store.send(.start)
            for _ in 1...60 {
                await clock.advance(by: .seconds(1))
            }
            await store.skipReceivedActions()
            XCTAssertEqual(store.state.beats, 60)
            await start.cancel()
        }
    }

    func testRealTimeAfterwards() async throws {
        try await Task.sleep(nanoseconds: 20_000_000)
        let task = Task.detached { try await Task.sleep(nanoseconds: 20_000_000); return 42 }
        let answer = try await task.value
        XCTAssertEqual(answer, 42)
    }

    func testTestStoreTaskFinishesAfterwards() async {
        let store = TestStore(initialState: 0) {
            Reduce<Int, Bool> { state, _ in
                state += 1
                return .run { _ in try await Task.sleep(nanoseconds: 10_000_000) }
            }
        }
        await store.send(true) { $0 = 1 }.finish(timeout: 2 * NSEC_PER_SEC)
    }
}

extension MetronomeTests {
    nonisolated static var allTests: [(String, (MetronomeTests) -> () throws -> Void)] {
        [
            ("testManyBeats", asyncTest { test in { await test.testManyBeats() } }),
            ("testRealTimeAfterwards", asyncTest { test in { try await test.testRealTimeAfterwards() } }),
            ("testTestStoreTaskFinishesAfterwards", asyncTest { test in { await test.testTestStoreTaskFinishesAfterwards() } }),
        ]
    }
}

XCTMain([testCase(MetronomeTests.allTests)])
