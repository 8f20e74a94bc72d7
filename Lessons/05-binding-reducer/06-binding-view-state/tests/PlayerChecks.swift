import LessonTesting
import SwiftUI
import ComposableArchitecture

@MainActor
private func mount() -> (ViewHost<PlayerView>, StoreOf<PlayerFeature>) {
    let store = Store(initialState: PlayerFeature.State()) { PlayerFeature() }
    return (ViewHost(PlayerView(store: store)), store)
}

/// The bodies that ran inside SoundControls — its own, or its WithViewStore's content — since
/// event number `start`.
@MainActor
private func controlsBodyRuns(_ t: CheckContext, since start: Int) -> [TraceEvent] {
    t.trace.dropFirst(start).filter { $0.kind == .bodyRan && $0.path.hasPrefix("PlayerView/VStack/SoundControls") }
}

/// `WithViewStore.body (_viewStore)`, named as the trace's "↻" lines name it (without generics).
private func describe(_ runs: [TraceEvent]) -> String {
    runs.map { run in
        let name = (run.subject ?? "?").prefix { $0 != "<" }
        return "\(name).body (\(run.reasons.joined(separator: ", ")))"
    }.joined(separator: "; ")
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("controls-write-the-store") { t in
        let (host, store) = mount()
        try host.toggle("Mute")
        host.flush()
        let sent = t.trace(of: store).filter { $0.kind == .actionSent }.compactMap(\.detail)
        t.expect(store.withState(\.isMuted), Message(
            en: "isMuted after flipping \"Mute\": the toggle's binding must send .binding(.set(\\.$isMuted, true)) for BindingReducer to write (actions sent: \(sent))",
            ko: "\"Mute\"를 켠 뒤의 isMuted: 토글의 바인딩이 .binding(.set(\\.$isMuted, true))를 보내야 BindingReducer가 씁니다 (보낸 액션: \(sent))"),
            expected: "true", actual: "false")
        let toggle = host.renderTree().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("Toggle \"Mute\"") } ?? "—"
        t.expect(toggle == "Toggle \"Mute\" on", Message(
            en: "the \"Mute\" toggle after flipping it: the controls must re-render when a field their view state holds changes",
            ko: "켠 뒤의 \"Mute\" 토글: 뷰 상태에 담긴 필드가 바뀌면 컨트롤은 다시 렌더링되어야 합니다"),
            expected: "Toggle \"Mute\" on", actual: toggle)
        try host.increment("Volume: 5")
        host.flush()
        t.expectEqual(store.withState(\.volume), 6, Message(
            en: "volume after pressing + on \"Volume: 5\"", ko: "\"Volume: 5\"의 +를 누른 뒤의 volume"))
        t.expect(host.texts.contains("Volume: 6"), Message(
            en: "the stepper's label after pressing +", ko: "+를 누른 뒤 스테퍼의 라벨"),
            expected: "[… \"Volume: 6\" …]", actual: host.texts.description)
    }

    grade.check("ticks-do-not-rerender") { t in
        let (host, store) = mount()
        let start = t.trace.count
        for _ in 0..<3 {
            store.send(.timerTicked)
            host.flush()
        }
        try t.require(host.texts.first == "Played: 3s", Message(
            en: "PlayerView shows the time after 3 ticks (PlayerFeature and PlayerView are unchanged)",
            ko: "틱 3번 뒤 PlayerView가 시간을 보여 준다 (PlayerFeature와 PlayerView는 그대로)"),
            expected: "\"Played: 3s\"", actual: host.texts.description)
        let runs = controlsBodyRuns(t, since: start)
        if runs.contains(where: { $0.reasons.contains("@self") }) {
            t.fail(Message(
                en: "bodies inside SoundControls that ran for 3 timer ticks, with `@self`: SoundControls got a new input on each tick. A view store made in `init` is a new object every time PlayerView.body runs (every tick) — keep the WithViewStore in body: its view store is made only when SoundControls.body runs, and a tick skips that body (same store)",
                ko: "타이머 틱 3번에 SoundControls 안에서 실행된 바디, 이유는 `@self`: 틱마다 SoundControls가 새 입력을 받았습니다. `init`에서 만든 뷰 스토어는 PlayerView.body가 실행될 때마다(틱마다) 새 객체입니다 — `body`의 WithViewStore를 그대로 두세요. 그 뷰 스토어는 SoundControls.body가 실행될 때만 만들어지는데, 틱은 그 바디를 건너뜁니다 (같은 스토어)"),
                expected: "[]", actual: describe(runs))
        } else {
            t.expect(runs.isEmpty, Message(
                en: "bodies inside SoundControls that ran for 3 timer ticks: a tick changes only secondsPlayed, which the controls never show — but with `observe: { $0 }` the whole state is their view state, so every tick is a new one",
                ko: "타이머 틱 3번에 SoundControls 안에서 실행된 바디: 틱은 컨트롤이 보여 주지 않는 secondsPlayed만 바꿉니다 — 그런데 `observe: { $0 }`이면 상태 전체가 뷰 상태라서, 틱마다 새 뷰 상태가 됩니다"),
                expected: "[]", actual: describe(runs))
        }
    }

    grade.check("tick-suppressed") { t in
        let (host, store) = mount()
        let start = t.trace(of: store).count
        store.send(.timerTicked)
        host.flush()
        let updates = t.trace(of: store).dropFirst(start).filter { $0.kind == .viewStoreUpdate }
        try t.require(updates.count >= 2, Message(
            en: "view stores that compared their view state after a tick: PlayerView's (the time) and SoundControls' (its WithViewStore)",
            ko: "틱 뒤에 뷰 상태를 비교한 뷰 스토어: PlayerView의 것(시간)과 SoundControls의 것(WithViewStore)"),
            expected: "2", actual: "\(updates.count)")
        let published = updates.filter { $0.fact == .published }
        t.expect(published.count == 1, Message(
            en: "view stores that published for one tick: only PlayerView's, which shows the time. SoundControls' view store compares its old and new *view state* (removeDuplicates); a view state that holds secondsPlayed differs after every tick, one made of the two @BindingViewState fields does not",
            ko: "틱 하나에 발행한 뷰 스토어: 시간을 보여 주는 PlayerView의 것뿐이어야 합니다. SoundControls의 뷰 스토어는 이전 *뷰 상태*와 새 *뷰 상태*를 비교합니다 (removeDuplicates). secondsPlayed를 담은 뷰 상태는 틱마다 달라지지만, @BindingViewState 필드 두 개로 만든 뷰 상태는 같습니다"),
            expected: "1: ViewStore<Int, PlayerFeature.Action> 0 → 1",
            actual: "\(published.count): " + published.map { "\($0.subject ?? "?") \($0.oldValue ?? "") → \($0.newValue ?? "")" }.joined(separator: "; "))
    }
}
