import ComposableArchitecture

// A unit-settings screen, written the way pre-1.0 TCA code often was: the user picks a unit and
// taps submit; the app saves it on the server and then goes back.
//
// Bug: the screen goes back *before* the server has answered. `.concatenate` is supposed to run
// the two effects one after the other — so why does `moveBackward` come first?
//
// Fix it so that `moveBackward` is reduced after `userInfoUpdated`, exactly once.
// Keep the names of the types and actions: the checks send `.submitChangedUnit`.

enum Unit: String, Equatable {
    case kg, lb
}

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

    /// Stands in for the network call: it takes a moment, then answers with the saved unit.
    static func updateUserInfo(_ unit: Unit) async throws -> Unit {
        try await Task.sleep(nanoseconds: 2_000_000)
        return unit
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
                let saved = try await Self.updateUserInfo(unit)
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
