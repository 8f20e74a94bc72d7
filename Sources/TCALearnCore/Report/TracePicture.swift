import Foundation
import RenderTrace

/// The render trace as a picture: one self-contained HTML page (`TracePicturePage`) in which a
/// learner steps through a grade or a play, each step drawn as the render tree (views created,
/// removed, whose body ran and why, skipped) beside what else the step did (state written, actions
/// and the reducers that saw them, the state diff, effects), with an arrow from each write to the
/// bodies it invalidated, the check's verdict beside the step that decided it, and their source.
///
/// It reads the same events the text trace reads, and words them with the narrator's phrases and
/// symbols; the page's script only lays them out. Everything learner code could have written (a
/// value, a label, a console line) is data in the page, never markup.
struct TracePicture: Encodable {
    /// One trace to step through: a check's (with its variant, for a write-the-test exercise) or a
    /// play's.
    struct Trace: Encodable {
        var label: String
        /// `pass`, `fail`, `error` or `play`.
        var status: String
        var failures: [Verdict] = []
        var steps: [Step]
    }

    /// What a failed check found, shown beside its last step (a check acts, then looks at what
    /// its last action did).
    struct Verdict: Encodable {
        var message: String
        var expectedLabel: String
        var expected: String?
        var actualLabel: String
        var actual: String?
        var why: String?
    }

    struct Step: Encodable {
        var title: String
        /// The render tree after the step: drawn by the step itself, or carried from the step
        /// that last drew it (`treeFrom`), since steps that change only values draw none.
        var tree: [Node]
        var treeFrom: Int?
        /// The tree before the step, when the step removed views.
        var before: [Node]?
        var lane: [Item]
        /// `[file index, line]` pairs of the learner's source this step's events came from.
        var lines: [[Int]]
    }

    /// A view in a tree drawing.
    struct Node: Encodable {
        var depth: Int
        var text: String
        /// `+` created in this step, `−` removed, or empty.
        var mark: String
        /// The narrator's line when the view's body ran (`↻ Counter.body ran — _count changed`)
        /// or was skipped (`· …`), and its short form beside the view (`↻ _count`).
        var body: String?
        var badge: String?
        var skipped: Bool?
        /// The lane item that invalidated this body (a write ✎, an announcement ⚑).
        var cause: Int?
        /// The node's path, to match events (not shown).
        var path: String
    }

    /// One line of the lane: a write, an action, a reducer, a diff line, an effect, a warning…
    struct Item: Encodable {
        var symbol: String
        var text: String
        /// What it is, for its colour: `write`, `action`, `reducer`, `diff`, `effect`, `ran`, …
        var kind: String
        /// Diff lines and reducers sit under their action.
        var nested: Bool
    }

    struct Source: Encodable {
        var name: String
        var lines: [String]
    }

    var language: String
    var title: String
    var labels: [String: String]
    var traces: [Trace]
    /// The trace shown first: the one the text report tells.
    var selected: Int
    var sources: [Source]
    /// The symbols and what they mean (`TraceLegend`).
    var legend: [[String]]
}

extension TracePicture {
    /// The picture of a grade: every check that recorded a trace.
    init(grade result: GradeResult, exercise: Exercise, learnerFiles: [URL], style: Style) {
        // Places in the learner's files go by the file's name, as the source beside them does.
        let plain = Style(color: false, language: style.language, directory: learnerFiles.first?.deletingLastPathComponent())
        let paths = LearnerPaths(files: learnerFiles, style: plain)
        let sourceFiles = learnerFiles + exercise.given.map { exercise.folder.appendingPathComponent($0) }
        let builder = Builder(style: plain, sources: sourceFiles)
        var traces: [Trace] = []
        for check in result.checks where !check.trace.isEmpty {
            let variant = exercise.variants.first { $0.checks.contains(check.spec.id) }
            var label = check.spec.title.text(plain.language)
            if let variant { label += plain.text(" — variant \(variant.id)", " — 변형 \(variant.id)") }
            let status: String
            switch check.status {
            case .pass: status = "pass"
            case .fail: status = "fail"
            case .error: status = "error"
            case .notRun: continue
            }
            let verdicts = check.failures.map { failure in
                let prediction = failure.comparison == .prediction
                let message = failure.message(plain.language)
                let why = failure.why(plain.language) ?? check.spec.concept.text(plain.language)
                return Verdict(
                    message: paths.rewrite(message),
                    expectedLabel: prediction ? plain.text("The runtime", "실제 런타임") : plain.text("Expected", "기대값"),
                    expected: paths.rewrite(failure.expected),
                    actualLabel: prediction ? plain.text("Your prediction", "내 예측") : plain.text("Actual", "실제값"),
                    actual: paths.rewrite(failure.actual),
                    why: paths.rewrite(why))
            }
            var steps = builder.steps(paths.rewrite(check.trace))
            // A prediction is written in the learner's file: point at it where the verdict is.
            if !exercise.predictions.isEmpty, !verdicts.isEmpty, !steps.isEmpty {
                steps[steps.count - 1].lines += exercise.predictions.flatMap { builder.declarations(of: $0, keyword: "let") }
            }
            traces.append(Trace(label: label, status: status, failures: verdicts, steps: steps))
        }
        self.init(
            language: plain.language.rawValue, title: "\(exercise.path)  \(exercise.title.text(plain.language))",
            labels: Self.labels(plain), traces: traces,
            // The trace the text report tells: the first that did not pass, or the last.
            selected: traces.firstIndex { $0.status != "pass" } ?? max(0, traces.count - 1), sources: builder.sources, legend: TraceLegend.pairs(plain.language))
    }

    /// The picture of a play: its one trace.
    init(play trace: [TraceEvent], file: URL, style: Style) {
        let plain = Style(color: false, language: style.language, directory: file.deletingLastPathComponent())
        let builder = Builder(style: plain, sources: [file])
        let steps = builder.steps(LearnerPaths(files: [file], style: plain).rewrite(trace))
        self.init(
            language: plain.language.rawValue, title: "play " + file.lastPathComponent,
            labels: Self.labels(plain), traces: [Trace(label: file.lastPathComponent, status: "play", steps: steps)],
            selected: 0, sources: builder.sources, legend: TraceLegend.pairs(plain.language))
    }

    /// The page's own words.
    private static func labels(_ style: Style) -> [String: String] {
        [
            "checks": style.text("Checks", "체크"),
            "step": style.text("Step", "단계"),
            "of": style.text("of", "/"),
            "previous": style.text("Previous step", "이전 단계"),
            "next": style.text("Next step", "다음 단계"),
            "keys": style.text("← → steps · Home/End first/last · ↑ ↓ checks", "← → 단계 · Home/End 처음/끝 · ↑ ↓ 체크"),
            "tree": style.text("Render tree", "렌더 트리"),
            "before": style.text("Before this step", "이 단계 전"),
            "carried": style.text(
                "As drawn at step %d: this step created or removed no view. Values may have changed since.",
                "%d단계에서 그린 그대로입니다. 이 단계에서 생기거나 사라진 뷰는 없고, 값은 그 뒤에 바뀌었을 수 있습니다."),
            "noTree": style.text("No views yet.", "아직 뷰가 없습니다."),
            "lane": style.text("What the step did", "이 단계에서 한 일"),
            "nothing": style.text("Nothing else happened.", "다른 일은 없었습니다."),
            "idle": style.text("Nothing happened: no state was written and no body ran.", "아무 일도 없었습니다. 쓰인 상태도, 실행된 바디도 없습니다."),
            "verdict": style.text("What the check found", "체크가 찾은 것"),
            "decided": style.text("The check looked after step %d.", "체크는 %d단계 뒤에 확인했습니다."),
            "source": style.text("Your code", "내 코드"),
            "legend": style.text("Symbols", "기호"),
            "empty": style.text(
                "No check ran far enough to record a trace: the report in the terminal says why.",
                "트레이스를 남길 만큼 실행된 체크가 없습니다. 이유는 터미널의 리포트에 있습니다."),
            "pass": "✓", "fail": "✗", "error": "✗", "play": "▶",
            "causedBy": style.text("invalidated by", "무효화한 것:"),
        ]
    }
}

/// Turns one trace into steps; knows the learner's sources, to point at their lines.
private struct Builder {
    var style: Style
    var sources: [TracePicture.Source]
    private let narrator: TraceNarrator
    /// `[file index, line]` of each declaration in the sources, by keyword and name
    /// (`struct Counter`, `let predictedRuns`), and of each call and `case` (`call Reduce`,
    /// `case binding`), read once: a trace names the same views and reducers often.
    private var declared: [String: [[Int]]] = [:]

    init(style: Style, sources files: [URL]) {
        self.style = style
        narrator = TraceNarrator(style: style)
        sources = files.compactMap { file in
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
            return TracePicture.Source(name: file.lastPathComponent, lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        for (index, source) in sources.enumerated() {
            for (number, line) in source.lines.enumerated() {
                for key in Self.names(in: line) {
                    declared[key, default: []].append([index, number + 1])
                }
            }
        }
    }

    /// What a line declares, calls or matches: `struct Counter` (also `class`, `enum`, `actor`,
    /// `let`), `call Reduce` for `Reduce {` or `Reduce(`, `case binding` for `case .binding`.
    private static func names(in line: String) -> Set<String> {
        let characters = Array(line)
        var names: Set<String> = []
        var words: [(word: String, dotted: Bool)] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" { break }
            guard character.isLetter || character == "_" else { index += 1; continue }
            let start = index
            while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" { index += 1 }
            let word = String(characters[start..<index])
            let dotted = start > 0 && characters[start - 1] == "."
            if let previous = words.last, ["struct", "class", "enum", "actor", "let"].contains(previous.word) {
                names.insert("\(previous.word) \(word)")
            }
            if dotted, words.contains(where: { $0.word == "case" }) {
                names.insert("case \(word)")
            }
            var next = index
            while next < characters.count, characters[next] == " " { next += 1 }
            if next < characters.count, characters[next] == "(" || characters[next] == "{" {
                names.insert("call \(word)")
            }
            words.append((word, dotted))
        }
        return names
    }

    func steps(_ events: [TraceEvent]) -> [TracePicture.Step] {
        var groups: [(interaction: TraceEvent?, events: [TraceEvent])] = [(nil, [])]
        for event in events {
            if event.kind == .interaction {
                groups.append((event, []))
            } else {
                groups[groups.count - 1].events.append(event)
            }
        }
        if groups[0].events.isEmpty { groups.removeFirst() }
        var steps: [TracePicture.Step] = []
        var tree: [TracePicture.Node] = []
        var treeFrom = 0
        var number = 0
        for group in groups {
            let title: String
            if let interaction = group.interaction {
                number += 1
                title = style.text("Step \(number)", "\(number)단계") + " ▶ " + narrator.interactionPhrase(interaction)
            } else {
                title = style.text("Before the first step", "첫 단계 전")
            }
            var step = TracePicture.Step(title: title, tree: [], treeFrom: nil, before: nil, lane: [], lines: [])
            let drawing = group.events.last { $0.kind == .renderTree }
            if let drawing {
                tree = Self.nodes(drawing.newValue)
                treeFrom = steps.count
                if let before = drawing.oldValue.map(Self.nodes), before.contains(where: { $0.mark == "−" }) {
                    step.before = before
                }
            } else {
                tree = tree.map { node in
                    var node = node
                    node.mark = ""
                    node.body = nil
                    node.badge = nil
                    node.skipped = nil
                    node.cause = nil
                    return node
                }
                step.treeFrom = tree.isEmpty ? nil : treeFrom
            }
            step.tree = tree
            fill(&step, with: group.events, hasDrawing: drawing != nil)
            tree = step.tree
            steps.append(step)
        }
        return steps
    }

    /// The step's events: body runs onto their views, everything else into the lane, each body
    /// that ran tied to what invalidated it.
    private func fill(_ step: inout TracePicture.Step, with events: [TraceEvent], hasDrawing: Bool) {
        func node(at path: String) -> Int? {
            let path = TraceNarrator.withoutGenericArguments(path)
            return step.tree.lastIndex { $0.path == path }
        }
        /// The writes and announcements so far: the view they invalidate, the reasons they give it,
        /// their lane item.
        var writes: [Invalidation] = []
        var lines: [[Int]] = []
        for event in events {
            lines += sourceLines(event)
            switch event.kind {
            case .renderTree:
                continue
            case .nodeCreated, .nodeRemoved:
                // A drawing marks what a step changed, but a mount's marks nothing: all of it is new.
                if event.kind == .nodeCreated, let index = node(at: event.path) {
                    step.tree[index].mark = "+"
                }
                if hasDrawing { continue }
                add(narrator.nodePhrase(event, withInside: false), kind: event.kind == .nodeCreated ? "created" : "removed", to: &step)
            case .bodyRan, .bodySkipped:
                let line = narrator.describe(event).joined(separator: " ")
                guard let index = node(at: event.path) else {
                    add(line, kind: event.kind == .bodyRan ? "ran" : "skipped", to: &step)
                    continue
                }
                step.tree[index].body = line
                step.tree[index].badge = event.kind == .bodySkipped ? "·" : (["↻"] + event.reasons).joined(separator: " ")
                step.tree[index].skipped = event.kind == .bodySkipped ? true : nil
                if event.kind == .bodyRan {
                    step.tree[index].cause = cause(of: event, among: writes)
                }
                lines += declarations(of: event.subject.map { String($0.prefix { $0 != "<" }) } ?? "", keyword: nil)
            case .stateDiff:
                for line in narrator.describe(event) {
                    let trimmed = line.drop { $0 == " " }
                    let kind = trimmed.hasPrefix("-") ? "minus" : trimmed.hasPrefix("+") ? "plus" : "diff"
                    step.lane.append(.init(symbol: "", text: String(line.dropFirst(4)), kind: kind, nested: true))
                }
            default:
                lines += code(named: event)
                let described = narrator.describe(event)
                let kind = Self.kind(event)
                for (offset, line) in described.enumerated() {
                    add(offset == 0 ? line : "  " + line, kind: kind, nested: event.kind == .reducerRan, to: &step)
                }
                let item = step.lane.count - described.count
                if event.kind == .stateWrite, event.fact != .sameValue {
                    writes.append(Invalidation(path: TraceNarrator.withoutGenericArguments(event.path), reasons: event.reasons, item: item))
                    if let index = node(at: event.path), let old = event.oldValue, let new = event.newValue {
                        // The carried drawing shows the value written, not the one it had: the
                        // drawing lists a view's `@State` as `[_count = 0, _on = false]`.
                        for key in event.reasons {
                            for opening in ["[", ", "] {
                                step.tree[index].text = step.tree[index].text.replacingOccurrences(of: "\(opening)\(key) = \(old)", with: "\(opening)\(key) = \(new)")
                            }
                        }
                    }
                } else if event.kind == .objectWillChange {
                    writes.append(Invalidation(path: TraceNarrator.withoutGenericArguments(event.path), reasons: event.reasons, item: item))
                }
            }
        }
        var seen = Set<[Int]>()
        step.lines = lines.filter { seen.insert($0).inserted }
    }

    /// A write or an announcement: the view it invalidates and the reasons it gives, as the body
    /// that runs for it names them (`_count`, `@dependencies`, `_viewStore`).
    private struct Invalidation {
        var path: String
        var reasons: [String]
        var item: Int
    }

    /// What invalidated a body: the latest write or announcement at its view giving one of its
    /// reasons, then one at its view, then one anywhere giving one of its reasons.
    private func cause(of event: TraceEvent, among writes: [Invalidation]) -> Int? {
        let path = TraceNarrator.withoutGenericArguments(event.path)
        let gives = { (write: Invalidation) in write.reasons.contains(where: event.reasons.contains) }
        return (writes.last { $0.path == path && gives($0) } ?? writes.last { $0.path == path } ?? writes.last(where: gives))?.item
    }

    private func add(_ line: String, kind: String, nested: Bool = false, to step: inout TracePicture.Step) {
        var text = line.drop { $0 == " " }
        var symbol = ""
        if let space = text.firstIndex(of: " "), text.distance(from: text.startIndex, to: space) <= 2 {
            symbol = String(text[..<space])
            text = text[text.index(after: space)...]
        }
        step.lane.append(.init(symbol: symbol, text: String(text), kind: kind, nested: nested))
    }

    private static func kind(_ event: TraceEvent) -> String {
        switch event.kind {
        case .stateWrite: "write"
        case .stateWriteIgnored, .warning: "warning"
        case .objectWillChange: "announce"
        case .actionSent: "action"
        case .reducerRan: "reducer"
        case .viewStoreUpdate: "viewstore"
        case .effect: "effect"
        case .lifecycle, .log: "quiet"
        default: "other"
        }
    }

    /// The learner's lines an event names (`Counter.swift:12`, as an effect's place is shown).
    private func sourceLines(_ event: TraceEvent) -> [[Int]] {
        let text = [event.detail, event.oldValue, event.newValue].compactMap { $0 }.joined(separator: "\n")
        guard text.contains(".swift:") else { return [] }
        var found: [[Int]] = []
        for (index, source) in sources.enumerated() {
            var rest = text[...]
            while let range = rest.range(of: source.name + ":") {
                let digits = rest[range.upperBound...].prefix { $0.isNumber }
                if let line = Int(digits), line >= 1, line <= source.lines.count {
                    found.append([index, line])
                }
                rest = rest[range.upperBound...]
            }
        }
        return found
    }

    /// The learner's lines a reducer or an action is written on: `BindingReducer()`, `Reduce {`,
    /// `Scope(state: …)`; the `case .binding` that handles `Action.binding(…)`.
    private func code(named event: TraceEvent) -> [[Int]] {
        guard let detail = event.detail else { return [] }
        switch event.kind {
        case .reducerRan:
            return declared["call " + String(detail.prefix { $0 != "(" && $0 != " " })] ?? []
        case .actionSent:
            // `Feature.Action.binding(…)`: the case is the last name before the payload.
            let head = detail.prefix { $0 != "(" }
            return head.split(separator: ".").last.flatMap { declared["case " + $0] } ?? []
        default:
            return []
        }
    }

    /// Where `name` is declared in the learner's sources: as a type, or with `keyword` (`let`).
    func declarations(of name: String, keyword: String?) -> [[Int]] {
        (keyword.map { [$0] } ?? ["struct", "class", "enum", "actor"]).flatMap { declared["\($0) \(name)"] ?? [] }
    }

    /// A drawing's lines as nodes, each with the path its events name it by: its name (without
    /// generic arguments) and `#id`, and `[n]` among same-named siblings, as the runtime names it.
    static func nodes(_ drawing: String?) -> [TracePicture.Node] {
        guard let drawing, !drawing.isEmpty else { return [] }
        var nodes: [TracePicture.Node] = drawing.split(separator: "\n").map { raw in
            let mark = raw.hasPrefix("+ ") ? "+" : raw.hasPrefix("- ") ? "−" : ""
            let body = raw.dropFirst(2)
            let text = body.drop { $0 == " " }
            return .init(depth: (body.count - text.count) / 2, text: String(text), mark: mark, path: "")
        }
        var parents: [Int] = []
        for index in nodes.indices {
            while let last = parents.last, nodes[last].depth >= nodes[index].depth { parents.removeLast() }
            let name = segment(nodes[index].text)
            let siblings = siblingIndices(of: index, in: nodes)
            var part = name
            let same = siblings.filter { segment(nodes[$0].text) == name }
            if same.count > 1, let position = same.firstIndex(of: index), !name.contains("#") {
                part += "[\(position)]"
            }
            nodes[index].path = parents.last.map { nodes[$0].path + "/" + part } ?? part
            parents.append(index)
        }
        return nodes
    }

    private static func segment(_ text: String) -> String {
        String(text.prefix { $0 != " " })
    }

    /// The nodes with the same parent as `index` (itself included), in order.
    private static func siblingIndices(of index: Int, in nodes: [TracePicture.Node]) -> [Int] {
        let depth = nodes[index].depth
        var start = index
        while start > 0, nodes[start - 1].depth >= depth { start -= 1 }
        var end = index
        while end + 1 < nodes.count, nodes[end + 1].depth >= depth { end += 1 }
        return (start...end).filter { nodes[$0].depth == depth }
    }

}
