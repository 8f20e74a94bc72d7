import ComposableArchitecture
import LessonTesting

@MainActor
private func responses(_ t: CheckContext, _ store: StoreOf<Search>) -> [String] {
    t.trace(of: store).filter { $0.kind == .actionSent && ($0.detail ?? "").contains("searchResponse") }
        .map { $0.detail ?? "" }
}

/// The trace's ⇢ lines so far: each effect started, finished or cancelled, and where.
@MainActor
private func effectLines(_ t: CheckContext) -> [String] {
    t.trace.filter { $0.kind == .effect }.map { "\($0.fact?.rawValue ?? "") \($0.detail ?? "")" }
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("finds-results") { t in
        let store = Store(initialState: Search.State()) { Search() }
        await store.send(.queryChanged("swift")).finish()
        t.expectEqual(store.withState(\.results), ["swift", "swiftui", "swift-testing"], Message(
            en: "results after typing \"swift\" and waiting for the search",
            ko: "\"swift\"를 입력하고 검색을 기다린 뒤의 결과"))
    }

    grade.check("new-query-cancels-old") { t in
        let store = Store(initialState: Search.State()) { Search() }
        let first = store.send(.queryChanged("s"))
        let second = store.send(.queryChanged("swiftu"))
        await first.finish()
        await second.finish()
        t.expectEqual(responses(t, store).count, 1, Message(
            en: "how many searchResponse actions arrived for two quick queries (\"s\", then \"swiftu\"); the trace's ⇢ lines: \(effectLines(t))",
            ko: "빠르게 입력한 두 검색어 (\"s\", 그다음 \"swiftu\")에 대해 도착한 searchResponse 액션 수. 트레이스의 ⇢ 줄: \(effectLines(t))"))
        t.expectEqual(store.withState(\.results), ["swiftui"], Message(
            en: "results at the end: only the latest query's", ko: "마지막 결과: 가장 최근 검색어의 결과만"))
    }

    grade.check("clear-cancels") { t in
        let store = Store(initialState: Search.State()) { Search() }
        let search = store.send(.queryChanged("comp"))
        let clear = store.send(.clearTapped)
        await search.finish()
        await clear.finish()
        t.expectEqual(responses(t, store).count, 0, Message(
            en: "searchResponse actions that arrived after \"Clear\" was tapped; the trace's ⇢ lines: \(effectLines(t))",
            ko: "\"Clear\"를 탭한 뒤에 도착한 searchResponse 액션 수. 트레이스의 ⇢ 줄: \(effectLines(t))"))
        t.expectEqual(store.withState(\.results), [], Message(
            en: "results after clearing, once every effect has ended", ko: "지운 뒤, 모든 이펙트가 끝났을 때의 결과"))
    }

    grade.check("empty-query-cancels") { t in
        let store = Store(initialState: Search.State()) { Search() }
        let search = store.send(.queryChanged("c"))
        let emptied = store.send(.queryChanged(""))
        await search.finish()
        await emptied.finish()
        t.expectEqual(responses(t, store).count, 0, Message(
            en: "searchResponse actions that arrived after the query was deleted down to \"\"; the trace's ⇢ lines: \(effectLines(t))",
            ko: "검색어를 \"\"까지 지운 뒤에 도착한 searchResponse 액션 수. 트레이스의 ⇢ 줄: \(effectLines(t))"))
        t.expectEqual(store.withState(\.results), [], Message(
            en: "results with an empty query, once every effect has ended", ko: "검색어가 비었을 때, 모든 이펙트가 끝난 뒤의 결과"))
    }
}
