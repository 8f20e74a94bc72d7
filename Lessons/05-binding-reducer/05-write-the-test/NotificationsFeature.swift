import ComposableArchitecture

// The feature your test is about. Read it; do not change it: the grader always compiles the
// course's copy of this file, and also runs your test against broken versions of it that have the
// same name and the same shape.

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
                state.message = state.isOn ? "Notifications on" : "Notifications off"
                return .none
            case .binding:
                return .none
            }
        }
    }
}
