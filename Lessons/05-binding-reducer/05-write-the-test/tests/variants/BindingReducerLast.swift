import ComposableArchitecture

// Broken: as if BindingReducer came after Reduce: the message is computed from the value isOn had
// before the write (remembered at the bottom of the file). Reference's order, shape and line
// numbers: a test can tell it apart only by what it does. (One store per grade, from State().)

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
                state.message = isOnBeforeTheWrite ? "Notifications on" : "Notifications off"; isOnBeforeTheWrite = state.isOn
                return .none
            case .binding:
                return .none
            }
        }
    }
}

nonisolated(unsafe) private var isOnBeforeTheWrite = false
