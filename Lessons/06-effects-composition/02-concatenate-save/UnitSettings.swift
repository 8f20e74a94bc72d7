import ComposableArchitecture

// A unit-settings screen, written the way pre-1.0 TCA code often was: the user picks a unit and
// taps submit; the app saves it on the server and then goes back.
// 1.0 이전의 TCA 코드가 흔히 그랬던 방식으로 쓴 단위 설정 화면입니다. 사용자가 단위를 고르고 submit을
// 탭하면, 앱은 서버에 저장한 뒤 이전 화면으로 돌아갑니다.
//
// Bug: the screen goes back *before* the server has answered. `.concatenate` is supposed to run
// the two effects one after the other — so why does `moveBackward` come first?
// 버그: 서버가 답하기 *전에* 화면이 돌아갑니다. `.concatenate`는 두 이펙트를 차례로 실행해야 하는데,
// 왜 `moveBackward`가 먼저 올까요?
//
// Fix it so that `moveBackward` is reduced after `userInfoUpdated`, exactly once.
// Keep the names of the types and actions: the checks send `.submitChangedUnit`. The server is in
// Server.swift, beside this file.
// `moveBackward`가 `userInfoUpdated` 다음에, 꼭 한 번 리듀스되도록 고치세요. 타입과 액션의 이름은
// 그대로 두세요. 체크가 `.submitChangedUnit`을 보냅니다. 서버는 이 파일 옆의 Server.swift에 있습니다.

struct UnitSettings: Reducer {
    struct State: Equatable {
        var selectedUnit: Unit = .kg
        var savedUnit: Unit?
        var isSaving = false
        var isPresented = true
    }

    enum Action: Equatable {
        case submitChangedUnit
        case requestUpdateUserInfo(Unit)
        case userInfoUpdated(Unit)
        case moveBackward
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .submitChangedUnit:
            state.isSaving = true
            return .concatenate(
                .send(.requestUpdateUserInfo(state.selectedUnit)),
                .send(.moveBackward)
            )

        case let .requestUpdateUserInfo(unit):
            return .run { send in
                let saved = try await UserInfoServer.update(unit)
                await send(.userInfoUpdated(saved))
            }

        case let .userInfoUpdated(unit):
            state.isSaving = false
            state.savedUnit = unit
            return .none

        case .moveBackward:
            state.isPresented = false
            return .none
        }
    }
}
