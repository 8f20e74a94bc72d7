import MiniSwiftUI
import MiniTCA
import Testing

/// A kettle that boils in an effect, and one that keeps whistling as long as it exists.
private struct Kettle: Reducer {
    struct State: Equatable {
        var water = "cold"
    }
    enum Action: Equatable {
        case switchOnTapped
        case boiled
        case whistleTapped
        case whistled
        case switchOffTapped
    }

    private enum CancelID { case whistle }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .switchOnTapped:
                state.water = "heating"
                return .run { send in
                    try await Task.sleep(for: .milliseconds(100))
                    await send(.boiled)
                }
            case .boiled:
                state.water = "boiling"
                return .none
            case .whistleTapped:
                return .run { send in
                    while !Task.isCancelled {
                        try await Task.sleep(for: .milliseconds(20))
                        await send(.whistled)
                    }
                }
                .cancellable(id: CancelID.whistle)
            case .whistled:
                state.water = "whistling"
                return .none
            case .switchOffTapped:
                return .cancel(id: CancelID.whistle)
            }
        }
    }
}

private struct KettleView: View {
    let store: StoreOf<Kettle>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Text("Water: \(viewStore.water)")
            Button("Switch on") { viewStore.send(.switchOnTapped) }
            Button("Whistle") { viewStore.send(.whistleTapped) }
            Button("Switch off") { viewStore.send(.switchOffTapped) }
        }
    }
}

extension MiniTCATests {
    @MainActor struct SettleTests {
        @Test func settleWaitsForTheEffectsAButtonStarted() async throws {
            let store = Store(initialState: Kettle.State()) { Kettle() }
            let host = ViewHost(KettleView(store: store))
            try host.tap("Switch on")
            #expect(host.texts.first == "Water: heating")
            await host.settle()
            #expect(host.texts.first == "Water: boiling")
        }

        @Test func anEffectThatNeverEndsHoldsSettleOnlySoLong() async throws {
            let store = Store(initialState: Kettle.State()) { Kettle() }
            let host = ViewHost(KettleView(store: store))
            try host.tap("Whistle")
            let start = ContinuousClock.now
            await host.settle()
            let waited = ContinuousClock.now - start
            // Held for the limit, then let go. The upper bound is loose: other tests of the suite
            // share the main actor and may keep it busy meanwhile.
            #expect(waited >= ViewHost<KettleView>.effectWaitLimit && waited < ViewHost<KettleView>.effectWaitLimit * 10)
            #expect(host.texts.first == "Water: whistling")
            // Stopped, it no longer holds any host's `settle()`.
            try host.tap("Switch off")
            let stopping = ContinuousClock.now
            await host.settle()
            // Still held, it would wait the whole limit again.
            #expect(ContinuousClock.now - stopping < ViewHost<KettleView>.effectWaitLimit)
        }
    }
}
