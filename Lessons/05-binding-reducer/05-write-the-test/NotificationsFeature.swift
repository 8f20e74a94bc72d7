import ComposableArchitecture

// The feature your test is about. Read it; do not change it: the grader always compiles the
// course's copy of this file, and also runs your test against broken versions of it that have the
// same name and the same shape.
// 테스트가 다루는 피처입니다. 읽기만 하고 고치지 마세요. 채점기는 언제나 이 파일의 강의 쪽 사본을
// 컴파일하고, 이름과 모양이 같은 고장 난 버전들에 대해서도 테스트를 실행합니다.

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
