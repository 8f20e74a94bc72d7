import ComposableArchitecture
import SwiftUI

// Predict the trace. Do not change the feature or the views; change only the numbers at the bottom.
// 트레이스 예측: 피처와 뷰는 고치지 말고, 맨 아래의 숫자만 고치세요.
//
// The checks mount `Screen`, tap "+" twice, then tap "Tick" once, and count how many times each
// body ran in total (the first appearance included).
// 체크는 `Screen`을 마운트하고 "+"를 두 번, "Tick"을 한 번 탭한 뒤, 각 바디가 모두 몇 번
// 실행되었는지 셉니다(처음 나타날 때 포함).

struct ScoreFeature: Reducer {
    struct State: Equatable {
        var count = 0
        var name = "Blob"
        var ticks = 0
    }

    enum Action: Equatable {
        case plusTapped
        case tickTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .plusTapped:
            state.count += 1
            return .none
        case .tickTapped:
            state.ticks += 1
            return .none
        }
    }
}

/// Observes only the count.
/// 숫자만 관찰합니다.
struct CountView: View {
    @ObservedObject var viewStore: ViewStore<Int, ScoreFeature.Action>

    init(store: StoreOf<ScoreFeature>) {
        self.viewStore = ViewStore(store, observe: \.count)
    }

    var body: some View {
        HStack {
            Text("Count: \(viewStore.state)")
            Button("+") { viewStore.send(.plusTapped) }
        }
    }
}

/// Observes all of the state, shows only the name.
/// 상태 전체를 관찰하고, 이름만 보여 줍니다.
struct EverythingView: View {
    @ObservedObject var viewStore: ViewStoreOf<ScoreFeature>

    init(store: StoreOf<ScoreFeature>) {
        self.viewStore = ViewStore(store, observe: { $0 })
    }

    var body: some View {
        Text("Player: \(viewStore.name)")
    }
}

/// Observes only the name.
/// 이름만 관찰합니다.
struct NameView: View {
    @ObservedObject var viewStore: ViewStore<String, ScoreFeature.Action>

    init(store: StoreOf<ScoreFeature>) {
        self.viewStore = ViewStore(store, observe: \.name)
    }

    var body: some View {
        Text("Name: \(viewStore.state)")
    }
}

/// Holds only the store.
/// 스토어를 들고만 있습니다.
struct Screen: View {
    let store: StoreOf<ScoreFeature>

    var body: some View {
        VStack {
            CountView(store: store)
            EverythingView(store: store)
            NameView(store: store)
            Button("Tick") { store.send(.tickTapped) }
        }
    }
}

// How many times will each body have run, after the screen appears, "+" is tapped twice and
// "Tick" once?
// 화면이 나타나고 "+"를 두 번, "Tick"을 한 번 탭한 뒤, 각 바디는 모두 몇 번 실행되었을까요?
let predictedBodyRuns: [String: Int] = [
    "Screen": 0,
    "CountView": 0,
    "EverythingView": 0,
    "NameView": 0,
]
