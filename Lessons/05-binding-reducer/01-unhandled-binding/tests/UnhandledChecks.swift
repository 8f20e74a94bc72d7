import LessonTesting
import SwiftUI
import ComposableArchitecture

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("haptic-still-works") { t in
        let store = Store(initialState: SettingsFeature.State()) { SettingsFeature() }
        let host = ViewHost(SettingsView(store: store))
        try host.toggle("Haptic feedback")
        host.flush()
        t.expect(store.withState(\.isHapticFeedbackEnabled), Message(
            en: "isHapticFeedbackEnabled after flipping \"Haptic feedback\" (binding(get:send:) sends .isHapticFeedbackEnabledChanged(true), the reducer writes it)",
            ko: "\"Haptic feedback\"을 켠 뒤의 isHapticFeedbackEnabled (binding(get:send:)가 .isHapticFeedbackEnabledChanged(true)를 보내고 리듀서가 씀)"),
            expected: "true", actual: "false")
    }

    grade.check("sound-toggle-writes") { t in
        let store = Store(initialState: SettingsFeature.State()) { SettingsFeature() }
        let host = ViewHost(SettingsView(store: store))
        try host.toggle("Sound")
        host.flush()
        let ran = t.trace(of: store).filter { $0.kind == .reducerRan }.compactMap(\.detail)
        t.expect(store.withState(\.isSoundEnabled), Message(
            en: "isSoundEnabled after flipping \"Sound\": the toggle only *sends* .binding(.set(\\.$isSoundEnabled, true)); a reducer must write it (reducers that ran: \(ran))",
            ko: "\"Sound\"를 켠 뒤의 isSoundEnabled: 토글은 .binding(.set(\\.$isSoundEnabled, true))를 *보내기만* 합니다. 리듀서가 써야 합니다 (실행된 리듀서: \(ran))"),
            expected: "true", actual: "false")
        try host.toggle("Sound")
        host.flush()
        t.expect(!store.withState(\.isSoundEnabled), Message(
            en: "isSoundEnabled after flipping \"Sound\" a second time", ko: "\"Sound\"를 한 번 더 누른 뒤의 isSoundEnabled"),
            expected: "false", actual: "true")
    }

    grade.check("no-unhandled-warning") { t in
        let store = Store(initialState: SettingsFeature.State()) { SettingsFeature() }
        let host = ViewHost(SettingsView(store: store))
        try host.toggle("Sound")
        host.flush()
        let warnings = t.trace.filter { $0.kind == .warning }.compactMap(\.detail)
        t.expect(warnings.isEmpty, Message(
            en: "TCA's runtime warnings while flipping \"Sound\"",
            ko: "\"Sound\"를 켜는 동안 나온 TCA 런타임 경고"),
            expected: "0", actual: "\(warnings.count): " + warnings.joined(separator: "\n"))
    }
}
