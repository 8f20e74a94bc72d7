import ComposableArchitecture
import SwiftUI

// The packing list can now present two things: "Add item", and "Rename" for an item on the list.
// Both are cases of one Destination enum, so that only one can be up at a time. The sheets
// appear… and nothing in them works.
// 이제 짐 목록은 두 가지를 표시할 수 있습니다. "Add item"과, 목록에 있는 짐의 "Rename"입니다. 둘은
// Destination 열거형 하나의 케이스여서, 한 번에 하나만 뜰 수 있습니다. 시트는 나타나는데… 그 안의
// 것이 하나도 돌아가지 않습니다.
//
// Complete the Destination reducer's body. Keep the names and do not change the two presented
// features or PackingListFeature: the checks use them.
// Destination 리듀서의 body를 완성하세요. 이름은 그대로 두고, 표시되는 두 피처와
// PackingListFeature는 고치지 마세요. 체크가 씁니다.

// MARK: - The presented features

struct AddItemFeature: Reducer {
    struct State: Equatable {
        var name = ""
    }
    enum Action: Equatable {
        case delegate(Delegate)
        case nameChanged(String)
        case saveButtonTapped
        enum Delegate: Equatable { case saveItem(String) }
    }
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .delegate:
            return .none
        case let .nameChanged(name):
            state.name = name
            return .none
        case .saveButtonTapped:
            let name = state.name
            return .run { send in
                await send(.delegate(.saveItem(name)))
                await self.dismiss()
            }
        }
    }
}

struct RenameItemFeature: Reducer {
    struct State: Equatable {
        var index: Int
        var name: String
    }
    enum Action: Equatable {
        case delegate(Delegate)
        case nameChanged(String)
        case saveButtonTapped
        enum Delegate: Equatable { case renameItem(at: Int, to: String) }
    }
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .delegate:
            return .none
        case let .nameChanged(name):
            state.name = name
            return .none
        case .saveButtonTapped:
            let (index, name) = (state.index, state.name)
            return .run { send in
                await send(.delegate(.renameItem(at: index, to: name)))
                await self.dismiss()
            }
        }
    }
}

// MARK: - Where the list can go

struct Destination: Reducer {
    enum State: Equatable {
        case addItem(AddItemFeature.State)
        case renameItem(RenameItemFeature.State)
    }
    enum Action: Equatable {
        case addItem(AddItemFeature.Action)
        case renameItem(RenameItemFeature.Action)
    }

    var body: some ReducerOf<Self> {
        // TODO: run each presented feature on its own case of the state.
        // TODO: 표시되는 피처마다 상태의 자기 케이스 위에서 실행하세요.
        EmptyReducer()
    }
}

// MARK: - The list

struct PackingListFeature: Reducer {
    struct State: Equatable {
        @PresentationState var destination: Destination.State?
        var items: [String] = []
    }
    enum Action: Equatable {
        case addButtonTapped
        case destination(PresentationAction<Destination.Action>)
        case renameButtonTapped(Int)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                state.destination = .addItem(AddItemFeature.State())
                return .none
            case let .renameButtonTapped(index):
                state.destination = .renameItem(RenameItemFeature.State(index: index, name: state.items[index]))
                return .none
            case let .destination(.presented(.addItem(.delegate(.saveItem(name))))):
                state.items.append(name)
                return .none
            case let .destination(.presented(.renameItem(.delegate(.renameItem(index, name))))):
                state.items[index] = name
                return .none
            case .destination:
                return .none
            }
        }
        .ifLet(\.$destination, action: /Action.destination) {
            Destination()
        }
    }
}
