import ComposableArchitecture

// A step counter with two tabs. "Today" shows the steps walked against a daily goal; "Settings"
// has a stepper for that goal. Change the goal in Settings, and Today keeps showing the old one.
// 탭이 두 개인 걸음 수 앱입니다. "Today"는 걸은 걸음을 하루 목표와 함께 보여 주고, "Settings"에는
// 그 목표를 바꾸는 스테퍼가 있습니다. Settings에서 목표를 바꿔도 Today는 예전 목표를 보여 줍니다.
//
// Fix it so that there is one goal, shared by both tabs — and by any screen the app makes later.
// Keep the names, and let `Today.State` and `Settings.State` be made with no arguments.
// 두 탭이, 그리고 앱이 나중에 만드는 어느 화면이든 목표 하나를 공유하도록 고치세요. 이름은 그대로
// 두고, `Today.State`와 `Settings.State`는 인자 없이 만들 수 있게 두세요.

@Reducer
struct Today {
    struct State: Equatable {
        var steps = 0
        @Shared(.appStorage("goal")) var goal = 10_000
    }

    enum Action {
        case walked(Int)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .walked(steps):
                state.steps += steps
                return .none
            }
        }
    }
}

@Reducer
struct Settings {
    struct State: Equatable {
        @Shared(.appStorage("goal")) var goal = 10_000
    }

    enum Action {
        case goalChanged(Int)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .goalChanged(goal):
                state.$goal.withLock { $0 = goal }
                return .none
            }
        }
    }
}

@Reducer
struct StepsApp {
    struct State: Equatable {
        var today = Today.State()
        var settings = Settings.State()
    }

    enum Action {
        case today(Today.Action)
        case settings(Settings.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.today, action: \.today) { Today() }
        Scope(state: \.settings, action: \.settings) { Settings() }
    }
}
