import RenderTrace

/// Turns trace events into the short story a learner reads: one step per interaction (mount, tap,
/// send…), and under it what the runtime did — which bodies ran and why, which were skipped,
/// which state changed, which reducer saw which action.
struct TraceNarrator {
    var style: Style
    /// Stories longer than this are cut, with a note of how much was left out.
    var maxLines = 40

    func narrate(_ events: [TraceEvent]) -> [String] {
        var lines: [String] = []
        var step = 0
        for event in events {
            if event.kind == .interaction {
                step += 1
                lines.append(style.bold(style.text("Step \(step)", "\(step)단계")) + " " + style.cyan("▶ " + (event.detail ?? "")))
                continue
            }
            if let line = describe(event) {
                lines.append((step == 0 ? "" : "  ") + line)
            }
        }
        if lines.count > maxLines {
            let hidden = lines.count - maxLines
            lines = Array(lines.prefix(maxLines))
            lines.append(style.dim(style.text("… \(hidden) more lines of trace", "… 트레이스 \(hidden)줄 더 있음")))
        }
        return lines
    }

    func describe(_ event: TraceEvent) -> String? {
        // `VStack<TupleView<(Button<Text>, …)>>` says nothing a learner needs: name the type only.
        let who = String((event.subject ?? lastComponent(event.path)).prefix { $0 != "<" })
        let reasons = event.reasons.joined(separator: ", ")
        switch event.kind {
        case .interaction:
            return style.cyan("▶ " + (event.detail ?? ""))
        case .nodeCreated:
            return style.green("+ ") + style.text("\(who) created (new identity) at \(event.path)", "\(who) 생성 (새 아이덴티티): \(event.path)")
        case .nodeRemoved:
            return style.red("− ") + style.text("\(who) removed: its state is gone", "\(who) 제거: 가지고 있던 state 도 사라짐")
        case .bodyRan:
            let why = reasons.isEmpty ? "" : style.text(" — \(reasons) changed", " — \(reasons) 변경")
            return style.yellow("↻ ") + style.text("\(who).body ran", "\(who).body 실행") + why
        case .bodySkipped:
            let why = reasons.isEmpty ? "" : " — \(reasons)"
            return style.dim("· " + style.text("\(who).body skipped", "\(who).body 건너뜀") + why)
        case .stateWrite:
            let property = event.property.map { "\(who).\($0)" } ?? who
            let how = event.detail.map { " (\($0))" } ?? ""
            return "✎ \(property): \(event.oldValue ?? "?") → \(event.newValue ?? "?")" + style.dim(how)
        case .stateWriteIgnored:
            let property = event.property.map { "\(who).\($0)" } ?? who
            return style.red("✗ ") + style.text(
                "\(property) = \(event.newValue ?? "?") ignored: the view had no render node yet (a write in init?)",
                "\(property) = \(event.newValue ?? "?") 무시됨: 아직 렌더 노드가 없음 (init 에서 할당?)")
        case .objectWillChange:
            return "⚑ " + (event.detail ?? style.text("\(who) will change", "\(who) 변경 예정"))
        case .lifecycle:
            return style.dim("◦ \(who) \(event.detail ?? "")")
        case .actionSent:
            return style.blue("→ ") + style.text("send ", "액션 전송 ") + (event.detail ?? "") + (event.subject.map { style.dim(" (\($0))") } ?? "")
        case .reducerRan:
            var line = "  ⚙ " + (event.detail ?? who)
            if let old = event.oldValue, let new = event.newValue {
                line += old == new
                    ? style.dim(style.text(" — saw \(old), left it unchanged", " — \(old) 를 보고 그대로 둠"))
                    : style.text(" — saw \(old), left \(new)", " — \(old) 를 보고 \(new) 로 바꿈")
            }
            return line
        case .stateDiff:
            return (event.detail ?? "").split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        case .viewStoreUpdate:
            return style.dim("◇ ") + (event.detail ?? "")
        case .effect:
            return style.dim("⇢ " + (event.detail ?? ""))
        case .warning:
            return style.yellow("⚠ " + (event.detail ?? ""))
        case .log:
            return style.dim("│ ") + (event.detail ?? "")
        }
    }

    private func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
