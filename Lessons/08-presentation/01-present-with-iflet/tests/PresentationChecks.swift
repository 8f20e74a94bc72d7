import LessonTesting
import SwiftUI
import ComposableArchitecture

/// The reducers that ran for the actions sent since the check started, in order.
@MainActor
private func reducersRun(_ t: CheckContext, _ store: StoreOf<PackingListFeature>) -> [String] {
    t.trace(of: store).filter { $0.kind == .reducerRan && $0.subject == "PackingListFeature.State" }.compactMap(\.detail)
}

@MainActor
private func presentedChildNeverRan(_ t: CheckContext, _ store: StoreOf<PackingListFeature>) -> Message? {
    reducersRun(t, store).contains { $0.hasPrefix("ifLet") } ? nil : Message(
        en: "The trace shows .addItem(.presented(…)) reaching PackingListFeature and only its Reduce running (\(reducersRun(t, store))): nothing in the parent's body runs AddItemFeature on the presented state.",
        ko: "트레이스를 보면 .addItem(.presented(…))가 PackingListFeature에 닿고, 실행되는 것은 Reduce뿐입니다(\(reducersRun(t, store))). 부모의 바디에 표시된 상태 위에서 AddItemFeature를 실행해 주는 것이 없습니다.")
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("child-runs-while-presented") { t in
        let store = Store(initialState: PackingListFeature.State()) { PackingListFeature() }
        let host = ViewHost(PackingListView(store: store))
        try host.tap("Add item")
        host.flush()
        try host.type("Tent", into: "Name")
        host.flush()
        t.expectEqual(store.withState(\.addItem?.name), "Tent", Message(
            en: "the presented feature's name after typing \"Tent\" into its field",
            ko: "필드에 \"Tent\"를 입력한 뒤 표시된 피처의 name"),
            why: presentedChildNeverRan(t, store))
    }

    grade.check("cancel-dismisses") { t in
        let store = Store(initialState: PackingListFeature.State()) { PackingListFeature() }
        let host = ViewHost(PackingListView(store: store))
        try host.tap("Add item")
        host.flush()
        await store.send(.addItem(.presented(.cancelButtonTapped))).finish()
        host.flush()
        t.expect(store.withState(\.addItem) == nil, Message(
            en: "addItem after \"Cancel\" (AddItemFeature calls its dismiss dependency)",
            ko: "\"Cancel\" 뒤의 addItem (AddItemFeature는 dismiss 의존성을 부름)"),
            expected: "nil", actual: store.withState(\.addItem).map { "\($0)" } ?? "nil",
            why: presentedChildNeverRan(t, store))
        t.expect(!host.texts.contains("Cancel"), Message(
            en: "the sheet's buttons are gone from the screen", ko: "시트의 버튼이 화면에서 사라졌다"),
            expected: "no \"Cancel\"", actual: host.texts.description)
    }

    grade.check("dismiss-cancels-effects") { t in
        let clock = TestClock()
        let store = Store(initialState: PackingListFeature.State()) {
            PackingListFeature()
        } withDependencies: {
            $0.continuousClock = clock
        }
        let host = ViewHost(PackingListView(store: store))
        store.send(.addButtonTapped)
        host.flush()
        let suggestion = store.send(.addItem(.presented(.suggestButtonTapped)))
        try t.require(store.withState(\.addItem?.isSuggesting) == true, Message(
            en: "\"Suggest\" starts the suggestion (the presented feature ran)",
            ko: "\"Suggest\"가 제안을 시작한다 (표시된 피처가 실행됨)"),
            expected: "isSuggesting: true", actual: "isSuggesting: \(store.withState(\.addItem?.isSuggesting).map(String.init) ?? "nil")",
            why: presentedChildNeverRan(t, store))
        // The sheet swiped down: the sheet's binding sends .addItem(.dismiss) for the parent to apply.
        try host.dismissSheet()
        host.flush()
        await clock.advance(by: .seconds(1))
        await suggestion.finish()
        let late = t.trace(of: store).filter { $0.kind == .actionSent && ($0.detail ?? "").contains("suggestionLoaded") }
        let cancelled = t.trace(of: store).contains { $0.kind == .effect && $0.fact == .cancelled }
        t.expect(late.isEmpty && cancelled, Message(
            en: "a second after the sheet was swiped away, the suggestion it had started was cancelled with it (no suggestionLoaded arrives)",
            ko: "시트를 쓸어내린 1초 뒤, 시트가 시작한 제안 이펙트가 시트와 함께 취소됨 (suggestionLoaded가 도착하지 않음)"),
            expected: "⇢ cancelled, no suggestionLoaded",
            actual: (cancelled ? "⇢ cancelled" : "no ⇢ cancelled") + ", " + (late.isEmpty ? "no suggestionLoaded" : late.compactMap(\.detail).joined(separator: "; ")))
    }
}
