import ComposableArchitecture
import SwiftUI

// Predict the trace. Do not change the feature or the views; change only the numbers at the bottom.
// 트레이스 예측: 피처와 뷰는 고치지 말고, 맨 아래의 숫자만 고치세요.
//
// Lesson 3's apple and peach experiment, with one store instead of a model object. Two views
// read the store directly, the way TCA 1.7 does; two observe it through view stores, the way
// lesson 4 did. The checks mount `Orchard`, tap "Add apple" once, and count how many times each
// body ran in total, the first appearance included.
// 3강의 사과와 복숭아 실험을 모델 객체 대신 스토어 하나로 합니다. 두 뷰는 TCA 1.7처럼 스토어를
// 직접 읽고, 두 뷰는 4강처럼 뷰 스토어로 관찰합니다. 체크는 `Orchard`를 마운트하고 "Add apple"을 한 번
// 탭한 뒤, 각 바디가 모두 몇 번 실행되었는지 셉니다(처음 나타날 때 포함).

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
/// 스토어에서 `apples`를 읽습니다.
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
/// 스토어에서 `peaches`를 읽습니다.
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
/// 4강의 방식: 상태 전체를 관찰하는 뷰 스토어로, 복숭아만 보여 줍니다.
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
/// 4강의 방식: 복숭아만 관찰하는 뷰 스토어.
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
/// 스토어를 들고 제목을 읽습니다.
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
let predictedBodyRuns: [String: Int] = [
    "Orchard": 0,
    "AppleView": 0,
    "PeachView": 0,
    "WholeStatePeachView": 0,
    "PeachesOnlyView": 0,
]
