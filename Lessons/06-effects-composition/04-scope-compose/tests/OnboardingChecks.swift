import ComposableArchitecture
import LessonTesting

/// The reducers of OnboardingScreen's body that ran, in order, as the trace's ⚙ lines name them.
@MainActor
private func reducersRan(_ t: CheckContext) -> [String] {
    t.trace.filter { $0.kind == .reducerRan && $0.subject == "OnboardingScreen.State" }.compactMap(\.detail)
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("survey-runs") { t in
        let store = Store(initialState: OnboardingScreen.State()) { OnboardingScreen() }
        store.send(.survey(.answerTapped("iOS")))
        t.expectEqual(store.withState(\.survey.answers), ["iOS"], Message(
            en: "state.survey.answers after .survey(.answerTapped(\"iOS\")) — reducers that ran (⚙): \(reducersRan(t))",
            ko: ".survey(.answerTapped(\"iOS\")) 뒤의 state.survey.answers — 실행된 리듀서 (⚙): \(reducersRan(t))"))
    }

    grade.check("signup-runs") { t in
        let store = Store(initialState: OnboardingScreen.State()) { OnboardingScreen() }
        store.send(.signUp(.emailChanged("kim@example.com")))
        t.expectEqual(store.withState(\.signUp.email), "kim@example.com", Message(
            en: "state.signUp.email after .signUp(.emailChanged(…)) — reducers that ran (⚙): \(reducersRan(t))",
            ko: ".signUp(.emailChanged(…)) 뒤의 state.signUp.email — 실행된 리듀서 (⚙): \(reducersRan(t))"))
        t.expectEqual(store.withState(\.survey), SurveyFeature.State(), Message(
            en: "state.survey after a sign-up action (the survey must not react to it)",
            ko: "회원가입 액션 뒤의 state.survey (설문은 반응하면 안 됨)"))
    }

    grade.check("parent-sees-child") { t in
        let store = Store(initialState: OnboardingScreen.State()) { OnboardingScreen() }
        store.send(.survey(.answerTapped("iOS")))
        try t.require(store.withState(\.survey.answers) == ["iOS"], Message(
            en: "the survey child runs for .survey(…) (answers recorded) — reducers that ran (⚙): \(reducersRan(t))",
            ko: ".survey(…) 에 설문 자식이 실행됨 (답이 기록됨) — 실행된 리듀서 (⚙): \(reducersRan(t))"),
            expected: "[\"iOS\"]", actual: "\(store.withState(\.survey.answers))")
        store.send(.survey(.finishTapped))
        t.expectEqual(store.withState(\.survey.isFinished), true, Message(
            en: "state.survey.isFinished after .survey(.finishTapped)",
            ko: ".survey(.finishTapped) 뒤의 state.survey.isFinished"))
        t.expectEqual(store.withState(\.step), .signUp, Message(
            en: "state.step after the same .survey(.finishTapped): the parent moves on in the same action — reducers that ran, in order (⚙): \(reducersRan(t))",
            ko: "같은 .survey(.finishTapped) 뒤의 state.step: 부모는 같은 액션에서 다음 단계로 가야 함 — 실행된 리듀서, 순서대로 (⚙): \(reducersRan(t))"))
    }
}
