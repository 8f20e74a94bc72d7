import ComposableArchitecture
import SwiftUI

// The packing list presents one of two features, as the cases of one Destination enum. The
// Destination reducer runs each feature on its own case, with a case path for the state.

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
        Scope(state: /State.addItem, action: /Action.addItem) {
            AddItemFeature()
        }
        Scope(state: /State.renameItem, action: /Action.renameItem) {
            RenameItemFeature()
        }
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
