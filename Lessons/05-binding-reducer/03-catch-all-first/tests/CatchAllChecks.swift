import LessonTesting
import SwiftUI
import ComposableArchitecture

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("toggle-written") { t in
        let store = Store(initialState: NotificationsFeature.State()) { NotificationsFeature() }
        let host = ViewHost(NotificationsView(store: store))
        try host.toggle("Notifications")
        host.flush()
        t.expect(store.withState(\.isOn), Message(
            en: "isOn after flipping the toggle (BindingReducer writes it, whatever Reduce does)",
            ko: "토글을 켠 뒤의 isOn (Reduce가 무엇을 하든 BindingReducer가 씀)"),
            expected: "true", actual: "false")
    }

    grade.check("message-follows-toggle") { t in
        let store = Store(initialState: NotificationsFeature.State()) { NotificationsFeature() }
        let host = ViewHost(NotificationsView(store: store))
        try host.toggle("Notifications")
        host.flush()
        t.expect(host.texts.contains("Notifications on"), Message(
            en: "the message after turning notifications on: cases are tried top to bottom, and `case .binding:` matches every binding action — does `case .binding(\\.$isOn):` ever get its turn?",
            ko: "알림을 켠 뒤의 메시지: 케이스는 위에서 아래로 시도되고, `case .binding:`은 모든 바인딩 액션에 매칭됩니다 — `case .binding(\\.$isOn):`에 차례가 오기는 할까요?"),
            expected: "[… \"Notifications on\" …]", actual: host.texts.description)
        try host.toggle("Notifications")
        host.flush()
        t.expectEqual(store.withState(\.message), "Notifications off", Message(
            en: "the message after turning notifications off again", ko: "알림을 다시 끈 뒤의 메시지"))
    }

    grade.check("catch-all-for-others") { t in
        let store = Store(initialState: NotificationsFeature.State()) { NotificationsFeature() }
        let host = ViewHost(NotificationsView(store: store))
        try host.toggle("Notifications")
        host.flush()
        try host.type("Blob", into: "Nickname")
        host.flush()
        t.expectEqual(store.withState(\.nickname), "Blob", Message(
            en: "the nickname after typing \"Blob\"", ko: "\"Blob\"을 입력한 뒤의 닉네임"))
        t.expectEqual(store.withState(\.otherEdits), 1, Message(
            en: "otherEdits after one toggle and one nickname edit: the catch-all should count only the binding actions no earlier case handled",
            ko: "토글 한 번, 닉네임 수정 한 번 뒤의 otherEdits: 포괄 케이스는 앞의 케이스가 처리하지 않은 바인딩 액션만 세야 합니다"))
    }
}
