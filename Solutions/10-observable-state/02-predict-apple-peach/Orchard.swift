import ComposableArchitecture
import SwiftUI

// Predict the trace. Do not change the feature or the views; change only the numbers at the bottom.
// 트레이스 예측: 피처와 뷰는 고치지 말고, 맨 아래의 숫자만 고치세요.
//
// Lesson 3's apple and peach experiment, with one store instead of a model object. Two views
// read the store directly, the way TCA 1.7 does; two observe it through view stores, the way
// lesson 4 did. The checks mount `Orchard`, tap "Add apple" once, and count how many times each
// body ran in total, the first appearance included.

@Reducer
struct OrchardFeature {
    @ObservableState
    struct State: Equatable {
        var apples = 0
        var peaches = 0
        var title = "Orchard"
    }

    enum Action {
        case addAppleTapped
        case addPeachTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addAppleTapped:
                state.apples += 1
                return .none
            case .addPeachTapped:
                state.peaches += 1
                return .none
            }
        }
    }
}

/// Reads `apples` from the store.
struct AppleView: View {
    let store: StoreOf<OrchardFeature>

    var body: some View {
        HStack {
            Text("Apples: \(store.apples)")
            Button("Add apple") { store.send(.addAppleTapped) }
        }
    }
}

/// Reads `peaches` from the store.
struct PeachView: View {
    let store: StoreOf<OrchardFeature>

    var body: some View {
        HStack {
            Text("Peaches: \(store.peaches)")
            Button("Add peach") { store.send(.addPeachTapped) }
        }
    }
}

/// Lesson 4's way: a view store observing the whole state, showing only the peaches.
struct WholeStatePeachView: View {
    @ObservedObject var viewStore: ViewStoreOf<OrchardFeature>

    init(store: StoreOf<OrchardFeature>) {
        self.viewStore = ViewStore(store, observe: { $0 })
    }

    var body: some View {
        Text("Peaches (whole state): \(viewStore.peaches)")
    }
}

/// Lesson 4's way: a view store observing only the peaches.
struct PeachesOnlyView: View {
    @ObservedObject var viewStore: ViewStore<Int, OrchardFeature.Action>

    init(store: StoreOf<OrchardFeature>) {
        self.viewStore = ViewStore(store, observe: \.peaches)
    }

    var body: some View {
        Text("Peaches (peaches only): \(viewStore.state)")
    }
}

/// Holds the store, reads the title.
struct Orchard: View {
    let store: StoreOf<OrchardFeature>

    var body: some View {
        VStack {
            Text(store.title)
            AppleView(store: store)
            PeachView(store: store)
            WholeStatePeachView(store: store)
            PeachesOnlyView(store: store)
        }
    }
}

// How many times will each body have run, after the orchard appears and "Add apple" is tapped once?
// 과수원이 나타나고 "Add apple"을 한 번 탭한 뒤, 각 바디는 모두 몇 번 실행되었을까요?
// The observed store tracks each property a body read, as @Observable does: only AppleView read
// `apples`, so only it runs again (store.apples). Orchard holds the same store but read only
// `title`: not re-run. PeachView: not re-run. The view stores do what lesson 4 said: the whole
// state changed, so WholeStatePeachView's view store publishes and its body runs again; the
// peaches did not, so PeachesOnlyView's view store suppresses the change.
// 관찰되는 스토어는 @Observable처럼 바디가 읽은 프로퍼티마다 추적함: `apples`를 읽은 것은
// AppleView뿐이라 그것만 다시 실행됨(store.apples). Orchard는 같은 스토어를 들지만 `title`만 읽음:
// 다시 실행 안 됨. PeachView: 다시 실행 안 됨. 뷰 스토어는 4강에서 본 대로: 상태 전체가 바뀌었으니
// WholeStatePeachView의 뷰 스토어는 발행해 바디가 다시 실행되고, 복숭아는 그대로라
// PeachesOnlyView의 뷰 스토어는 걸러냄.
let predictedBodyRuns: [String: Int] = [
    "Orchard": 1,
    "AppleView": 2,
    "PeachView": 1,
    "WholeStatePeachView": 2,
    "PeachesOnlyView": 1,
]
