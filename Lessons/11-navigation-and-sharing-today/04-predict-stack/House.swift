import ComposableArchitecture

// Read, then predict. Change only the predictions at the bottom.
// 읽고 예측하세요. 맨 아래의 예측만 고치세요.
//
// A house tour: tapping a room pushes its screen onto a stack; "Cleaned" on a room's screen
// pops that room. The stack is a StackState of a @Reducer enum of screens, run by forEach.
// 집 둘러보기입니다. 방을 누르면 그 방의 화면이 스택에 쌓이고, 방 화면에서 "Cleaned"를 누르면 그
// 방이 빠집니다. 스택은 화면들의 @Reducer enum으로 된 StackState이고, forEach가 실행합니다.

@Reducer
struct Room {
    @ObservableState
    struct State: Equatable {
        var name: String
    }

    enum Action {
        case cleanedTapped
    }

    var body: some ReducerOf<Self> {
        EmptyReducer()
    }
}

@Reducer
struct House {
    @Reducer
    enum Path {
        case room(Room)
    }

    @ObservableState
    struct State: Equatable {
        var path = StackState<Path.State>()
    }

    enum Action {
        case roomTapped(String)
        case path(StackActionOf<Path>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .roomTapped(name):
                state.path.append(.room(Room.State(name: name)))
                return .none
            case let .path(.element(id: id, action: .room(.cleanedTapped))):
                state.path.pop(from: id)
                return .none
            case .path:
                return .none
            }
        }
        .forEach(\.path, action: \.path)
    }
}
extension House.Path.State: Equatable {}

// The checks run these steps in a TestStore, in this order:
// 체크는 TestStore에서 다음 단계를 이 순서대로 실행합니다:
//
//   1. send(.roomTapped("Kitchen"))
//   2. send(.roomTapped("Bath"))
//   3. "Cleaned" on the Bath screen   — Bath 화면의 "Cleaned"
//   4. send(.roomTapped("Attic"))
//   5. "Cleaned" on the Kitchen screen — Kitchen 화면의 "Cleaned"
//
// After step 4: the ids of the screens on the stack, bottom first (a test's ids are integers).
// 4단계 뒤: 스택에 있는 화면들의 id, 맨 아래부터 (테스트의 id는 정수입니다).
let predictedIDsAfterStep4: [Int] = []
// After step 5: the names of the rooms still on the stack, bottom first.
// 5단계 뒤: 스택에 남은 방의 이름, 맨 아래부터.
let predictedRoomsAfterStep5: [String] = ["?"]
