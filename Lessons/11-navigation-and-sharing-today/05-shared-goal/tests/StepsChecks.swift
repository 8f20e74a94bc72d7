import ComposableArchitecture
import LessonTesting

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("both-tabs-see-one-goal") { t in
        let store = Store(initialState: StepsApp.State()) { StepsApp() }
        store.send(.today(.walked(4_000)))
        store.send(.settings(.goalChanged(8_000)))
        t.expectEqual(store.withState(\.settings.goal), 8_000, Message(
            en: "Settings' goal after its stepper set 8000", ko: "스테퍼로 8000을 정한 뒤 Settings의 목표"))
        t.expectEqual(store.withState(\.today.goal), 8_000, Message(
            en: "Today's goal after Settings set it to 8000", ko: "Settings가 8000으로 정한 뒤 Today의 목표"))
    }

    grade.check("a-later-screen-sees-the-goal") { t in
        let store = Store(initialState: StepsApp.State()) { StepsApp() }
        store.send(.settings(.goalChanged(6_500)))
        // A screen the app makes afterwards, from its defaults (a second window, a widget…).
        let later = Today.State()
        t.expectEqual(later.goal, 6_500, Message(
            en: "the goal of a Today made after Settings set 6500 (`Today.State()`)",
            ko: "Settings가 6500을 정한 뒤에 만든 Today의 목표 (`Today.State()`)"),
            why: later.goal == 10_000 ? Message(
                en: "A new Today starts from its own default, 10000: the goal the user chose lives in some feature's state, not in one place the whole app shares.",
                ko: "새 Today가 자기 기본값 10000에서 시작합니다. 사용자가 고른 목표가 앱 전체가 공유하는 한 곳이 아니라 어느 피처의 상태 안에 있습니다.") : nil)
    }
}
