import ComposableArchitecture
import LessonTesting
import SwiftUI

@MainActor
private func mount() -> (ViewHost<ProfileView>, StoreOf<ProfileFeature>) {
    let store = Store(initialState: ProfileFeature.State()) { ProfileFeature() }
    return (ViewHost(ProfileView(store: store)), store)
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("binding-writes") { t in
        let (host, store) = mount()
        try host.type("Kim", into: "Nickname")
        t.expectEqual(store.withState(\.nickname), "Kim", Message(
            en: "state.nickname after typing \"Kim\"", ko: "\"Kim\" 을 입력한 뒤의 state.nickname"))
        t.expect(host.texts.contains("Kim"), Message(
            en: "the text field shows what was typed", ko: "텍스트 필드에 입력한 내용이 보임"),
            expected: "[… \"Kim\" …]", actual: host.texts.description)
    }

    grade.check("ready-after-typing") { t in
        let (host, _) = mount()
        try host.type("Kim", into: "Nickname")
        let ran = t.trace.filter { $0.kind == .reducerRan && $0.subject == "ProfileFeature.State" }.compactMap(\.detail)
        t.expect(host.texts.contains("Ready"), Message(
            en: "after typing \"Kim\" (3 letters) the form says \"Ready\" — the reducers that ran for the binding action, in order (⚙): \(ran)",
            ko: "\"Kim\" (3 글자) 을 입력하면 폼에 \"Ready\" 가 보임 — 바인딩 액션에 실행된 리듀서, 순서대로 (⚙): \(ran)"),
            expected: "[\"Kim\", \"Ready\", \"Submit\"]", actual: host.texts.description)
        try host.type("K", into: "Nickname")
        t.expect(host.texts.contains("Too short"), Message(
            en: "after changing it to \"K\" (1 letter) the form says \"Too short\"",
            ko: "\"K\" (1 글자) 로 바꾸면 폼에 \"Too short\" 가 보임"),
            expected: "[\"K\", \"Too short\", \"Submit\"]", actual: host.texts.description)
    }

    grade.check("submit-delegates") { t in
        let (host, _) = mount()
        try host.type("Kim", into: "Nickname")
        try host.tap("Submit")
        let sent = t.trace.filter { $0.kind == .actionSent }.compactMap(\.detail)
        t.expect(sent.contains { $0.contains("delegate") && $0.contains("submitted") && $0.contains("Kim") }, Message(
            en: "tapping Submit after typing \"Kim\" sends .delegate(.submitted(\"Kim\")) to the parent",
            ko: "\"Kim\" 을 입력하고 Submit 을 탭하면 부모에게 .delegate(.submitted(\"Kim\")) 가 감"),
            expected: "… .delegate(.submitted(\"Kim\"))", actual: sent.joined(separator: " | "))
    }
}
