import RenderTrace

/// What each event says, in English and Korean. Names, values, actions and console messages come
/// from the event as they are; everything around them is phrased here.
extension TraceNarrator {
    /// The step title: what the user did.
    func interactionPhrase(_ event: TraceEvent) -> String {
        let subject = event.subject ?? ""
        let label = "\"\(event.detail ?? "")\""
        let value = event.newValue ?? "?"
        switch event.fact {
        case .mount: return style.text("mount \(subject)", "\(subject) 마운트")
        case .newRootValue: return style.text("new \(subject) value from the parent", "부모가 \(subject)에 새 값을 전달")
        case .tap: return style.text("tap \(label)", "\(label) 탭")
        case .toggle: return style.text("toggle \(label)", "\(label) 토글")
        case .type: return style.text("type \(value) into \(label)", "\(label)에 \(value) 입력")
        case .increment: return style.text("increment \(label)", "\(label) 증가 (+)")
        case .decrement: return style.text("decrement \(label)", "\(label) 감소 (−)")
        case .slide: return style.text("slide \(label) to \(value)", "\(label) 슬라이더를 \(value, .direction) 이동")
        case .select: return style.text("select \(value) in \(label)", "\(label)에서 \(value) 선택")
        case .submit: return style.text("press Return in \(label)", "\(label)에서 리턴 키 입력")
        case .pick: return style.text("pick \(value) in \(label)", "\(label)에서 \(value) 선택")
        case .selectTab: return style.text("select the tab \(label)", "탭 바에서 \(label) 선택")
        case .longPress: return style.text("press and hold \(label)", "\(label) 길게 누르기")
        case .swipe: return style.text("swipe across \(label)", "\(label) 밀어서 동작 보기")
        case .refresh: return style.text("pull \(subject) to refresh", "\(subject, .object) 당겨서 새로고침")
        case .drag: return style.text("drag \(label) by \(value)", "\(label, .object) \(value)만큼 끌기")
        case .goBack: return style.text("go back", "뒤로 가기")
        case .dismissSheet: return style.text("swipe the sheet down", "시트를 아래로 밀어 닫기")
        case .swipeToDelete: return style.text("swipe to delete \(label)", "\(label) 밀어서 삭제")
        case .update: return style.text("a change outside the views, then the screen updates", "뷰 밖에서 값이 바뀌고 화면이 다시 그려짐")
        case .move: return style.text("move \(label) to position \(value)", "\(label) 이동 → 위치 \(value) (0부터 셈)")
        default: return [subject, event.detail].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// A view created or removed, with the views inside it when `withInside` (the step's tree
    /// drawing shows them).
    func nodePhrase(_ event: TraceEvent, withInside: Bool) -> String {
        if event.kind == .nodeCreated {
            let who = name(event)
            let path = Self.withoutGenericArguments(event.path)
            return style.green("+ ") + (withInside
                ? style.text("\(who) created (new identity) at \(path), with the views inside it", "\(who) 생성(새 아이덴티티, 안에 든 뷰까지): \(path)")
                : style.text("\(who) created (new identity) at \(path)", "\(who) 생성(새 아이덴티티): \(path)"))
        }
        let who = lastComponent(event.path).isEmpty ? name(event) : lastComponent(event.path)
        return style.red("− ") + (withInside
            ? style.text("\(who) removed, with the views inside it: their state is gone", "\(who) 제거(안에 든 뷰까지): 가지고 있던 상태도 사라짐")
            : style.text("\(who) removed: its state is gone", "\(who) 제거: 가지고 있던 상태도 사라짐"))
    }

    /// The line (or lines) an event adds to its step.
    func describe(_ event: TraceEvent) -> [String] {
        let who = name(event)
        let reasons = event.reasons.joined(separator: ", ")
        switch event.kind {
        case .interaction, .nodeCreated, .nodeRemoved, .renderTree:
            // Told by `blocks(for:)`: a step's title, folded subtrees and tree drawings need the
            // whole step, not one event.
            return []
        case .bodyRan:
            let why = reasons.isEmpty ? "" : style.text(" — \(reasons) changed", " — \(reasons) 변경")
            if event.fact == .contentClosure {
                let scope = lastComponent(event.path)
                return [style.yellow("↻ ") + style.text("\(scope) content closure ran", "\(scope) 콘텐츠 클로저 실행") + why]
            }
            return [style.yellow("↻ ") + style.text("\(who).body ran", "\(who).body 실행") + why]
        case .bodySkipped:
            let why = switch event.fact {
            case .inputsUnchanged: style.text(" — inputs unchanged", " — 입력이 그대로")
            case .equalByItsOwnEquality: style.text(" — its == says equal (.equatable())", " — 뷰 자신의 ==가 같다고 함")
            default: ""
            }
            return [style.dim("· " + style.text("\(who).body skipped", "\(who).body 건너뜀") + why)]
        case .stateWrite:
            let property = event.property.map { "\(who).\($0)" } ?? who
            var notes: [String] = []
            if let wrapper = event.detail { notes.append(wrapper) }
            if event.fact == .sameValue { notes.append(style.text("same value: no view invalidated", "같은 값: 무효화되는 뷰 없음")) }
            let how = notes.isEmpty ? "" : style.dim(" (" + notes.joined(separator: "; ") + ")")
            return ["✎ \(property): \(event.oldValue ?? "?") → \(event.newValue ?? "?")" + how]
        case .stateWriteIgnored:
            let write = (event.property.map { "\(who).\($0)" } ?? who) + " = \(event.newValue ?? "?")"
            let why = event.fact == .duringBodyUpdate
                ? style.text("written while a body was being evaluated", "바디 계산 도중의 쓰기")
                : style.text("the view had no render node yet (a write in init?)", "아직 렌더 노드가 없음(init에서 할당?)")
            return [style.red("✗ ") + style.text("\(write) ignored: \(why)", "\(write) 무시됨: \(why)")]
        case .objectWillChange:
            guard let announcement = event.detail else {
                if event.fact == .contentClosure {
                    let scope = lastComponent(event.path)
                    return ["⚑ " + style.text(
                        "an @Observable property read by the \(scope) content closure will change",
                        "\(scope) 콘텐츠 클로저가 읽은 @Observable 프로퍼티가 곧 바뀜")]
                }
                return ["⚑ " + style.text(
                    "an @Observable property read by \(who).body will change",
                    "\(who).body가 읽은 @Observable 프로퍼티가 곧 바뀜")]
            }
            return ["⚑ \(announcement) → " + style.text("\(who) invalidated", "\(who) 무효화")]
        case .lifecycle:
            return [style.dim("◦ \(who) \(event.detail ?? "")")]
        case .actionSent:
            return [style.blue("→ ") + style.text("send ", "액션 전송 ") + (event.detail ?? "") + (event.subject.map { style.dim(" (\($0))") } ?? "")]
        case .reducerRan:
            var line = "  ⚙ " + (event.detail ?? who)
            if let old = event.oldValue, let new = event.newValue {
                line += old == new
                    ? style.dim(style.text(" — saw \(old), left it unchanged", " — 본 상태: \(old), 그대로 둠"))
                    : style.text(" — saw \(old), left \(new)", " — 본 상태: \(old) → 남긴 상태: \(new)")
            }
            return [line]
        case .stateDiff:
            return lines(of: event.detail).map { "    " + $0 }
        case .viewStoreUpdate:
            let what = event.fact == .suppressed
                ? style.text(
                    "suppressed: the view state is a duplicate (removeDuplicates), so no view is invalidated",
                    "suppressed: 뷰 상태가 이전과 같아서(removeDuplicates) 어떤 뷰도 무효화되지 않음")
                : style.text(
                    "published: the view state changed, so objectWillChange invalidates the views holding it",
                    "published: 뷰 상태가 바뀌어 objectWillChange가 이 뷰 스토어를 가진 뷰를 무효화함")
            return [style.dim("◇ ") + what]
        case .effect:
            let effect = event.detail ?? ""
            let phrase = switch event.fact {
            case .started: style.text("started \(effect)", "\(effect) 시작")
            case .cancelled: style.text("cancelled \(effect)", "\(effect) 취소됨")
            default: style.text("finished \(effect)", "\(effect) 끝남")
            }
            return [style.dim("⇢ " + phrase)]
        case .warning:
            return warning(event)
        case .log:
            return lines(of: event.detail).map { style.dim("│ ") + $0 }
        }
    }

    /// A console message word for word (in Korean, with a line saying what it means), or one of
    /// tca-learn's own warnings.
    private func warning(_ event: TraceEvent) -> [String] {
        switch event.fact {
        case .updateLoop:
            return [style.yellow("⚠ " + style.text(
                "Views kept invalidating each other, update after update; the host stopped updating them.",
                "뷰들이 업데이트마다 서로를 다시 무효화해서, 호스트가 업데이트를 멈췄습니다."))]
        case .traceCut:
            return [style.yellow("⚠ " + style.text(
                "The trace was cut after \(TraceRecorder.limit) events.",
                "트레이스가 이벤트 \(TraceRecorder.limit)개에서 잘렸습니다."))]
        default:
            let message = lines(of: event.detail)
            var out = message.enumerated().map { style.yellow(($0.offset == 0 ? "⚠ " : "  ") + $0.element) }
            if style.language == .ko {
                out.append(style.dim("  ↳ " + koreanGloss(event)))
            }
            return out
        }
    }

    /// What a console message means, for a Korean learner reading it in English.
    private func koreanGloss(_ event: TraceEvent) -> String {
        let subject = event.subject ?? ""
        switch event.fact {
        case .notInstalled where subject.hasPrefix("StateObject"):
            return "SwiftUI 경고: @StateObject가 아직 뷰에 설치되지 않았습니다. 이때는 객체에 접근할 때마다 새 인스턴스가 만들어집니다."
        case .notInstalled:
            return "SwiftUI 경고: 아직 뷰에 설치되지 않은 \(subject)에 접근했습니다(init 안에서처럼). 값이 뷰와 연결되지 않아 업데이트되지 않습니다."
        case .duringBodyUpdate:
            return "SwiftUI 경고: 바디를 계산하는 도중에 상태를 바꿨습니다. 이 쓰기는 무시됩니다."
        default:
            switch subject {
            case "TestStore": return "TestStore가 보고한 테스트 실패입니다(TCA가 출력하는 원문 그대로)."
            case "XCTFail": return "테스트 실패입니다: 테스트 중에 일어나면 XCTest가 실패로 기록합니다(원문 그대로)."
            case "ComposableArchitecture": return "TCA가 Xcode 콘솔에 출력하는 런타임 경고입니다(원문 그대로)."
            default: return "Xcode 콘솔에 출력되는 경고 원문입니다."
            }
        }
    }

    /// `VStack<TupleView<(Button<Text>, …)>>` says nothing a learner needs: the type's name only.
    private func name(_ event: TraceEvent) -> String {
        String((event.subject ?? lastComponent(event.path)).prefix { $0 != "<" })
    }

    /// `A/WithViewStore<Int, Action, VStack<…>>/VStack` becomes `A/WithViewStore/VStack`.
    static func withoutGenericArguments(_ path: String) -> String {
        var depth = 0
        return String(path.filter { character in
            switch character {
            case "<": depth += 1
            case ">" where depth > 0: depth -= 1; return false
            default: break
            }
            return depth == 0
        })
    }

    private func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private func lines(of text: String?) -> [String] {
        (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
