import LessonTesting
import SwiftUI
import ComposableArchitecture

/// The switch as the screen shows it: `Toggle "Notifications" on` or `… off`.
@MainActor
private func switchLine(_ host: ViewHost<NotificationsView>) -> String {
    host.renderTree().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .first { $0.hasPrefix("Toggle \"Notifications\"") } ?? "no switch"
}

private let copyWhy = Message(
    en: "The store says one thing and the switch shows another: the row's binding is the view's own @State copy, which only the row writes. A second source of truth follows the store only when someone remembers to copy — the store's own change (Mute all) and its starting value never reach it. The view store's $isOn is a Binding whose get reads the store and whose set sends .binding(…).",
    ko: "스토어와 스위치가 서로 다른 말을 합니다. 행의 바인딩은 뷰 자신의 @State 사본이고, 그 사본에 쓰는 것은 행뿐입니다. 두 번째 진실 공급원은 누군가 복사해 줄 때만 스토어를 따라가므로, 스토어 자신의 변화(Mute all)도 시작 값도 닿지 않습니다. 뷰 스토어의 $isOn은 get이 스토어를 읽고 set이 .binding(…)을 보내는 Binding입니다.")

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("flip-writes-store") { t in
        let store = Store(initialState: NotificationsFeature.State()) { NotificationsFeature() }
        let host = ViewHost(NotificationsView(store: store))
        try host.toggle("Notifications")
        host.flush()
        let sent = t.trace(of: store).filter { $0.kind == .actionSent }.compactMap(\.detail)
        t.expect(store.withState(\.isOn) && sent.contains { $0.contains(".binding(") }, Message(
            en: "flipping the switch on writes isOn through a .binding action (actions sent: \(sent))",
            ko: "스위치를 켜면 .binding 액션을 거쳐 isOn이 쓰인다 (보낸 액션: \(sent))"),
            expected: "isOn: true, via .binding(.set(\\.$isOn, true))", actual: "isOn: \(store.withState(\.isOn))")
        t.expect(host.texts.contains("Notifications on"), Message(
            en: "the message under the switch", ko: "스위치 아래의 메시지"),
            expected: "[… \"Notifications on\" …]", actual: host.texts.description)
        // A copy kept in sync (`onChange`, `onAppear`) shows the right value and is still a second
        // source of truth: the flip lands in the view's own state first.
        let viewStateWrites = t.trace.filter { $0.kind == .stateWrite && $0.subject == "NotificationsView" }
        t.expect(viewStateWrites.isEmpty, Message(
            en: "state of the view's own written by the flip (the trace's ✎ lines)",
            ko: "스위치를 켤 때 쓰인 뷰 자신의 상태 (트레이스의 ✎ 줄)"),
            expected: "none: the switch writes the store", actual: viewStateWrites.map { "✎ NotificationsView.\($0.property ?? "?")" }.joined(separator: ", "),
            why: Message(
                en: "The switch and the store agree here only because code copies one into the other: the flip wrote the view's @State first. That copy is still a second source of truth, right only while every path that changes the store remembers it. A binding whose get reads the store and whose set sends .binding(…) needs no copy.",
                ko: "여기서 스위치와 스토어가 맞는 것은 코드가 한쪽을 다른 쪽에 복사해 주기 때문일 뿐입니다. 스위치는 먼저 뷰의 @State에 썼습니다. 그 사본은 여전히 두 번째 진실 공급원이고, 스토어를 바꾸는 모든 경로가 그것을 기억할 때만 맞습니다. get이 스토어를 읽고 set이 .binding(…)을 보내는 바인딩에는 사본이 필요 없습니다."))
    }

    grade.check("mute-all-reaches-switch") { t in
        let store = Store(initialState: NotificationsFeature.State()) { NotificationsFeature() }
        let host = ViewHost(NotificationsView(store: store))
        try host.toggle("Notifications")
        host.flush()
        try host.tap("Mute all")
        host.flush()
        try t.require(!store.withState(\.isOn), Message(
            en: "\"Mute all\" turns isOn off in the store", ko: "\"Mute all\"이 스토어의 isOn을 끈다"),
            expected: "false", actual: "true")
        t.expectEqual(switchLine(host), "Toggle \"Notifications\" off", Message(
            en: "the switch on screen after \"Mute all\" (the store's isOn is false)",
            ko: "\"Mute all\" 뒤 화면의 스위치 (스토어의 isOn은 false)"),
            why: copyWhy)
    }

    grade.check("starts-from-store") { t in
        let store = Store(initialState: NotificationsFeature.State(isOn: true, message: "Notifications on")) {
            NotificationsFeature()
        }
        let host = ViewHost(NotificationsView(store: store))
        t.expectEqual(switchLine(host), "Toggle \"Notifications\" on", Message(
            en: "the switch when the screen opens on a store whose isOn is true",
            ko: "isOn이 true인 스토어로 화면을 열었을 때의 스위치"),
            why: copyWhy)
    }
}
