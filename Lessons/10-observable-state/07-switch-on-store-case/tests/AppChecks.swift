import LessonTesting
import SwiftUI
import ComposableArchitecture

@MainActor
private func mount() -> (StoreOf<AppFeature>, ViewHost<AppView>) {
    let store = Store(initialState: AppFeature.State()) { AppFeature() }
    return (store, ViewHost(AppView(store: store)))
}

/// Which screen the state is in, as a plain word.
@MainActor
private func screenName(_ store: StoreOf<AppFeature>) -> String {
    store.withState { state in
        switch state.screen {
        case .login: "login"
        case .home: "home"
        }
    }
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("shows-login") { t in
        let (_, host) = mount()
        t.expect(host.texts.contains("Log in as Blob") && host.texts.contains("Log in"), Message(
            en: "the screen when the app starts in .login: LoginView, given the login case's store",
            ko: "앱이 .login에서 시작할 때의 화면: login 케이스의 스토어를 받은 LoginView"),
            expected: "[\"Log in as Blob\", \"Log in\"]", actual: host.texts.description)
    }

    grade.check("logs-in") { t in
        let (store, host) = mount()
        try t.require(host.texts.contains("Log in"), Message(
            en: "a \"Log in\" button on the first screen", ko: "첫 화면의 \"Log in\" 버튼"),
            expected: "[… \"Log in\" …]", actual: host.texts.description,
            why: Message(
                en: "AppView does not show the screen of the case the state is in, so there is nothing to tap yet.",
                ko: "AppView가 상태가 있는 케이스의 화면을 보여 주지 않아서, 아직 탭할 것이 없습니다."))
        try host.tap("Log in")
        host.flush()
        try t.require(screenName(store) == "home", Message(
            en: "the state's screen after \"Log in\": the app's reducer moves to .home when the login screen's action reaches it",
            ko: "\"Log in\" 뒤 상태의 화면: 로그인 화면의 액션이 도착하면 앱 리듀서가 .home으로 옮깁니다"),
            expected: "home", actual: screenName(store))
        t.expectEqual(host.texts, ["Welcome, Blob", "Visits: 0", "Visit", "Log out"], Message(
            en: "the screen after \"Log in\": the view follows the state into its home case",
            ko: "\"Log in\" 뒤의 화면: 뷰가 상태를 따라 home 케이스로 넘어갑니다"))
    }

    grade.check("home-store-works") { t in
        let (store, host) = mount()
        store.send(.screen(.login(.logInTapped)))
        host.flush()
        try t.require(host.texts.contains("Visit"), Message(
            en: "HomeView on screen once the state is in .home", ko: "상태가 .home일 때 화면의 HomeView"),
            expected: "[… \"Visit\" …]", actual: host.texts.description,
            why: Message(
                en: "AppView does not show the screen of the case the state is in, so there is nothing to tap yet.",
                ko: "AppView가 상태가 있는 케이스의 화면을 보여 주지 않아서, 아직 탭할 것이 없습니다."))
        try host.tap("Visit")
        host.flush()
        try host.tap("Visit")
        host.flush()
        let visits = store.withState { $0.screen.home?.visits }
        t.expectEqual(visits, 2, Message(
            en: "visits in the home case's state after two \"Visit\": HomeView's store must be the home case's part of the app's store",
            ko: "\"Visit\" 두 번 뒤 home 케이스 상태의 visits: HomeView의 스토어는 앱 스토어에서 home 케이스의 몫이어야 합니다"))
        t.expect(host.texts.contains("Visits: 2"), Message(
            en: "the home screen after two \"Visit\"", ko: "\"Visit\" 두 번 뒤의 홈 화면"),
            expected: "[… \"Visits: 2\" …]", actual: host.texts.description)
    }

    grade.check("logs-out") { t in
        let (store, host) = mount()
        store.send(.screen(.login(.logInTapped)))
        host.flush()
        try t.require(host.texts.contains("Log out"), Message(
            en: "HomeView on screen once the state is in .home", ko: "상태가 .home일 때 화면의 HomeView"),
            expected: "[… \"Log out\" …]", actual: host.texts.description,
            why: Message(
                en: "AppView does not show the screen of the case the state is in, so there is nothing to tap yet.",
                ko: "AppView가 상태가 있는 케이스의 화면을 보여 주지 않아서, 아직 탭할 것이 없습니다."))
        try host.tap("Log out")
        host.flush()
        t.expectEqual(host.texts, ["Log in as Blob", "Log in"], Message(
            en: "the screen after \"Log out\": back to the login case", ko: "\"Log out\" 뒤의 화면: 다시 login 케이스"))
    }
}
