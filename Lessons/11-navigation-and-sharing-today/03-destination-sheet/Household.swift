import ComposableArchitecture
import SwiftUI

// One destination at a time: a chore's details, or the new-chore sheet. The details sheet works.
// "New chore" changes the state, and no sheet appears.
// 한 번에 목적지 하나: 집안일의 세부 정보, 또는 새 집안일 시트. 세부 정보 시트는 동작합니다.
// "New chore"는 상태를 바꾸지만 시트가 나타나지 않습니다.
//
// Complete the two TODOs. Keep the names.
// TODO 두 개를 완성하세요. 이름은 그대로 두세요.

@Reducer
struct NewChore {
    @ObservableState
    struct State: Equatable {
        var title = ""
    }

    enum Action {
        case suggestionTapped(String)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .suggestionTapped(title):
                state.title = title
                return .none
            }
        }
    }
}

@Reducer
struct ChoreDetails {
    @ObservableState
    struct State: Equatable {
        var title: String
        var timesDone = 0
    }

    enum Action {
        case doneTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .doneTapped:
                state.timesDone += 1
                return .none
            }
        }
    }
}

@Reducer
struct Household {
    @Reducer
    enum Destination {
        case details(ChoreDetails)
        case newChore(NewChore)
    }

    @ObservableState
    struct State {
        var chores = ["Dishes", "Laundry"]
        @Presents var destination: Destination.State?
    }

    enum Action {
        case choreTapped(String)
        case newChoreTapped
        case destination(PresentationAction<Destination.Action>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .choreTapped(title):
                state.destination = .details(ChoreDetails.State(title: title))
                return .none
            case .newChoreTapped:
                state.destination = .newChore(NewChore.State())
                return .none
            case .destination:
                return .none
            }
        }
        // TODO 1: run the presented destination's reducer.
        // TODO 1: 표시된 목적지의 리듀서를 실행하세요.
    }
}

struct HouseholdView: View {
    @Bindable var store: StoreOf<Household>

    var body: some View {
        VStack {
            ForEach(store.chores, id: \.self) { chore in
                Button(chore) { store.send(.choreTapped(chore)) }
            }
            Button("New chore") { store.send(.newChoreTapped) }
        }
        .sheet(item: $store.scope(state: \.destination?.details, action: \.destination.details)) { detailsStore in
            ChoreDetailsView(store: detailsStore)
        }
        // TODO 2: the new-chore sheet.
        // TODO 2: 새 집안일 시트.
    }
}

struct ChoreDetailsView: View {
    let store: StoreOf<ChoreDetails>

    var body: some View {
        Text("\(store.title): done \(store.timesDone) times")
        Button("Done") { store.send(.doneTapped) }
    }
}

struct NewChoreView: View {
    let store: StoreOf<NewChore>

    var body: some View {
        Text("Title: \(store.title)")
        Button("Bins") { store.send(.suggestionTapped("Bins")) }
    }
}
