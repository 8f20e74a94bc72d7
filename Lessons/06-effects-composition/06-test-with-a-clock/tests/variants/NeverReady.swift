import ComposableArchitecture

// Broken: at zero the timer stops brewing but never says the tea is ready.
// A variant of TeaTimer.swift with the same name, State, Action and reducer; this header keeps
// the line numbers of the course's copy, so the trace points at the same lines.

/// A tea timer: start it, and it counts the brewing time down, one second at a time; at zero the
/// tea is ready. Stop ends the countdown early.
struct TeaTimer: Reducer {
    struct State: Equatable {
        var secondsLeft: Int
        var isBrewing = false
        var isReady = false
    }

    enum Action: Equatable {
        case startButtonTapped
        case stopButtonTapped
        case tick(secondsLeft: Int)
    }

    @Dependency(\.continuousClock) var clock

    private enum CancelID { case countdown }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .startButtonTapped:
            state.isBrewing = true
            // Each tick says how many seconds are left after it.
            return .run { [seconds = state.secondsLeft] send in
                for secondsLeft in stride(from: seconds - 1, through: 0, by: -1) {
                    try await self.clock.sleep(for: .seconds(1))
                    await send(.tick(secondsLeft: secondsLeft))
                }
            }
            .cancellable(id: CancelID.countdown)

        case .stopButtonTapped:
            state.isBrewing = false
            return .cancel(id: CancelID.countdown)

        case let .tick(secondsLeft):
            state.secondsLeft = secondsLeft
            if secondsLeft == 0 {
                state.isBrewing = false
                // (never says the tea is ready)
            }
            return .none
        }
    }
}
