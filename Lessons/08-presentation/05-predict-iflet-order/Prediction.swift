import ComposableArchitecture
import SwiftUI

// Predict the trace. Do not change the features or the views; change only the predictions at the bottom.
// 트레이스 예측: 피처와 뷰는 고치지 말고, 맨 아래의 예측만 고치세요.
//
// The checks open the sheet, tap "+" twice, then "Done", and read what the parent wrote down.
// 체크는 시트를 열고 "+"를 두 번 탭한 뒤 "Done"을 탭하고, 부모가 적어 둔 것을 읽습니다.

struct ScoreSheet: Reducer {
    struct State: Equatable {
        var points = 0
    }

    enum Action: Equatable {
        case plusTapped
        case doneTapped
    }

    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .plusTapped:
            state.points += 1
            return .none
        case .doneTapped:
            return .run { _ in await self.dismiss() }
        }
    }
}

struct Game: Reducer {
    struct State: Equatable {
        @PresentationState var sheet: ScoreSheet.State?
        /// The sheet's points as the parent saw them, each time "+" reached it.
        /// "+"가 부모에 닿을 때마다 부모가 본 시트의 점수.
        var seenOnPlus: [Int] = []
        /// The sheet's points as the parent saw them when the sheet was dismissed; -1 if it was gone.
        /// 시트가 닫힐 때 부모가 본 시트의 점수. 시트가 이미 없었다면 -1.
        var seenOnDismiss: Int?
    }

    enum Action: Equatable {
        case openTapped
        case sheet(PresentationAction<ScoreSheet.Action>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .openTapped:
                state.sheet = ScoreSheet.State()
                return .none
            case .sheet(.presented(.plusTapped)):
                state.seenOnPlus.append(state.sheet?.points ?? -1)
                return .none
            case .sheet(.dismiss):
                state.seenOnDismiss = state.sheet?.points ?? -1
                return .none
            case .sheet:
                return .none
            }
        }
        .ifLet(\.$sheet, action: /Action.sheet) {
            ScoreSheet()
        }
    }
}

struct ScoreSheetView: View {
    let store: StoreOf<ScoreSheet>

    var body: some View {
        WithViewStore(store, observe: \.points) { viewStore in
            Text("Points: \(viewStore.state)")
            Button("+") { viewStore.send(.plusTapped) }
            Button("Done") { viewStore.send(.doneTapped) }
        }
    }
}

struct GameView: View {
    let store: StoreOf<Game>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Text("Seen on +: \(viewStore.seenOnPlus)")
            Text("Seen on dismiss: \(viewStore.seenOnDismiss.map { "\($0)" } ?? "nothing yet")")
            Button("Open") { viewStore.send(.openTapped) }
        }
        .sheet(store: store.scope(state: \.$sheet, action: { .sheet($0) })) { store in
            ScoreSheetView(store: store)
        }
    }
}

// What the parent wrote down after "Open", "+", "+", "Done".
// "Open", "+", "+", "Done" 뒤에 부모가 적어 둔 것.
let predictedSeenOnPlus: [Int] = []
let predictedSeenOnDismiss: Int = 0
