import LessonTesting
import SwiftUI
import ComposableArchitecture

@MainActor
private func save(_ name: String, in store: StoreOf<PackingListFeature>) async {
    store.send(.addButtonTapped)
    store.send(.addItem(.presented(.nameChanged(name))))
    await store.send(.addItem(.presented(.saveButtonTapped))).finish()
}

/// The action a reducer was reducing when the list of items changed, from the trace's ⚙ lines.
@MainActor
private func actionThatAddedTheItem(_ t: CheckContext, _ store: StoreOf<PackingListFeature>) -> String? {
    t.trace(of: store).last { event in
        event.kind == .reducerRan && event.subject == "PackingListFeature.State"
            && (event.oldValue ?? "").contains("items: []") && !(event.newValue ?? "").contains("items: []")
    }?.reasons.first
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("save-adds-item") { t in
        let store = Store(initialState: PackingListFeature.State()) { PackingListFeature() }
        let host = ViewHost(PackingListView(store: store))
        await save("Tent", in: store)
        host.flush()
        let delegates = t.trace(of: store).filter { $0.kind == .actionSent && ($0.detail ?? "").contains("saveItem") }.compactMap(\.detail)
        t.expectEqual(store.withState(\.items), ["Tent"], Message(
            en: "the list after saving \"Tent\" in the sheet",
            ko: "시트에서 \"Tent\"를 저장한 뒤의 목록"),
            why: delegates.isEmpty ? nil : Message(
                en: "The sheet told the parent: the trace has \(delegates[0]). The parent's Reduce received it — every action of the sheet reaches the parent wrapped in .addItem(.presented(…)) — and returned without adding anything.",
                ko: "시트는 부모에게 알렸습니다. 트레이스에 \(delegates[0])가 있습니다. 부모의 Reduce는 그것을 받았습니다. 시트의 모든 액션은 .addItem(.presented(…))로 감싸여 부모에 닿습니다. 그런데 아무것도 추가하지 않고 돌아갔습니다."))
        t.expect(host.texts.contains("Tent"), Message(
            en: "the list on screen shows the saved item", ko: "화면의 목록에 저장한 항목이 보인다"),
            expected: "[… \"Tent\" …]", actual: host.texts.description)
    }

    grade.check("reacts-to-delegate") { t in
        let store = Store(initialState: PackingListFeature.State()) { PackingListFeature() }
        await save("Tent", in: store)
        try t.require(store.withState(\.items) == ["Tent"], Message(
            en: "the list after saving \"Tent\"", ko: "\"Tent\"를 저장한 뒤의 목록"),
            expected: "[\"Tent\"]", actual: store.withState(\.items).description)
        let action = actionThatAddedTheItem(t, store) ?? "?"
        t.expect(action.contains("delegate"), Message(
            en: "the action the parent was reducing when it added the item (the ⚙ line that changed items): the sheet's decision, its delegate action — not its button tap",
            ko: "부모가 항목을 추가할 때 리듀스하던 액션 (items를 바꾼 ⚙ 줄): 버튼 탭이 아니라 시트의 결정인 델리게이트 액션이어야 합니다"),
            expected: ".addItem(.presented(.delegate(.saveItem(\"Tent\"))))", actual: action)
    }

    grade.check("empty-name-not-saved") { t in
        let store = Store(initialState: PackingListFeature.State()) { PackingListFeature() }
        await save("  ", in: store)
        t.expectEqual(store.withState(\.items), [], Message(
            en: "the list after \"Save\" with a blank name (the sheet refuses it and says \"Name required\")",
            ko: "빈 이름으로 \"Save\"를 누른 뒤의 목록 (시트가 거절하고 \"Name required\"라고 말함)"),
            why: Message(
                en: "The parent added an item the sheet refused: it reacted to the tap (.saveButtonTapped), which only asks the sheet to save. The sheet decides, and tells its decision with .delegate(.saveItem(…)).",
                ko: "시트가 거절한 항목을 부모가 추가했습니다. 부모가 탭(.saveButtonTapped)에 반응했기 때문인데, 탭은 시트에게 저장해 달라고 청할 뿐입니다. 결정은 시트가 하고, 그 결정을 .delegate(.saveItem(…))로 알립니다."))
        t.expect(store.withState(\.addItem) != nil, Message(
            en: "the sheet stays up after a refused save", ko: "거절된 저장 뒤에도 시트는 떠 있다"),
            expected: "addItem ≠ nil", actual: "nil")
    }
}
