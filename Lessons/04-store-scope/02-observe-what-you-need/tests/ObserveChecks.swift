import LessonTesting
import SwiftUI
import ComposableArchitecture

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("counts") { t in
        let store = Store(initialState: TimerFeature.State()) { TimerFeature() }
        let host = ViewHost(CountView(store: store))
        try host.tap("Increment")
        host.flush()
        t.expect(host.texts.contains("Count: 1"), Message(
            en: "the count on screen after one tap",
            ko: "한 번 탭한 뒤 화면의 count"),
            expected: "[… \"Count: 1\" …]", actual: host.texts.description)
        t.expectEqual(host.bodyRunCount(of: CountView.self), 2, Message(
            en: "CountView.body runs (1 on appear + 1 for the tap)",
            ko: "CountView.body 실행 횟수 (처음 1번 + 탭 1번)"))
    }

    grade.check("ticks-do-not-rerender") { t in
        let store = Store(initialState: TimerFeature.State()) { TimerFeature() }
        let host = ViewHost(CountView(store: store))
        let before = host.bodyRunCount(of: CountView.self)
        for _ in 0..<3 {
            store.send(.timerTicked)
            host.flush()
        }
        try t.require(store.withState(\.secondsElapsed) == 3, Message(
            en: "the timer ticked three times (the feature is unchanged)",
            ko: "타이머가 세 번 틱했다 (피처는 그대로)"))
        t.expectEqual(host.bodyRunCount(of: CountView.self) - before, 0, Message(
            en: "CountView.body runs caused by 3 timer ticks — the view shows only the count, yet `observe: { $0 }` makes every change of any field a new view state",
            ko: "타이머 틱 3번 때문에 실행된 CountView.body 횟수 — 뷰는 count만 보여 주는데, `observe: { $0 }`이면 어떤 필드가 바뀌어도 새 뷰 상태가 됩니다"))
    }

    grade.check("ticks-suppressed") { t in
        let store = Store(initialState: TimerFeature.State()) { TimerFeature() }
        let host = ViewHost(CountView(store: store))
        store.send(.timerTicked)
        host.flush()
        let updates = t.trace(of: store).filter { $0.kind == .viewStoreUpdate }
        try t.require(!updates.isEmpty, Message(
            en: "CountView's view store observes the store", ko: "CountView의 뷰 스토어가 스토어를 관찰한다"),
            expected: "≥ 1 ◇", actual: "0")
        let published = updates.filter { $0.fact == .published }
        t.expect(published.isEmpty, Message(
            en: "what the view store did with a tick: it compares the old and new *view state* (removeDuplicates); if the view state holds secondsElapsed, they differ",
            ko: "틱을 받은 뷰 스토어가 한 일: 이전 *뷰 상태*와 새 *뷰 상태*를 비교합니다 (removeDuplicates). 뷰 상태에 secondsElapsed가 들어 있으면 둘은 다릅니다"),
            expected: "suppressed",
            actual: published.map { "published \($0.oldValue ?? "") → \($0.newValue ?? "")" }.joined(separator: "; "))
    }
}
