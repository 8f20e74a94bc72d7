import ComposableArchitecture

// Predict the trace. Do not change the features; change only the prediction at the bottom.
// 트레이스 예측: 피처는 고치지 말고, 맨 아래의 예측만 고치세요.
//
// A workout holds a timer. To see what the timer does, someone added TCA's ._printChanges()
// to it: for every action that reducer receives, it prints the action and the state diff it
// caused. The checks send five actions to the workout's store, in order.
// 운동 피처가 타이머를 품고 있습니다. 타이머가 하는 일을 보려고 누군가 TCA의 ._printChanges()를
// 붙였습니다. 그 리듀서가 받는 액션마다 액션과, 그 액션이 만든 상태 차이를 출력합니다. 체크는
// 운동 피처의 스토어에 액션 다섯 개를 차례로 보냅니다.

struct TimerFeature: Reducer {
    struct State: Equatable {
        var isRunning = false
        var seconds = 0
    }
    enum Action: Equatable {
        case resetButtonTapped
        case tick
        case toggleButtonTapped
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .resetButtonTapped:
            state.seconds = 0
            return .none
        case .tick:
            if state.isRunning { state.seconds += 1 }
            return .none
        case .toggleButtonTapped:
            state.isRunning.toggle()
            return .none
        }
    }
}

struct WorkoutFeature: Reducer {
    struct State: Equatable {
        var timer = TimerFeature.State()
        var name = "Morning run"
    }
    enum Action: Equatable {
        case renameButtonTapped
        case timer(TimerFeature.Action)
    }
    var body: some ReducerOf<Self> {
        Scope(state: \.timer, action: /Action.timer) {
            TimerFeature()
                ._printChanges()
        }
        Reduce { state, action in
            switch action {
            case .renameButtonTapped:
                state.name = "Evening run"
                return .none
            case .timer:
                return .none
            }
        }
    }
}

// What ._printChanges() prints for each action:
// 각 액션에 대해 ._printChanges()가 출력하는 것:
enum Printed {
    case diff             // "received action:", the action, and a state diff   액션과 상태 차이
    case noStateChanges   // "received action:", the action, "(No state changes)"   액션과 "(No state changes)"
    case nothing          // nothing at all                                     아무것도 출력하지 않음
}

// One entry per action, in order, e.g. [.diff, .nothing, …]:
// 액션마다 하나씩, 순서대로. 예: [.diff, .nothing, …]
//   1. .timer(.tick)                  (the timer is stopped / 타이머는 멈춰 있음)
//   2. .timer(.toggleButtonTapped)
//   3. .timer(.tick)
//   4. .renameButtonTapped
//   5. .timer(.resetButtonTapped)
let predictedPrints: [Printed] = [.noStateChanges, .diff, .diff, .nothing, .diff]
