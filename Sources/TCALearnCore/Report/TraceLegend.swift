/// What the trace's symbols mean: one line under the first trace a learner sees, and the whole
/// explanation in `tca-learn help trace`. The symbols are the narrator's (`TraceNarrator+Phrases`).
enum TraceLegend {
    /// `tca-learn help trace`.
    static let topic = "trace"

    /// The symbols, each with what it marks, in the order a step usually shows them.
    private static let symbols: [(symbol: String, en: String, ko: String)] = [
        ("▶", "a step: what the user (or the check) did", "단계: 사용자(또는 체크)가 한 일"),
        ("+", "a view created: a new identity, with fresh state", "뷰 생성: 새 아이덴티티, 새 상태"),
        ("−", "a view removed: its state is gone", "뷰 제거: 상태도 사라짐"),
        ("↻", "a body ran, and why (the names _printChanges prints)", "바디 실행과 그 이유(_printChanges가 출력하는 이름)"),
        ("·", "a body skipped: its inputs were unchanged", "바디 건너뜀: 입력이 그대로"),
        ("✎", "state written: old → new", "상태 쓰기: 이전 값 → 새 값"),
        ("✗", "a write SwiftUI ignores", "SwiftUI가 무시하는 쓰기"),
        ("⚑", "an object announced a change, invalidating a view", "객체가 변경을 알려 뷰를 무효화함"),
        ("◦", "onAppear, onDisappear, onChange or task ran", "onAppear, onDisappear, onChange, task 실행"),
        ("→", "an action sent to a store", "스토어로 보낸 액션"),
        ("⚙", "a reducer handled the action: the state it saw and left", "리듀서가 액션을 처리함: 받은 상태와 남긴 상태"),
        ("◇", "a view store compared its view state: published or suppressed", "뷰 스토어가 뷰 상태를 비교함: published 또는 suppressed"),
        ("⇢", "an effect started, finished or was cancelled", "이펙트 시작, 끝남, 취소"),
        ("⚠", "a warning, word for word as Xcode's console prints it", "Xcode 콘솔에 출력되는 경고 원문"),
        ("│", "a line the runtime printed for your code (_printChanges)", "런타임이 코드 대신 출력한 줄(_printChanges)"),
        ("▤", "the render tree, before and after a step that changed its shape", "렌더 트리: 모양이 바뀐 단계의 이전과 이후"),
    ]

    /// The symbols as `[symbol, meaning]` pairs, for the trace's picture (`TracePicture`).
    static func pairs(_ language: Language) -> [[String]] {
        symbols.map { [$0.symbol, language.text($0.en, $0.ko)] }
    }

    /// The one line shown under the first trace: the commonest symbols and where the rest are
    /// (`helpCommand`, as the learner can type it where they are).
    static func line(_ style: Style, helpCommand: String) -> String {
        style.text(
            "Symbols: ▶ step  + created  − removed  ↻ body ran  · skipped  ✎ state written  → action  ⚙ reducer — all of them: \(helpCommand)",
            "기호: ▶ 단계  + 생성  − 제거  ↻ 바디 실행  · 건너뜀  ✎ 상태 쓰기  → 액션  ⚙ 리듀서 — 전체 설명: \(helpCommand)")
    }

    /// `tca-learn help trace`.
    static func help(_ language: Language) -> String {
        let text = language.text
        var lines = [
            text("Reading a trace", "트레이스 읽는 법"),
            "",
            text(
                """
                    A trace tells what the runtime did, step by step. Each step starts with what the user (or
                    a hidden check) did; under it come the bodies that ran and why, the state that changed,
                    and the reducers that saw each action.
                    """,
                """
                    트레이스는 런타임이 한 일을 단계별로 보여 줍니다. 각 단계는 사용자(또는 숨겨진 체크)가 한
                    일로 시작하고, 그 아래에 어떤 바디가 왜 실행되었는지, 어떤 상태가 바뀌었는지, 어떤 리듀서가
                    어떤 액션을 받았는지가 이어집니다.
                    """),
            "",
        ]
        lines += symbols.map { "  \($0.symbol)  " + text($0.en, $0.ko) }
        lines += [
            "",
            text(
                """
                    A grade's report shows the trace once, folded around the steps that matter. For all of
                    it, add --full-trace to check, or press t in watch. check --html (p in watch) draws it
                    as a picture to step through in a browser.
                    """,
                """
                    채점 리포트는 트레이스를 한 번만, 중요한 단계 위주로 접어서 보여 줍니다. 전체는 check에
                    --full-trace를 붙이거나 watch에서 t 키를 누르면 볼 수 있습니다. check --html(watch에서는
                    p 키)은 트레이스를 브라우저에서 한 단계씩 넘겨 보는 그림으로 그립니다.
                    """),
        ]
        return lines.joined(separator: "\n")
    }
}
