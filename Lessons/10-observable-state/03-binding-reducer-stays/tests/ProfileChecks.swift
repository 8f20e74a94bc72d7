import LessonTesting
import SwiftUI
import ComposableArchitecture

/// The reducers that ran, in order, for the actions in the store's trace.
@MainActor
private func reducersRun(_ t: CheckContext, in store: StoreOf<ProfileFeature>) -> [String] {
    t.trace(of: store).filter { $0.kind == .reducerRan && $0.subject == "ProfileFeature.State" }.compactMap(\.detail)
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("typing-writes-name") { t in
        let store = Store(initialState: ProfileFeature.State()) { ProfileFeature() }
        let host = ViewHost(ProfileView(store: store))
        try host.type("Blob", into: "Name")
        host.flush()
        let edits = store.withState(\.edits)
        t.expectEqual(store.withState(\.name), "Blob", Message(
            en: "name after typing \"Blob\" into \"Name\" (the reducers that ran: \(reducersRun(t, in: store)))",
            ko: "\"Name\"에 \"Blob\"을 입력한 뒤의 name (실행된 리듀서: \(reducersRun(t, in: store)))"),
            why: edits > 0 && store.withState(\.name).isEmpty ? Message(
                en: "The binding actions did arrive — your Reduce counted \(edits) of them in `edits` — but nothing applied them: `$store.name` only sends .binding(.set(\\.name, …)), and no reducer in the body writes it.",
                ko: "바인딩 액션은 도착했습니다. Reduce가 `edits`에 \(edits)번 셌습니다. 하지만 그것을 상태에 적용한 것이 없습니다. `$store.name`은 .binding(.set(\\.name, …))를 보내기만 하고, 바디의 어떤 리듀서도 그것을 쓰지 않습니다.") : nil)
        t.expect(host.texts.contains("Hello, Blob"), Message(
            en: "the greeting on screen after typing \"Blob\"", ko: "\"Blob\"을 입력한 뒤 화면의 인사말"),
            expected: "[… \"Hello, Blob\" …]", actual: host.texts.description)
    }

    grade.check("toggle-stays-on") { t in
        let store = Store(initialState: ProfileFeature.State()) { ProfileFeature() }
        let host = ViewHost(ProfileView(store: store))
        try host.toggle("Public profile")
        host.flush()
        t.expect(store.withState(\.isPublic), Message(
            en: "isPublic after switching \"Public profile\" on: the toggle only sends .binding(.set(\\.isPublic, true)) (the reducers that ran: \(reducersRun(t, in: store)))",
            ko: "\"Public profile\"을 켠 뒤의 isPublic: 토글은 .binding(.set(\\.isPublic, true))를 보내기만 합니다 (실행된 리듀서: \(reducersRun(t, in: store)))"),
            expected: "true", actual: "false")
    }

    grade.check("reduce-still-sees-bindings") { t in
        let store = Store(initialState: ProfileFeature.State()) { ProfileFeature() }
        let host = ViewHost(ProfileView(store: store))
        try host.toggle("Public profile")
        host.flush()
        try host.toggle("Public profile")
        host.flush()
        t.expectEqual(store.withState(\.edits), 2, Message(
            en: "edits after switching \"Public profile\" on and off: the feature's own Reduce still counts every binding action",
            ko: "\"Public profile\"을 켰다 끈 뒤의 edits: 피처의 Reduce는 여전히 바인딩 액션을 하나하나 셉니다"))
        t.expect(!store.withState(\.isPublic), Message(
            en: "isPublic after switching \"Public profile\" on and off", ko: "\"Public profile\"을 켰다 끈 뒤의 isPublic"),
            expected: "false", actual: "true")
    }

    grade.check("no-unhandled-warning") { t in
        let store = Store(initialState: ProfileFeature.State()) { ProfileFeature() }
        let host = ViewHost(ProfileView(store: store))
        try host.toggle("Public profile")
        host.flush()
        let warnings = t.trace(of: store).filter { $0.kind == .warning }.compactMap(\.detail)
        t.expect(warnings.isEmpty, Message(
            en: "TCA's runtime warnings while switching \"Public profile\" on",
            ko: "\"Public profile\"을 켜는 동안 나온 TCA 런타임 경고"),
            expected: "0", actual: "\(warnings.count): " + warnings.joined(separator: "\n"))
    }
}
