import ComposableArchitecture

// Broken: as if BindingReducer were missing: the toggle's write to isOn is undone (message always
// says what isOn was before the write), so nothing changes. BindingReducer stays in place, with the
// reference's shape and line numbers: a test can tell it apart only by what it does.

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
                state.isOn = state.message == "Notifications on"
                return .none
            case .binding:
                return .none
            }
        }
    }
}
