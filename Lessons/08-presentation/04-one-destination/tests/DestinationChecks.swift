import LessonTesting
import ComposableArchitecture

@MainActor
private func makeStore(items: [String] = []) -> StoreOf<PackingListFeature> {
    Store(initialState: PackingListFeature.State(items: items)) { PackingListFeature() }
}

/// The reducers that ran inside the presentation for the actions sent since `start`.
@MainActor
private func destinationReducers(_ t: CheckContext, _ store: StoreOf<PackingListFeature>) -> [String] {
    t.trace(of: store).filter { $0.kind == .reducerRan && ($0.subject ?? "").hasPrefix("Destination") }.compactMap(\.detail)
}

@MainActor
private func nothingRanWhy(_ t: CheckContext, _ store: StoreOf<PackingListFeature>) -> Message? {
    destinationReducers(t, store).contains { $0.hasPrefix("Scope") } ? nil : Message(
        en: "The trace shows ifLet(\\.$destination) running Destination, and nothing running inside it: Destination's body has no reducer for its cases, so the sheet's actions reach no feature.",
        ko: "트레이스를 보면 ifLet(\\.$destination)이 Destination을 실행하는데, 그 안에서는 아무것도 실행되지 않습니다. Destination의 바디에 케이스를 위한 리듀서가 없어서, 시트의 액션이 어느 피처에도 닿지 않습니다.")
}

/// `.renameItem(index: 0, name: "Tent")`, as the learner would write it.
private func describe(_ destination: Destination.State?) -> String {
    switch destination {
    case nil: return "nil"
    case let .addItem(state)?: return ".addItem(name: \"\(state.name)\")"
    case let .renameItem(state)?: return ".renameItem(index: \(state.index), name: \"\(state.name)\")"
    }
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("add-works") { t in
        let store = makeStore()
        store.send(.addButtonTapped)
        store.send(.destination(.presented(.addItem(.nameChanged("Tent")))))
        await store.send(.destination(.presented(.addItem(.saveButtonTapped)))).finish()
        t.expectEqual(store.withState(\.items), ["Tent"], Message(
            en: "the list after typing \"Tent\" in the Add sheet and saving",
            ko: "Add 시트에 \"Tent\"를 입력하고 저장한 뒤의 목록"),
            why: nothingRanWhy(t, store))
        t.expect(store.withState(\.destination) == nil, Message(
            en: "the Add sheet closes itself after saving", ko: "저장한 뒤 Add 시트가 스스로 닫힌다"),
            expected: "destination: nil", actual: "destination: \(describe(store.withState(\.destination)))")
    }

    grade.check("rename-works") { t in
        let store = makeStore(items: ["Tent", "Socks"])
        store.send(.renameButtonTapped(1))
        store.send(.destination(.presented(.renameItem(.nameChanged("Wool socks")))))
        await store.send(.destination(.presented(.renameItem(.saveButtonTapped)))).finish()
        t.expectEqual(store.withState(\.items), ["Tent", "Wool socks"], Message(
            en: "the list after renaming \"Socks\" to \"Wool socks\"",
            ko: "\"Socks\"를 \"Wool socks\"로 바꾼 뒤의 목록"),
            why: nothingRanWhy(t, store))
    }

    grade.check("one-at-a-time") { t in
        let store = makeStore(items: ["Tent"])
        store.send(.addButtonTapped)
        store.send(.renameButtonTapped(0))
        try t.require(t.areEqual(store.withState(\.destination), .renameItem(RenameItemFeature.State(index: 0, name: "Tent"))), Message(
            en: "opening Rename while Add is up replaces the Add sheet", ko: "Add가 떠 있을 때 Rename을 열면 Add 시트를 대신한다"),
            expected: "destination: .renameItem(…)", actual: "destination: \(describe(store.withState(\.destination)))")
        let beforeStray = t.trace(of: store).count
        store.send(.destination(.presented(.addItem(.nameChanged("Boots")))))
        let warned = t.trace(of: store).dropFirst(beforeStray).contains {
            $0.kind == .warning && ($0.detail ?? "").contains("received a child action when child state was set to a different case")
        }
        t.expect(warned, Message(
            en: "TCA reports the stray action at run time: the Add sheet's Scope received a child action while the state was in another case (the trace's ⚠ line)",
            ko: "TCA는 엉뚱한 액션을 실행 중에 알립니다. Add 시트의 Scope가 상태가 다른 케이스에 있을 때 자식 액션을 받았습니다 (트레이스의 ⚠ 줄)"),
            expected: "⚠ A \"Scope\" … received a child action when child state was set to a different case.",
            actual: "no warning", why: nothingRanWhy(t, store))
        t.expect(t.areEqual(store.withState(\.destination), .renameItem(RenameItemFeature.State(index: 0, name: "Tent"))), Message(
            en: "a stray action for the Add sheet, sent while Rename is up, changes nothing",
            ko: "Rename이 떠 있을 때 보낸 Add 시트용 액션은 아무것도 바꾸지 않는다"),
            expected: "destination: .renameItem(index: 0, name: \"Tent\")", actual: "destination: \(describe(store.withState(\.destination)))")
    }
}
