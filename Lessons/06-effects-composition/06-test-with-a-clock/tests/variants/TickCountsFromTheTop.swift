import ComposableArchitecture

// Broken: each tick says the seconds left *before* it (one too many), so no tick says 0.
// A variant of TeaTimer.swift with the same name, State, Action and reducer; this header keeps
// the line numbers of the course's copy, so the trace points at the same lines.
// 테스트가 다루는 피처입니다. 읽기만 하고 고치지 마세요. 채점기는 언제나 이 파일의 강의 쪽 사본을
// 컴파일하고, 이름과 모양이 같은(State, Action, 리듀서는 같고 속의 동작만 틀린) 고장 난 티 타이머들에
// 대해서도 테스트를 실행합니다.

/// A tea timer: start it, and it counts the brewing time down, one second at a time; at zero the
/// tea is ready. Stop ends the countdown early.
/// 티 타이머: 시작하면 우리는 시간을 1초씩 거꾸로 세고, 0이 되면 차가 준비됩니다. 멈추면 카운트다운이
/// 일찍 끝납니다.
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
            // 틱마다 그 틱 뒤에 몇 초가 남았는지 말합니다.
            return .run { [seconds = state.secondsLeft] send in
                for secondsLeft in stride(from: seconds, through: 1, by: -1) {
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
                state.isReady = true
            }
            return .none
        }
    }
}
