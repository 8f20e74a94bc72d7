import ComposableArchitecture
import SwiftUI

// Predict the trace. Do not change the views; change only the predictions at the bottom.
// 트레이스 예측: 뷰는 고치지 말고, 맨 아래의 예측만 고치세요.
//
// Two views show the same title from the same store, each holding its view store one of lesson
// 4's two ways. The checks play three steps and count, for each step, how many times the code that
// makes each title's Text runs.
// 두 뷰가 같은 스토어의 같은 제목을 보여 줍니다. 각자 4강의 두 방식 중 하나로 뷰 스토어를
// 듭니다. 체크는 세 단계를 재생하고, 단계마다 각 제목의 Text를 만드는 코드가 몇 번 실행되는지
// 셉니다.

struct WorkoutFeature: Reducer {
    struct State: Equatable {
        var title = "Run"
        var seconds = 0
    }
    enum Action: Equatable {
        case renameButtonTapped
        case timerTicked
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .renameButtonTapped:
            state.title = "Walk"
            return .none
        case .timerTicked:
            state.seconds += 1
            return .none
        }
    }
}

/// A: the view store is made in body, by WithViewStore.
/// A: 뷰 스토어를 body에서 WithViewStore로 만듭니다.
struct TitleA: View {
    let store: StoreOf<WorkoutFeature>

    var body: some View {
        WithViewStore(store, observe: \.title) { viewStore in
            Text("A: \(viewStore.state)")
        }
    }
}

/// B: the view store is made in init, and held as @ObservedObject (the template's way).
/// B: 뷰 스토어를 init에서 만들어 @ObservedObject로 들고 있습니다(템플릿의 방식).
struct TitleB: View {
    let store: StoreOf<WorkoutFeature>
    @ObservedObject var viewStore: ViewStore<String, WorkoutFeature.Action>

    init(store: StoreOf<WorkoutFeature>) {
        self.store = store
        self.viewStore = ViewStore(store, observe: \.title)
    }

    var body: some View {
        Text("B: \(viewStore.state)")
    }
}

struct WorkoutScreen: View {
    let store: StoreOf<WorkoutFeature>
    @State private var isLarge = false

    var body: some View {
        VStack {
            TitleA(store: store)
            TitleB(store: store)
            Button(isLarge ? "Large" : "Small") { isLarge.toggle() }
        }
    }
}

// For each step, how many times does the code that makes each Text run again?
// "A": TitleA's WithViewStore content. "B": TitleB's body.
// 단계마다 각 Text를 만드는 코드가 몇 번 다시 실행될까요?
// "A": TitleA의 WithViewStore 내용. "B": TitleB의 바디.
let predictedTick: [String: Int] = [:]     // 1. the timer ticks (only `seconds` changes)   타이머가 틱함 (`seconds`만 바뀜)
let predictedRename: [String: Int] = [:]   // 2. the title changes                          제목이 바뀜
let predictedResize: [String: Int] = [:]   // 3. tap "Small" (WorkoutScreen's own @State)   "Small" 탭 (WorkoutScreen 자신의 @State)
