import LessonTesting
import SwiftUI
import ComposableArchitecture

@MainActor
private func tapPlus(_ times: Int) throws -> (StoreOf<RootFeature>, ViewHost<RootView>) {
    let store = Store(initialState: RootFeature.State()) { RootFeature() }
    let host = ViewHost(RootView(store: store))
    for _ in 0..<times {
        try host.tap("+")
        host.flush()
    }
    return (store, host)
}

/// The action a reducer was reducing when it wrote "Goal reached!", from the trace's ⚙ lines.
@MainActor
private func actionThatSetMessage(_ t: CheckContext, _ store: StoreOf<RootFeature>) -> String? {
    t.trace(of: store).last { event in
        event.kind == .reducerRan && event.subject == "RootFeature.State"
            && !(event.oldValue ?? "").contains("Goal reached!") && (event.newValue ?? "").contains("Goal reached!")
    }?.reasons.first
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("goal-still-reached") { t in
        let (_, host) = try tapPlus(3)
        t.expect(host.texts.contains("Goal reached!") && host.texts.contains("Count: 3"), Message(
            en: "the screen after three taps on \"+\"", ko: "\"+\"를 세 번 탭한 뒤의 화면"),
            expected: "[\"Goal reached!\", \"Count: 3\", …]", actual: host.texts.description)
    }

    grade.check("taps-travel-in-scope-group") { t in
        let (store, _) = try tapPlus(1)
        let sent = t.trace(of: store).first { $0.kind == .actionSent }?.detail ?? "nothing"
        t.expect(sent.contains(".scope(") && sent.contains(".counter("), Message(
            en: "the action a tap on the counter's \"+\" sends to RootFeature's store",
            ko: "카운터의 \"+\" 탭이 RootFeature의 스토어에 보내는 액션"),
            expected: "RootFeature.Action.scope(.counter(.view(.incrementButtonTapped)))", actual: sent,
            why: sent.contains(".counter(") ? Message(
                en: "The counter's actions still travel in a case of their own, beside the template's five groups. In the template a child feature's actions belong to the parent's scope group: .scope(.counter(…)) — wrapped so by the view's store.scope, and unwrapped by the parent's Scope.",
                ko: "카운터의 액션이 여전히 템플릿의 다섯 그룹 옆, 자기만의 케이스로 오갑니다. 템플릿에서 자식 피처의 액션은 부모의 scope 그룹에 속합니다. .scope(.counter(…))로, 뷰의 store.scope가 그렇게 감싸고 부모의 Scope가 벗겨 냅니다.") : nil)
    }

    grade.check("parent-reacts-in-scope-group") { t in
        let (store, _) = try tapPlus(3)
        try t.require(store.withState(\.message) == "Goal reached!", Message(
            en: "the parent's message after three taps", ko: "세 번 탭한 뒤 부모의 메시지"),
            expected: "\"Goal reached!\"", actual: "\"\(store.withState(\.message))\"")
        let action = actionThatSetMessage(t, store) ?? "?"
        t.expect(action.contains(".scope(") && action.contains("delegate") && action.contains("goalReached"), Message(
            en: "the action the parent was reducing when it set the message (the ⚙ line that left \"Goal reached!\")",
            ko: "부모가 메시지를 설정할 때 리듀스하던 액션 (\"Goal reached!\"를 남긴 ⚙ 줄)"),
            expected: "RootFeature.Action.scope(.counter(.delegate(.goalReached)))", actual: action)
    }
}
