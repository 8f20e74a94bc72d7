import ComposableArchitecture

// Broken: the message turns on and never turns off again.
// Same name, shape and line numbers as the course's copy: a test can tell it apart only by what it
// does.

struct NotificationsFeature: Reducer {
    struct State: Equatable {
        @BindingState var isOn = false
        var message = "Notifications off"
    }

    enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding(\.$isOn):
                state.message = "Notifications on"
                return .none
            case .binding:
                return .none
            }
        }
    }
}
