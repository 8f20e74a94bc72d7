import ComposableArchitecture
import SwiftUI

// Predict the trace. Do not change the feature or the views; change only the numbers at the bottom.
//
// The checks mount `Screen`, tap "+" twice, then tap "Tick" once, and count how many times each
// body ran in total (the first appearance included).

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

// Screen holds only `let store`: nothing it observes changes, 1 run.
// CountView's view state (count) changes on each "+": 1 + 2.
// EverythingView's view state is the whole state: "+", "+" and "Tick" all change it: 1 + 3.
// NameView's view state (name) never changes: 1.
// Screen은 `let store`만 들고 있음: 관찰하는 것이 바뀌지 않으므로 1번.
// CountView의 뷰 상태(count)는 "+"마다 바뀜: 1 + 2번.
// EverythingView의 뷰 상태는 상태 전체: "+", "+", "Tick" 모두 그것을 바꿈: 1 + 3번.
// NameView의 뷰 상태(name)는 바뀌지 않음: 1번.
let predictedBodyRuns: [String: Int] = [
    "Screen": 1,
    "CountView": 3,
    "EverythingView": 4,
    "NameView": 1,
]
