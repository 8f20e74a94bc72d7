import ComposableArchitecture
import SwiftUI

// A chore list: each row is a feature of its own, with a button that ticks the chore off.
// The list shows nothing yet, and a row's button would tick nothing.
// 집안일 목록입니다. 행마다 자기 피처가 있고, 버튼으로 집안일을 완료 표시합니다. 아직 목록에
// 아무것도 보이지 않고, 행의 버튼을 눌러도 아무것도 표시되지 않습니다.
//
// Complete the two TODOs. Keep the names; each row must be a `ChoreRow` with a store of its own.
// TODO 두 개를 완성하세요. 이름은 그대로 두고, 행은 저마다 자기 스토어를 가진 `ChoreRow`여야 합니다.

@Reducer
struct Chore {
    @ObservableState
    struct State: Equatable, Identifiable {
        let id: Int
        var title: String
        var isDone = false
    }

    enum Action {
        case toggleTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .toggleTapped:
                state.isDone.toggle()
                return .none
            }
        }
    }
}

@Reducer
struct Chores {
    @ObservableState
    struct State: Equatable {
        var rows: IdentifiedArrayOf<Chore.State> = [
            Chore.State(id: 1, title: "Dishes"),
            Chore.State(id: 2, title: "Laundry"),
            Chore.State(id: 3, title: "Plants"),
        ]
    }

    enum Action {
        case rows(IdentifiedActionOf<Chore>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            .none
        }
        .forEach(\.rows, action: \.rows) {
            Chore()
        }
    }
}

struct ChoresView: View {
    let store: StoreOf<Chores>

    var body: some View {
        List {
            ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in
                ChoreRow(store: rowStore)
            }
        }
    }
}

struct ChoreRow: View {
    let store: StoreOf<Chore>

    var body: some View {
        Button("\(store.isDone ? "✓" : "○") \(store.title)") {
            store.send(.toggleTapped)
        }
    }
}
