import RenderTrace

/// How the narrator draws a `renderTree` event: after mounting, the tree; after a step that
/// changed the structure, the tree before and after, side by side when both fit the width and one
/// above the other otherwise, with `−` on the views that went and `+` on those that came.
///
/// ```
/// ▤ Render tree before:              after:
///     ContentView [_on = false]    │   ContentView [_on = true]
///       VStack                     │     VStack
///         Toggle "Details" off     │       Toggle "Details" on
///   −     Text "Hidden"            │ +     Counter [_count = 0]
///                                  │ +       Button "Count: 0"
/// ```
///
/// A drawing longer than `maxLines` keeps the views that came or went with their ancestors, then
/// the top of the tree, and says how many lines each gap (`…`) leaves out.
struct RenderTreeDrawing {
    var style: Style
    /// The columns the drawing may use, its indent included.
    var width: Int
    var maxLines = 10

    private enum Mark {
        case kept, created, removed
    }

    /// One line of a drawing: a view, or a gap standing for `hidden` views left out.
    private struct Line {
        var mark: Mark
        var depth: Int
        var text: String
        var hidden = 0
    }

    /// The drawing, each line starting with `indent`.
    func draw(_ event: TraceEvent, indent: String) -> [String] {
        let after = Self.parse(event.newValue)
        guard let beforeText = event.oldValue else {
            let column = render(shortened(after), marks: false)
            return [indent + style.text("▤ Render tree:", "▤ 렌더 트리:")] + column.map { indent + "    " + $0.painted }
        }
        let left = render(shortened(Self.parse(beforeText)), marks: true)
        let right = render(shortened(after), marks: true)
        let leftWidth = left.map(\.width).max() ?? 0
        let rightWidth = right.map(\.width).max() ?? 0
        let beforeTitle = style.text("▤ Render tree before:", "▤ 렌더 트리 이전:")
        // Each cell starts with its two-column mark; the left cell two columns in from the
        // title, the right one after " │ ". Titles line up with the views, after the marks.
        let rightStart = 2 + leftWidth + 3
        let fitsSideBySide = displayWidth(indent) + rightStart + rightWidth <= width
            && displayWidth(beforeTitle) < rightStart + 2
        guard fitsSideBySide else {
            return [indent + beforeTitle] + left.map { indent + "  " + $0.painted }
                + [indent + style.text("▤ after:", "▤ 이후:")] + right.map { indent + "  " + $0.painted }
        }
        let afterTitle = style.text("after:", "이후:")
        var lines = [indent + beforeTitle + String(repeating: " ", count: rightStart + 2 - displayWidth(beforeTitle)) + afterTitle]
        for row in 0..<max(left.count, right.count) {
            let leftCell = row < left.count ? left[row] : (painted: "", width: 0)
            let padding = String(repeating: " ", count: leftWidth - leftCell.width)
            let rightCell = row < right.count ? right[row].painted : ""
            lines.append(indent + "  " + leftCell.painted + padding + style.dim(" │") + (rightCell.isEmpty ? "" : " " + rightCell))
        }
        return lines
    }

    /// One line instead of the drawing, for stories too long to hold it.
    func summary(_ event: TraceEvent, indent: String) -> String {
        let after = Self.parse(event.newValue)
        let omitted = style.text("not drawn, to keep this short", "길어서 그림은 생략")
        guard let beforeText = event.oldValue else {
            return indent + style.dim(style.text("▤ Render tree: \(after.count) views (\(omitted))", "▤ 렌더 트리: 뷰 \(after.count)개 (\(omitted))"))
        }
        let removed = Self.parse(beforeText).filter { $0.mark == .removed }.count
        let created = after.filter { $0.mark == .created }.count
        var changes: [String] = []
        if removed > 0 { changes.append(style.text("\(removed) removed", "\(removed)개 제거")) }
        if created > 0 { changes.append(style.text("\(created) created", "\(created)개 생성")) }
        let counted = changes.isEmpty ? "" : style.text(": views ", ": 뷰 ") + changes.joined(separator: ", ")
        return indent + style.dim(style.text("▤ Render tree changed", "▤ 렌더 트리 변경") + counted + " (\(omitted))")
    }

    /// The lines of a drawing as the runtime wrote them: a two-character mark, then the view
    /// indented two spaces per level.
    private static func parse(_ drawing: String?) -> [Line] {
        guard let drawing, !drawing.isEmpty else { return [] }
        return drawing.split(separator: "\n").map { raw in
            let mark: Mark = raw.hasPrefix("+ ") ? .created : raw.hasPrefix("- ") ? .removed : .kept
            let body = raw.dropFirst(2)
            let text = body.drop { $0 == " " }
            return Line(mark: mark, depth: (body.count - text.count) / 2, text: String(text))
        }
    }

    /// At most `maxLines` views: those that came or went and their ancestors first, then the top
    /// of the tree; each run of left-out views becomes one gap line.
    private func shortened(_ lines: [Line]) -> [Line] {
        guard lines.count > maxLines else { return lines }
        var kept = Set<Int>()
        for (index, line) in lines.enumerated() where line.mark != .kept && kept.count < maxLines {
            kept.insert(index)
            var depth = line.depth
            var ancestor = index
            while depth > 0, ancestor > 0 {
                ancestor -= 1
                if lines[ancestor].depth < depth {
                    kept.insert(ancestor)
                    depth = lines[ancestor].depth
                }
            }
        }
        for index in lines.indices where kept.count < maxLines {
            kept.insert(index)
        }
        // A gap line standing for one view might as well be that view.
        for index in lines.indices where !kept.contains(index)
            && (index == 0 || kept.contains(index - 1)) && (index == lines.count - 1 || kept.contains(index + 1)) {
            kept.insert(index)
        }
        var shown: [Line] = []
        for (index, line) in lines.enumerated() {
            if kept.contains(index) {
                shown.append(line)
            } else if let last = shown.last, last.hidden > 0 {
                shown[shown.count - 1].hidden += 1
            } else {
                shown.append(Line(mark: .kept, depth: line.depth, text: "", hidden: 1))
            }
        }
        return shown
    }

    /// Each line as shown (with colour) and its width (without).
    private func render(_ lines: [Line], marks: Bool) -> [(painted: String, width: Int)] {
        lines.map { line in
            let indentation = String(repeating: "  ", count: line.depth)
            let text = line.hidden > 0
                ? indentation + style.text("… \(line.hidden) more", "… \(line.hidden)개 더")
                : indentation + line.text
            let width = displayWidth(text) + (marks ? 2 : 0)
            let painted: String
            switch (marks, line.mark) {
            case (false, _): painted = line.hidden > 0 ? style.dim(text) : text
            case (true, .kept): painted = "  " + (line.hidden > 0 ? style.dim(text) : text)
            case (true, .created): painted = style.green("+ " + text)
            case (true, .removed): painted = style.red("− " + text)
            }
            return (painted, width)
        }
    }
}
