import ComposableArchitecture

// Predict the trace. Do not change the feature; change only the predictions at the bottom.
// 트레이스 예측: 피처는 고치지 말고, 맨 아래의 예측만 고치세요.
//
// An app's launch screen does two slow things: it plays an animation (2 seconds) and loads the
// profile (1 second). Two buttons start them, combined two ways. The checks run each button with a
// test clock and advance it one second at a time.
// 앱의 시작 화면이 느린 일 두 가지를 합니다. 애니메이션 재생(2초)과 프로필 불러오기(1초).
// 두 버튼이 그 둘을 서로 다른 방식으로 묶어 시작합니다. 체크는 테스트 클록으로 버튼마다 실행하고
// 클록을 1초씩 진행합니다.

struct LaunchFeature: Reducer {
    struct State: Equatable {
        var finished: [String] = []
    }

    enum Action: Equatable {
        case mergeButtonTapped
        case concatenateButtonTapped
        case finished(String)
    }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .mergeButtonTapped:
            return .merge(playAnimation, loadProfile)
        case .concatenateButtonTapped:
            return .concatenate(playAnimation, loadProfile)
        case let .finished(name):
            state.finished.append(name)
            return .none
        }
    }

    private var playAnimation: Effect<Action> {
        .run { send in
            try await self.clock.sleep(for: .seconds(2))
            await send(.finished("animation"))
        }
    }

    private var loadProfile: Effect<Action> {
        .run { send in
            try await self.clock.sleep(for: .seconds(1))
            await send(.finished("profile"))
        }
    }
}

// For each button: the order in which .finished arrives ("animation", "profile"), and the second
// of the test clock at which each one arrives, in the same order.
// 버튼마다: .finished가 도착하는 순서("animation", "profile"), 그리고 같은 순서로 각각이 도착하는
// 테스트 클록의 초.
let predictedMergeOrder: [String] = ["profile", "animation"]
let predictedMergeSeconds: [Int] = [1, 2]
let predictedConcatenateOrder: [String] = ["animation", "profile"]
let predictedConcatenateSeconds: [Int] = [2, 3]
