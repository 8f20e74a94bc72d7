import LessonTesting
import SwiftUI
import ComposableArchitecture

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("shows-count") { t in
        let store = Store(initialState: CounterFeature.State(count: 3)) { CounterFeature() }
        let host = ViewHost(CounterView(store: store))
        t.expect(host.texts.contains("Count: 3"), Message(
            en: "CounterView shows the store's count when it appears",
            ko: "CounterView는 처음 나타날 때 스토어의 count를 보여 준다"),
            expected: "[… \"Count: 3\" …]", actual: host.texts.description)
    }

    grade.check("updates-on-tap") { t in
        let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
        let host = ViewHost(CounterView(store: store))
        try host.tap("Increment")
        host.flush()
        try t.require(store.withState(\.count) == 1, Message(
            en: "the tap reaches the reducer (the store's count is 1)",
            ko: "탭이 리듀서까지 간다 (스토어의 count가 1)"),
            expected: "1", actual: "\(store.withState(\.count))")
        let published = t.trace(of: store).filter { $0.kind == .viewStoreUpdate && $0.fact == .published }
        t.expect(host.texts.contains("Count: 1"), Message(
            en: "the screen after one tap: the store's count is 1, but does any view hear about it? A Store is not an ObservableObject; only a ViewStore tells a view to re-render",
            ko: "한 번 탭한 뒤의 화면: 스토어의 count는 1인데, 그것을 듣는 뷰가 있나요? Store는 ObservableObject가 아닙니다. 뷰에게 다시 렌더링하라고 알려 주는 것은 ViewStore뿐입니다"),
            expected: "[… \"Count: 1\" …]",
            actual: "\(host.texts) — ◇ published: \(published.count)")
    }

    grade.check("observes-only-count") { t in
        let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
        let host = ViewHost(CounterView(store: store))
        store.send(.renameButtonTapped)
        host.flush()
        let updates = t.trace(of: store).filter { $0.kind == .viewStoreUpdate }
        try t.require(!updates.isEmpty, Message(
            en: "a ViewStore observes the store (WithViewStore or @ObservedObject var viewStore)",
            ko: "스토어를 관찰하는 ViewStore가 있다 (WithViewStore 또는 @ObservedObject var viewStore)"),
            expected: "≥ 1 ◇", actual: "0")
        let published = updates.filter { $0.fact == .published }
        t.expect(published.isEmpty, Message(
            en: "renaming changes only `title`, which CounterView never shows: its view store should suppress it (observe only what the view needs, e.g. observe: \\.count)",
            ko: "이름 바꾸기는 CounterView가 보여 주지 않는 `title`만 바꿉니다. 뷰 스토어가 이 변화를 걸러야 합니다 (뷰에 필요한 것만 관찰하세요. 예: observe: \\.count)"),
            expected: "suppressed", actual: published.map { "published \($0.oldValue ?? "") → \($0.newValue ?? "")" }.joined(separator: "; "))
    }
}
