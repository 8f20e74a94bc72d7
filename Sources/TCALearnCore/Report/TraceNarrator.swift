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
    /// Stories longer than this are cut, with a note of how much was left out. Tree drawings give
    /// way first, so they never crowd out the body runs: mount trees become a one-line summary,
    /// then the other drawings keep only what changed, then they too become a summary.
    var maxLines = 40
    /// The columns the story may use, for drawing trees side by side.
    var width = 80

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

    func narrate(_ events: [TraceEvent]) -> [String] {
        var blocks: [Block] = []
        var number = 0
        for step in Self.steps(events) {
            if step.interaction != nil { number += 1 }
            blocks += self.blocks(for: step, number: number)
        }
        var total = blocks.reduce(0) { $0 + $1.lines.count }
        let mountTrees = blocks.indices.filter { blocks[$0].isMountTree }
        let stepTrees = blocks.indices.filter { blocks[$0].isTree && !blocks[$0].isMountTree }
        for (indices, shortest) in [(mountTrees, true), (stepTrees, false), (stepTrees, true)] {
            for index in indices where total > maxLines {
                total -= blocks[index].lines.count
                blocks[index].chosen = shortest ? blocks[index].tellings.count - 1 : min(1, blocks[index].tellings.count - 1)
                total += blocks[index].lines.count
            }
        }
        var lines = blocks.flatMap(\.lines)
        // A note saying one line was left out would take that line's place: show the line instead.
        if lines.count - 1 > maxLines {
            let hidden = lines.count - maxLines
            lines = Array(lines.prefix(maxLines))
            lines.append(style.dim(style.text("… \(hidden) more line\(hidden == 1 ? "" : "s") of trace", "… 트레이스 \(hidden)줄 더 있음")))
        }
        return lines
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
