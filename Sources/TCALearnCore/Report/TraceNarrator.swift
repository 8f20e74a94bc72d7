import RenderTrace

/// Turns trace events into the short story a learner reads: one step per interaction (mount, tap,
/// send…), and under it what the runtime did — which bodies ran and why, which were skipped,
/// which state changed, which reducer saw which action — and, when the step changed the tree's
/// structure, the render tree before and after.
///
/// Events hold facts; every explanatory word is phrased here, in the learner's language
/// (`TraceNarrator+Phrases.swift`). Console messages SwiftUI and TCA print stay word for word.
struct TraceNarrator {
    var style: Style
    /// Stories longer than this are told shorter, so that the step an exercise is about always
    /// shows. Tree drawings give way first, so they never crowd out the body runs: mount trees
    /// become a one-line summary, then the other drawings keep only what changed, then they too
    /// become a summary. Then whole steps fold to their title line, mounting first and then from
    /// the earliest, never the last step: a check acts, then looks at what its last action did.
    /// Only a story still too long after that is cut, with a note of how much was left out.
    var maxLines = 40
    /// The columns the story may use, for drawing trees side by side.
    var width = 80

    /// A story, and whether it was told shorter than the whole trace (`--full-trace` tells all).
    struct Story {
        var lines: [String]
        var isShortened: Bool
    }

    /// One interaction and what followed it; the prologue (before any interaction) has none.
    private struct Step {
        var interaction: TraceEvent?
        var events: [TraceEvent] = []
    }

    /// Lines of the story. A tree drawing can be told in fewer lines: its tellings run from the
    /// full drawing to a one-line summary.
    private struct Block {
        var tellings: [[String]]
        var isTree = false
        var isMountTree = false
        var chosen = 0

        init(lines: [String]) {
            tellings = [lines]
        }

        init(tree tellings: [[String]], isMountTree: Bool) {
            self.tellings = tellings
            self.isTree = true
            self.isMountTree = isMountTree
        }

        var lines: [String] { tellings[chosen] }
    }

    func narrate(_ events: [TraceEvent]) -> Story {
        var number = 0
        var steps: [(step: Step, blocks: [Block])] = Self.steps(events).map { step in
            if step.interaction != nil { number += 1 }
            return (step, blocks(for: step, number: number))
        }
        var total: Int { steps.reduce(0) { $0 + $1.blocks.reduce(0) { $0 + $1.lines.count } } }
        let full = total
        let indices = steps.indices.flatMap { step in steps[step].blocks.indices.map { (step, $0) } }
        let mountTrees = indices.filter { steps[$0.0].blocks[$0.1].isMountTree }
        let stepTrees = indices.filter { steps[$0.0].blocks[$0.1].isTree && !steps[$0.0].blocks[$0.1].isMountTree }
        for (trees, shortest) in [(mountTrees, true), (stepTrees, false), (stepTrees, true)] {
            for (step, block) in trees where total > maxLines {
                let tellings = steps[step].blocks[block].tellings.count
                steps[step].blocks[block].chosen = shortest ? tellings - 1 : min(1, tellings - 1)
            }
        }
        let mounts = steps.indices.dropLast().filter { steps[$0].step.interaction?.fact == .mount }
        let others = steps.indices.dropLast().filter { steps[$0].step.interaction?.fact != .mount }
        for index in mounts + others where total > maxLines {
            let hidden = steps[index].blocks.reduce(0) { $0 + $1.lines.count } - (steps[index].step.interaction == nil ? 0 : 1)
            guard hidden > 1 else { continue }
            steps[index].blocks = [Block(lines: [folded(steps[index].blocks.first?.lines.first, hidden: hidden, isPrologue: steps[index].step.interaction == nil)])]
        }
        var lines = steps.flatMap { $0.blocks.flatMap(\.lines) }
        // A note saying one line was left out would take that line's place: show the line instead.
        if lines.count - 1 > maxLines {
            let hidden = lines.count - maxLines
            lines = Array(lines.prefix(maxLines))
            lines.append(style.dim(style.text("… \(style.count(hidden, "more line", "more lines")) of trace", "… 트레이스 \(hidden)줄 더 있음")))
        }
        return Story(lines: lines, isShortened: lines.count < full)
    }

    /// A step folded to its title, saying how much it holds.
    private func folded(_ title: String?, hidden: Int, isPrologue: Bool) -> String {
        let note = style.dim(style.text("⋯ \(style.count(hidden, "line", "lines")) folded", "⋯ \(hidden)줄 접음"))
        guard !isPrologue, let title else { return style.dim(style.text("Before the first step ", "첫 단계 전 ")) + note }
        return title + "  " + note
    }

    private static func steps(_ events: [TraceEvent]) -> [Step] {
        var steps = [Step()]
        for event in events {
            if event.kind == .interaction {
                steps.append(Step(interaction: event))
            } else {
                steps[steps.count - 1].events.append(event)
            }
        }
        return steps[0].events.isEmpty ? Array(steps.dropFirst()) : steps
    }

    private func blocks(for step: Step, number: Int) -> [Block] {
        var blocks: [Block] = []
        var indent = ""
        if let interaction = step.interaction {
            let title = style.bold(style.text("Step \(number)", "\(number)단계"))
            blocks.append(Block(lines: [title + " " + style.cyan("▶ " + interactionPhrase(interaction))]))
            indent = "  "
        }
        let folded = FoldedSubtrees(step.events)
        for (index, event) in step.events.enumerated() {
            switch event.kind {
            case .renderTree:
                let drawing = RenderTreeDrawing(style: style, width: width)
                let isMountTree = event.oldValue == nil
                var tellings = [drawing.draw(event, indent: indent)]
                if !isMountTree {
                    tellings.append(RenderTreeDrawing(style: style, width: width, maxLines: 4).draw(event, indent: indent))
                }
                tellings.append([drawing.summary(event, indent: indent)])
                blocks.append(Block(tree: tellings, isMountTree: isMountTree))
            case .nodeCreated, .nodeRemoved:
                guard let hasInside = folded.told[index] else { continue }
                blocks.append(Block(lines: [indent + nodePhrase(event, withInside: hasInside)]))
            default:
                blocks.append(Block(lines: describe(event).map { indent + $0 }))
            }
        }
        return blocks
    }
}

/// Within one step, a created (or removed) view stands for the views created (or removed) inside
/// it: the story says "Counter created, with the views inside it" and the tree drawing shows them.
private struct FoldedSubtrees {
    /// The `nodeCreated`/`nodeRemoved` events told, by index, and whether views were folded into
    /// them. Events folded into another are absent.
    var told: [Int: Bool] = [:]

    init(_ events: [TraceEvent]) {
        var outermost: [TraceEvent.Kind: [(path: String, index: Int)]] = [:]
        for (index, event) in events.enumerated() where event.kind == .nodeCreated || event.kind == .nodeRemoved {
            if let parent = outermost[event.kind]?.first(where: { event.path.hasPrefix($0.path + "/") }) {
                told[parent.index] = true
            } else {
                outermost[event.kind, default: []].append((event.path, index))
                told[index] = false
            }
        }
    }
}
