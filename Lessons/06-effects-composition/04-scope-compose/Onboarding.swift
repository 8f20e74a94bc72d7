import ComposableArchitecture

// The onboarding screen of the study notes ("TCA Flow"), moved from pre-1.0 `pullback`/`combine`
// to TCA 1.x. The notes wrote:
//
//     Self.combine(
//         OnboardingSurveyContainerReducer()
//             .pullback(state: …onboardingSurvey, action: …onboardingSurvey, environment: { … }),
//         SignUpReducer()
//             .pullback(state: …signUp, action: …signUp, environment: { … })
//     )
//
// The two child features are written. `OnboardingScreen.body` only has the parent's own logic:
// complete it so that both children run on their part of the state, and so that the parent's
// logic sees what the survey did. Keep the names: the checks send `.survey(…)` and `.signUp(…)`.

struct SurveyFeature: Reducer {
    struct State: Equatable {
        var answers: [String] = []
        var isFinished = false
    }
    enum Action: Equatable {
        case answerTapped(String)
        case finishTapped
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .answerTapped(answer):
            state.answers.append(answer)
            return .none
        case .finishTapped:
            state.isFinished = !state.answers.isEmpty
            return .none
        }
    }
}

struct SignUpFeature: Reducer {
    struct State: Equatable {
        var email = ""
    }
    enum Action: Equatable {
        case emailChanged(String)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .emailChanged(email):
            state.email = email
            return .none
        }
    }
}

struct OnboardingScreen: Reducer {
    enum Step: Equatable { case survey, signUp }

    struct State: Equatable {
        var step: Step = .survey
        var survey = SurveyFeature.State()
        var signUp = SignUpFeature.State()
    }
    enum Action: Equatable {
        case survey(SurveyFeature.Action)
        case signUp(SignUpFeature.Action)
    }

    var body: some ReducerOf<Self> {
        // TODO: the two children (what `pullback` + `combine` did).
        Reduce { state, action in
            switch action {
            case .survey(.finishTapped):
                // Move on once the survey says it is finished.
                if state.survey.isFinished { state.step = .signUp }
                return .none
            case .survey, .signUp:
                return .none
            }
        }
    }
}
