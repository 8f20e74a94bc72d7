/// The text `ViewHost.renderTree()` returns: one line per named node, indented by depth.
///
/// ```
/// ContentView
///   VStack
///     Counter [_count = 1]
///     Row#3
///       Button "Increment: 1"
///         Text "Increment: 1"
/// ```
///
/// The trace draws the same tree a little tighter (`compact`): a control whose label is a single
/// `Text` already shows that text on its own line, so the `Text` line is left out, and generic
/// views go by their name alone (`WithViewStore`, not `WithViewStore<Int, Action, …>`).
@MainActor
enum TreeDump {
    /// One line of the dump, with the node it draws (so a drawing taken before a step can tell
    /// afterwards which of its nodes were removed).
    struct Line {
        let node: RenderNode
        /// The line as shown, indented two spaces per level.
        let text: String
    }

    static func dump(_ root: RenderNode) -> String {
        lines(root, compact: false).map(\.text).joined(separator: "\n")
    }

    /// The lines of the tree; with `stepStart`, the bound values and `@State` values as that
    /// step found them (`TreeTrace`).
    static func lines(_ root: RenderNode, compact: Bool, stepStart: StepStart? = nil) -> [Line] {
        var lines: [Line] = []
        visit(root, depth: 0, modifiers: [], compact: compact, stepStart: stepStart, into: &lines)
        return lines
    }

    private static func visit(
        _ node: RenderNode, depth: Int, modifiers: [String], compact: Bool, stepStart: StepStart?,
        into lines: inout [Line]
    ) {
        guard let name = node.displayName else {
            var modifiers = modifiers
            if let label = node.primitive?.modifierLabel { modifiers.insert(label, at: 0) }
            if node.kind == .customModifier { modifiers.insert(".modifier(\(node.typeName))", at: 0) }
            // A modifier's labels belong to the view it modifies (its first child), not to what
            // it attaches beside it (an overlay, a sheet).
            let isModifier = node.viewAs((any ModifierHolding).self) != nil
            for (index, child) in node.children.enumerated() {
                visit(
                    child, depth: depth, modifiers: isModifier && index > 0 ? [] : modifiers, compact: compact,
                    stepStart: stepStart, into: &lines)
            }
            return
        }
        var line = String(repeating: "  ", count: depth) + (compact ? String(name.prefix { $0 != "<" }) : name)
        if let id = node.explicitID {
            line += "#\(id)"
        }
        if let control = node.viewAs((any HostControl).self) {
            line += " \"\(control.label(in: node))\""
        }
        if let detail = stepStart?.details[ObjectIdentifier(node)] ?? node.primitive?.treeDetail {
            line += " " + detail
        }
        let state = node.storage.keys.sorted().compactMap { key -> String? in
            guard let location = node.storage[key] as? AnyStateLocation else { return nil }
            return "\(key) = \(stepStart?.values[ObjectIdentifier(location)] ?? location.describeValue())"
        }
        if !state.isEmpty {
            line += " [" + state.joined(separator: ", ") + "]"
        }
        if !node.environment.isEnabled, node.viewAs((any HostControl).self) != nil {
            line += " (disabled)"
        }
        if !modifiers.isEmpty {
            line += " " + modifiers.joined(separator: " ")
        }
        lines.append(Line(node: node, text: line))
        if compact, hasPlainTextLabel(node) { return }
        for child in node.children {
            visit(child, depth: depth + 1, modifiers: [], compact: compact, stepStart: stepStart, into: &lines)
        }
    }

    /// A control (`Button("Save")`, `Toggle("Wi-Fi", …)`) whose only named content is one `Text`.
    private static func hasPlainTextLabel(_ node: RenderNode) -> Bool {
        guard node.view is any HostControl else { return false }
        let content = node.visibleDescendants()
        return content.count == 1 && content[0].view is Text && content[0].visibleDescendants().isEmpty
    }
}
