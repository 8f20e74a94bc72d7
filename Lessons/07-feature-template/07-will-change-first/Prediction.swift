import ComposableArchitecture
import SwiftUI

// Predict the trace. Do not change the feature or the view; change only the predictions at the bottom.
// 트레이스 예측: 피처와 뷰는 고치지 말고, 맨 아래의 예측만 고치세요.
//
// The checks mount `GoalView`, then tap "Goal", "Goal" and "Replay", and read the two lists on
// screen: what each `.onReceive` wrote down, and when.
// 체크는 `GoalView`를 띄운 뒤 "Goal", "Goal", "Replay"를 차례로 탭하고, 화면의 두 목록을 읽습니다.
// 각 `.onReceive`가 언제 무엇을 적었는지입니다.

struct GoalFeature: Reducer {
    struct State: Equatable {
        var goals = 0
        var replays = 0
    }

    enum Action: Equatable {
        case goalTapped
        case replayTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .goalTapped:
            state.goals += 1
            return .none
        case .replayTapped:
            state.replays += 1
            return .none
        }
    }
}

struct GoalView: View {
    /// What the view observes: the goals, not the replays.
    /// 뷰가 관찰하는 것: 리플레이 수가 아니라 골 수.
    struct ViewState: Equatable {
        let goals: Int
        init(state: GoalFeature.State) {
            self.goals = state.goals
        }
    }

    @ObservedObject var viewStore: ViewStore<ViewState, GoalFeature.Action>
    /// The goals the view store held each time its `objectWillChange` fired.
    /// `objectWillChange`가 발동할 때마다 뷰 스토어가 들고 있던 골 수.
    @State private var heardOnWillChange: [Int] = []
    /// The values `viewStore.publisher.goals` delivered.
    /// `viewStore.publisher.goals`가 전달한 값.
    @State private var heardOnPublisher: [Int] = []

    init(store: StoreOf<GoalFeature>) {
        self.viewStore = ViewStore(store, observe: ViewState.init)
    }

    var body: some View {
        VStack {
            Text("Goals: \(viewStore.goals)")
            Button("Goal") { viewStore.send(.goalTapped) }
            Button("Replay") { viewStore.send(.replayTapped) }
            Text("objectWillChange: \(heardOnWillChange)")
            Text("publisher: \(heardOnPublisher)")
        }
        .onReceive(viewStore.objectWillChange) { _ in
            heardOnWillChange.append(viewStore.goals)
        }
        .onReceive(viewStore.publisher.goals) { goals in
            heardOnPublisher.append(goals)
        }
    }
}

// After "Goal", "Goal", "Replay": the lists on screen.
// "Goal", "Goal", "Replay" 뒤 화면의 두 목록.
let predictedWillChangeList: [Int] = []
let predictedPublisherList: [Int] = []
