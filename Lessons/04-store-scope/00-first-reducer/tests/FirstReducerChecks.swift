import LessonTesting
import SwiftUI
import ComposableArchitecture

/// The actions that reached the check's store since the check started, as TCA dumps them.
@MainActor
private func actionsSent(_ t: CheckContext, to store: StoreOf<CounterFeature>) -> [String] {
    t.trace(of: store).filter { $0.kind == .actionSent }.compactMap(\.detail)
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("plus-sends-action") { t in
        let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
        let host = ViewHost(CounterView(store: store))
        try host.tap("+")
        host.flush()
        let sent = actionsSent(t, to: store)
        t.expect(sent.contains { $0.contains("incrementButtonTapped") }, Message(
            en: "the actions the store received when \"+\" was tapped",
            ko: "\"+\"를 탭했을 때 스토어가 받은 액션"),
            expected: "[… CounterFeature.Action.incrementButtonTapped …]", actual: sent.description,
            why: sent.isEmpty ? Message(
                en: "No action reached the store: the button changed something inside the view, and the store never heard of it. In TCA a view does not change state; it sends an action (viewStore.send(…)) and the reducer changes the state.",
                ko: "스토어에 도착한 액션이 없습니다. 버튼이 뷰 안의 무언가를 바꿨을 뿐, 스토어는 아무것도 듣지 못했습니다. TCA에서 뷰는 상태를 바꾸지 않습니다. 액션을 보내고(viewStore.send(…)), 상태는 리듀서가 바꿉니다.") : nil)
        t.expectEqual(store.withState(\.count), 1, Message(
            en: "the store's count after one tap on \"+\"",
            ko: "\"+\"를 한 번 탭한 뒤 스토어의 count"))
    }

    grade.check("reducer-changes-state") { t in
        let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
        var counts: [Int] = []
        for action in [CounterFeature.Action.incrementButtonTapped, .incrementButtonTapped, .decrementButtonTapped, .resetButtonTapped] {
            store.send(action)
            counts.append(store.withState(\.count))
        }
        t.expectEqual(counts, [1, 2, 1, 0], Message(
            en: "the store's count after sending +, +, -, Reset straight to the store (no view involved): only the reducer can change it",
            ko: "뷰 없이 스토어에 +, +, -, Reset을 차례로 보낸 뒤의 count: 바꿀 수 있는 것은 리듀서뿐입니다"),
            why: counts.allSatisfy { $0 == 0 } ? Message(
                en: "Every action reached the reducer, and the reducer returned the state unchanged. Nothing else will change the store's state: the reducer's switch is where each action becomes a change of count.",
                ko: "액션은 모두 리듀서에 도착했지만, 리듀서가 상태를 그대로 돌려주었습니다. 스토어의 상태를 바꿔 줄 것은 따로 없습니다. 각 액션이 count의 변화가 되는 곳은 리듀서의 switch입니다.") : nil)
    }

    grade.check("screen-follows-store") { t in
        let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
        let host = ViewHost(CounterView(store: store))
        store.send(.incrementButtonTapped)
        store.send(.incrementButtonTapped)
        host.flush()
        t.expect(host.texts.contains("Count: 2"), Message(
            en: "the screen after two .incrementButtonTapped sent to the store from outside the view (as another screen or a test would)",
            ko: "뷰 바깥에서(다른 화면이나 테스트처럼) 스토어에 .incrementButtonTapped를 두 번 보낸 뒤의 화면"),
            expected: "[… \"Count: 2\" …]", actual: host.texts.description,
            why: store.withState(\.count) == 2 ? Message(
                en: "The store's count is 2, and the screen does not show it: the text reads a count the view keeps for itself. One source of truth: show viewStore.count.",
                ko: "스토어의 count는 2인데 화면은 그것을 보여 주지 않습니다. 텍스트가 뷰가 따로 간직한 count를 읽습니다. 진실 공급원은 하나여야 합니다. viewStore.count를 보여 주세요.") : nil)
    }
}
