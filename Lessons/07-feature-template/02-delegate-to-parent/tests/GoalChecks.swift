import ComposableArchitecture
import LessonTesting

@MainActor
private func tap(_ times: Int, _ store: StoreOf<RootFeature>) async {
    for _ in 0..<times {
        await store.send(.counter(.view(.incrementButtonTapped))).finish()
    }
}

@MainActor
private func delegateSends(_ t: CheckContext, _ store: StoreOf<RootFeature>) -> Int {
    t.trace(of: store).filter { $0.kind == .actionSent && ($0.detail ?? "").contains("goalReached") }.count
}

/// The action a reducer was handling when it wrote "Goal reached!" into the parent's message, read
/// from the trace's ⚙ lines (`reducerRan`: the state each reducer saw and left, and the action).
/// A parent that reacts to the delegate writes it while reducing `.counter(.delegate(.goalReached))`;
/// a parent that watches `state.counter.count` writes it while reducing the tap.
@MainActor
private func actionThatSetMessage(_ t: CheckContext, _ store: StoreOf<RootFeature>) -> String? {
    t.trace(of: store).last { event in
        event.kind == .reducerRan
            && !(event.oldValue ?? "").contains("Goal reached!")
            && (event.newValue ?? "").contains("Goal reached!")
    }?.reasons.first
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("counts") { t in
        let store = Store(initialState: RootFeature.State()) { RootFeature() }
        await tap(3, store)
        t.expectEqual(store.withState(\.counter.count), 3, Message(
            en: "state.counter.count after three taps", ko: "세 번 탭한 뒤의 state.counter.count"))
    }

    grade.check("child-delegates") { t in
        let store = Store(initialState: RootFeature.State()) { RootFeature() }
        await tap(2, store)
        t.expectEqual(delegateSends(t, store), 0, Message(
            en: ".counter(.delegate(.goalReached)) sent after two taps (goal 3)",
            ko: "두 번 탭한 뒤(목표 3) 보내진 .counter(.delegate(.goalReached)) 수"))
        await tap(1, store)
        let sent = t.trace(of: store).filter { $0.kind == .actionSent }.compactMap(\.detail).suffix(2)
        t.expectEqual(delegateSends(t, store), 1, Message(
            en: ".counter(.delegate(.goalReached)) sent after the third tap (the trace's last → send lines: \(Array(sent)))",
            ko: "세 번째 탭 뒤에 보내진 .counter(.delegate(.goalReached)) 수 (트레이스의 마지막 → 줄: \(Array(sent)))"))
        await tap(1, store)
        t.expectEqual(delegateSends(t, store), 1, Message(
            en: ".counter(.delegate(.goalReached)) sent in total after a fourth tap (only when the goal is reached)",
            ko: "네 번째 탭 뒤의 전체 .counter(.delegate(.goalReached)) 수 (목표에 도달할 때만)"))
    }

    grade.check("parent-reacts") { t in
        let store = Store(initialState: RootFeature.State()) { RootFeature() }
        await tap(2, store)
        t.expectEqual(store.withState(\.message), "", Message(
            en: "the parent's message before the goal", ko: "목표 전의 부모 메시지"))
        await tap(1, store)
        try t.require(store.withState(\.message) == "Goal reached!", Message(
            en: "the parent's message once the counter reached its goal",
            ko: "카운터가 목표에 도달한 뒤의 부모 메시지"),
            expected: "\"Goal reached!\"", actual: "\"\(store.withState(\.message))\"")
        let action = actionThatSetMessage(t, store) ?? "?"
        t.expect(action.contains("delegate") && action.contains("goalReached"), Message(
            en: "the action the parent was reducing when it set the message (the trace's ⚙ line that left \"Goal reached!\"): the parent should react to the counter's delegate action, not watch state.counter.count",
            ko: "부모가 메시지를 설정할 때 리듀스하던 액션 (트레이스에서 \"Goal reached!\"를 남긴 ⚙ 줄): 부모는 state.counter.count를 지켜보지 말고 카운터의 델리게이트 액션에 반응해야 합니다"),
            expected: ".counter(.delegate(.goalReached))", actual: action)
    }
}
