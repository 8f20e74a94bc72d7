import ComposableArchitecture

// Broken: behaves as if BindingReducer came after Reduce — isOn is written, but the message is
// computed from the value isOn had before the write. Written in the reference's order so that the
// feature has the reference's shape (a test can tell it apart only by what it does), so the value
// before the write is remembered here. (Each grade runs the learner's test on one store, which
// starts from State().)
nonisolated(unsafe) private var isOnBeforeTheWrite = false

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
                state.message = isOnBeforeTheWrite ? "Notifications on" : "Notifications off"
                isOnBeforeTheWrite = state.isOn
                return .none
            case .binding:
                return .none
            }
        }
    }
}
