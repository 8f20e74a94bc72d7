import ComposableArchitecture

// Read, then predict. Change only the prediction at the bottom.
// 읽고 예측하세요. 맨 아래의 예측만 고치세요.
//
// A music app's features, each with a volume. Three of them share it with @Shared, each with
// its own default; one keeps a plain copy.
// 음악 앱의 피처들로, 저마다 음량이 있습니다. 셋은 각자 기본값을 두고 @Shared로 음량을 공유하고,
// 하나는 평범한 사본을 갖습니다.

@Reducer
struct MiniPlayer {
    struct State: Equatable {
        @Shared(.appStorage("volume")) var volume = 3
    }
    enum Action {}
    var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct Player {
    struct State: Equatable {
        @Shared(.appStorage("volume")) var volume = 5
    }
    enum Action {
        case volumeSet(Int)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .volumeSet(volume):
                state.$volume.withLock { $0 = volume }
                return .none
            }
        }
    }
}

@Reducer
struct Visualizer {
    struct State: Equatable {
        var volume: Int
    }
    enum Action {}
    var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct Alarm {
    struct State: Equatable {
        @Shared(.inMemory("volume")) var volume = 4
    }
    enum Action {}
    var body: some ReducerOf<Self> { EmptyReducer() }
}

// The checks run these steps, in this order, in a fresh app where nothing is stored yet:
// 체크는 아무것도 저장되지 않은 새 앱에서 다음 단계를 이 순서대로 실행합니다:
//
//   1. let mini = MiniPlayer.State()
//   2. let player = Store(initialState: Player.State()) { Player() }
//      — "Player at start": player's volume now
//      — "Player at start": 이 시점의 player 음량
//   3. let visualizer = Visualizer.State(volume: player.volume)
//   4. player.send(.volumeSet(8))
//   5. let alarm = Alarm.State()
//
// After step 5, what does each show? ("Player at start" is the volume read in step 2.)
// 5단계 뒤에 각각은 무엇을 보여 줄까요? ("Player at start"는 2단계에서 읽은 음량입니다.)
let predictedVolumes: [String: Int] = ["Player at start": 3, "MiniPlayer": 8, "Visualizer": 3, "Alarm": 4]
