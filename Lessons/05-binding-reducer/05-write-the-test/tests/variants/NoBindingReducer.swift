import ComposableArchitecture

// Broken: behaves as if BindingReducer were missing — the toggle's write to isOn is undone, so
// isOn never changes and neither does the message. Written with BindingReducer still in place so
// that the feature has the reference's shape: a test can tell it apart only by what it does.
// (In every state the feature can reach, message says what isOn was before the write.)

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
