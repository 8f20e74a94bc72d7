import MiniTCA
import RenderTrace
import Testing

private struct Effects: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable {
        case sendTapped, runTapped, mergeTapped, concatenateTapped
        case startTimer, stopTimer
        case fed(String)
    }
    private enum CancelID { case timer }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .sendTapped:
                state.log.append("sendTapped")
                return .send(.fed("from .send"))
            case .runTapped:
                state.log.append("runTapped")
                return .run { send in
                    await send(.fed("run 1"))
                    await send(.fed("run 2"))
                }
            case .mergeTapped:
                return .merge(
                    // Long enough that the fast branch wins even on a loaded CI machine.
                    .run { send in
                        try await Task.sleep(nanoseconds: 300_000_000)
                        await send(.fed("slow"))
                    },
                    .run { send in await send(.fed("fast")) }
                )
            case .concatenateTapped:
                return .concatenate(
                    .run { send in
                        try await Task.sleep(nanoseconds: 30_000_000)
                        await send(.fed("slow"))
                    },
                    .run { send in await send(.fed("fast")) },
                    .send(.fed("last"))
                )
            case .startTimer:
                return .run { send in
                    while true {
                        try await Task.sleep(nanoseconds: 5_000_000)
                        await send(.fed("tick"))
                    }
                }
                .cancellable(id: CancelID.timer, cancelInFlight: true)
            case .stopTimer:
                return .cancel(id: CancelID.timer)
            case let .fed(text):
                state.log.append(text)
                return .none
            }
        }
        // A second reducer in the same body: `.send` must wait for this pass to finish.
        Reduce { state, action in
            if action == .sendTapped { state.log.append("second reducer") }
            return .none
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct EffectOrdering {
        @Test func sendIsReducedAfterTheWholeBodyAndBeforeSendReturns() {
            let store = Store(initialState: Effects.State()) { Effects() }
            store.send(.sendTapped)
            #expect(store.withState(\.log) == ["sendTapped", "second reducer", "from .send"])
        }

        @Test func runHappensLaterAndEachSendIsNew() async {
            TraceRecorder.reset()
            let store = Store(initialState: Effects.State()) { Effects() }
            let task = store.send(.runTapped)
            #expect(store.withState(\.log) == ["runTapped"])
            #expect(TraceRecorder.events.filter { $0.kind == .effect }.map(\.fact) == [.started])
            await task.finish()
            #expect(store.withState(\.log) == ["runTapped", "run 1", "run 2"])
            let effects = TraceRecorder.events.filter { $0.kind == .effect }
            #expect(effects.map(\.fact) == [.started, .finished])
            #expect(effects.allSatisfy { $0.detail?.hasPrefix(".run (MiniTCATests/EffectTests.swift:") == true })
        }

        @Test func mergeRunsTogetherAndConcatenateOneAfterAnother() async {
            let merged = Store(initialState: Effects.State()) { Effects() }
            await merged.send(.mergeTapped).finish()
            #expect(merged.withState(\.log) == ["fast", "slow"])

            let concatenated = Store(initialState: Effects.State()) { Effects() }
            await concatenated.send(.concatenateTapped).finish()
            #expect(concatenated.withState(\.log) == ["slow", "fast", "last"])
        }

        @Test func cancellationStopsTheEffect() async {
            let store = Store(initialState: Effects.State()) { Effects() }
            let timer = store.send(.startTimer)
            // Wait for the first tick rather than a fixed time: a loaded machine may be slow to start it.
            for _ in 0..<500 where store.withState(\.log).isEmpty {
                try? await Task.sleep(nanoseconds: 5_000_000)
            }
            store.send(.stopTimer)
            await timer.finish()
            let ticks = store.withState(\.log).count
            #expect(ticks > 0)
            try? await Task.sleep(nanoseconds: 30_000_000)
            #expect(store.withState(\.log).count == ticks)
            #expect(TraceRecorder.events.filter { $0.kind == .effect }.last?.fact == .cancelled)
        }

        @Test func scopedStoresEmbedActionsAndProjectState() {
            struct Parent: Reducer {
                struct State: Equatable { var effects = Effects.State() }
                enum Action: Equatable { case effects(Effects.Action) }
                var body: some ReducerOf<Self> {
                    Scope(state: \.effects, action: /Action.effects) { Effects() }
                }
            }
            let store = Store(initialState: Parent.State()) { Parent() }
            let child = store.scope(state: \.effects, action: Parent.Action.effects)
            child.send(.sendTapped)
            #expect(child.withState(\.log) == ["sendTapped", "second reducer", "from .send"])
            #expect(store.withState(\.effects.log.count) == 3)
        }
        @Test func fireAndForgetDoesTheWorkAndSendsNothing() async {
            struct Tracker: Reducer {
                let calls: LockIsolated<[String]>
                enum Action: Equatable { case tapped, fed(String) }
                func reduce(into state: inout [String], action: Action) -> Effect<Action> {
                    switch action {
                    case .tapped:
                        let calls = self.calls
                        let track: Effect<String> = .merge(
                            .send("ignored"),
                            .run { send in
                                calls.withValue { $0.append("tracked") }
                                await send("also ignored")
                            }
                        )
                        return track.fireAndForget()
                    case let .fed(text):
                        state.append(text)
                        return .none
                    }
                }
            }
            let calls = LockIsolated<[String]>([])
            let store = TestStore(initialState: [String]()) { Tracker(calls: calls) }
            await store.send(.tapped)
            await store.finish()
            #expect(calls.value == ["tracked"])
        }
    }
}
