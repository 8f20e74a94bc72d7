import ComposableArchitecture

// A unit-settings screen, written the way pre-1.0 TCA code often was: the user picks a unit and
// taps submit; the app saves it on the server and then goes back.
//
// Bug: the screen goes back *before* the server has answered. `.concatenate` is supposed to run
// the two effects one after the other — so why does `moveBackward` come first?
//
// Fix it so that `moveBackward` is reduced after `userInfoUpdated`, exactly once.
// Keep the names of the types and actions: the checks send `.submitChangedUnit`. The server is in
// Server.swift, beside this file.

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
            // `.send(.requestUpdateUserInfo)` finishes as soon as it is sent; the request is a
            // separate `.run`. Put the request itself first in the concatenate, so that
            // `.moveBackward` waits for its answer.
            let unit = state.selectedUnit
            return .concatenate(
                .run { send in
                    let saved = try await UserInfoServer.update(unit)
                    await send(.userInfoUpdated(saved))
                },
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
