import ComposableArchitecture
import SwiftUI

// Read, then predict. Change only the predictions at the bottom.
// 읽고 예측하세요. 맨 아래의 예측만 고치세요.
//
// A profile screen written for TCA 1.6 (with 1.0's case paths); it runs here. TCA 1.7 brought
// @ObservableState. For each numbered line, predict what migrating this screen to 1.7's
// observation tools does with it: the line stays as it is, changes its spelling, or goes away.
// TCA 1.6용으로 쓴 프로필 화면입니다(1.0의 케이스 패스). 여기서 실행됩니다. TCA 1.7은
// @ObservableState를 들여왔습니다. 번호 붙은 줄마다, 이 화면을 1.7의 관찰 도구로 옮기면 그 줄이
// 그대로 남는지(stays), 표기가 바뀌는지(changes), 사라지는지(goes) 예측하세요.

struct AvatarPicker: Reducer {
    struct State: Equatable {
        var choices = ["🦊", "🐼", "🐸"]
    }
    enum Action: Equatable {
        case picked(String)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .none
    }
}

struct ProfileFeature: Reducer {
    struct State: Equatable {
        @BindingState var name = ""                                   // ①
        @PresentationState var avatarPicker: AvatarPicker.State?      // ②
        var avatar = "🦊"
    }

    enum Action: BindableAction, Equatable {                          // ③
        case binding(BindingAction<State>)                            // ④
        case avatarPicker(PresentationAction<AvatarPicker.Action>)
        case pickAvatarTapped
    }

    var body: some ReducerOf<Self> {
        BindingReducer()                                              // ⑤
        Reduce { state, action in
            switch action {
            case let .avatarPicker(.presented(.picked(avatar))):
                state.avatar = avatar
                state.avatarPicker = nil
                return .none
            case .pickAvatarTapped:
                state.avatarPicker = AvatarPicker.State()
                return .none
            case .binding, .avatarPicker:
                return .none
            }
        }
        .ifLet(\.$avatarPicker, action: /Action.avatarPicker) {
            AvatarPicker()
        }
    }
}

struct ProfileView: View {
    let store: StoreOf<ProfileFeature>                                // ⑥

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in          // ⑦
            VStack {
                TextField("Name", text: viewStore.$name)              // ⑧
                Button("Avatar: \(viewStore.avatar)") {
                    viewStore.send(.pickAvatarTapped)                 // ⑨
                }
            }
        }
    }
}

// What a migration to TCA 1.7's observation tools does with each numbered line.
// TCA 1.7의 관찰 도구로 옮길 때 번호 붙은 줄이 어떻게 되는지.
enum Fate {
    case stays     // exactly as it is / 그대로 남음
    case changes   // still there, spelled differently / 남지만 표기가 바뀜
    case goes      // deleted / 지워짐
}

// One entry per numbered line, e.g. [1: .stays, 2: .goes, …].
// 번호 붙은 줄마다 하나씩. 예: [1: .stays, 2: .goes, …].
let predictedFates: [Int: Fate] = [
    1: .changes, 2: .changes, 3: .stays, 4: .stays, 5: .stays,
    6: .changes, 7: .goes, 8: .changes, 9: .changes,
]
