import ComposableArchitecture

// A lap counter written for TCA 0.x, before 1.0. The stopwatch feature is already a 1.0 reducer;
// the app's reducer is still the old value below, in a comment. Translate it into LapsFeature's
// body so that the app does what it did. Keep the names; do not change StopwatchFeature.
// TCA 0.x(1.0 이전)로 쓴 랩 카운터입니다. 스톱워치 피처는 이미 1.0 리듀서이고, 앱의 리듀서는 아직
// 아래 주석 속의 옛 값입니다. 앱이 하던 일을 그대로 하도록 LapsFeature의 바디로 옮기세요.
// 이름은 그대로 두고, StopwatchFeature는 고치지 마세요.
//
// let lapsReducer = Reducer<LapsState, LapsAction, LapsEnvironment>.combine(
//     Reducer { state, action, environment in
//         switch action {
//         case .stopwatch(.stopTapped):
//             state.laps.append(state.stopwatch.seconds)
//             return .none
//         case .clearLapsTapped:
//             state.laps = []
//             return .none
//         case .stopwatch:
//             return .none
//         }
//     },
//     stopwatchReducer.pullback(
//         state: \.stopwatch,
//         action: /LapsAction.stopwatch,
//         environment: { _ in StopwatchEnvironment() }
//     )
// )

struct StopwatchFeature: Reducer {
    struct State: Equatable {
        var seconds = 0
    }

    enum Action: Equatable {
        case tick
        case stopTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .tick:
            state.seconds += 1
            return .none
        case .stopTapped:
            // Stopping starts the next lap from zero.
            // 멈추면 다음 랩은 0부터 시작합니다.
            state.seconds = 0
            return .none
        }
    }
}

struct LapsFeature: Reducer {
    struct State: Equatable {
        var stopwatch = StopwatchFeature.State()
        var laps: [Int] = []
    }

    enum Action: Equatable {
        case stopwatch(StopwatchFeature.Action)
        case clearLapsTapped
    }

    var body: some ReducerOf<Self> {
        // TODO: what the old `combine(…)` above did.
        // TODO: 위의 옛 `combine(…)`이 하던 일.
        EmptyReducer()
    }
}
