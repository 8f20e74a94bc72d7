import LessonTesting
import SwiftUI
import ComposableArchitecture

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("typing-writes-text") { t in
        let store = Store(initialState: SearchFeature.State()) { SearchFeature() }
        let host = ViewHost(SearchView(store: store))
        try host.type("tca", into: "Search")
        host.flush()
        let sent = t.trace(of: store).filter { $0.kind == .actionSent }.compactMap(\.detail)
        t.expectEqual(store.withState(\.text), "tca", Message(
            en: "the text after typing \"tca\": the view sends .view(.binding(…)) (\(sent)); BindingReducer() alone would look for .binding at the top of Action — it must be told where the view action is",
            ko: "\"tca\"를 입력한 뒤의 text: 뷰는 .view(.binding(…))를 보냅니다 (\(sent)). BindingReducer()는 Action 최상위의 .binding을 찾으므로, 뷰 액션이 어디에 있는지 알려 줘야 합니다"))
    }

    grade.check("count-follows-text") { t in
        let store = Store(initialState: SearchFeature.State()) { SearchFeature() }
        let host = ViewHost(SearchView(store: store))
        try host.type("tca", into: "Search")
        host.flush()
        let ran = t.trace(of: store).filter { $0.kind == .reducerRan }.compactMap(\.detail)
        t.expect(host.texts.contains("3 characters"), Message(
            en: "the character count after typing \"tca\": the core counts state.text, so the binding must be written before it runs (reducers that ran: \(ran))",
            ko: "\"tca\"를 입력한 뒤의 글자 수: core는 state.text를 세므로, core가 실행되기 전에 바인딩이 쓰여야 합니다 (실행된 리듀서: \(ran))"),
            expected: "[… \"3 characters\" …]", actual: host.texts.description)
    }

    grade.check("no-unhandled-warning") { t in
        let store = Store(initialState: SearchFeature.State()) { SearchFeature() }
        let host = ViewHost(SearchView(store: store))
        try host.type("tca", into: "Search")
        host.flush()
        let warnings = t.trace.filter { $0.kind == .warning }.compactMap(\.detail)
        t.expect(warnings.isEmpty, Message(
            en: "TCA's runtime warnings while typing", ko: "입력하는 동안 나온 TCA 런타임 경고"),
            expected: "0", actual: "\(warnings.count): " + warnings.joined(separator: "\n"))
    }
}
