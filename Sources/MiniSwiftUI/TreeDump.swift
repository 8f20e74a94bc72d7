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
@MainActor
enum TreeDump {
    static func dump(_ root: RenderNode) -> String {
        var lines: [String] = []
        visit(root, depth: 0, modifiers: [], into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func visit(_ node: RenderNode, depth: Int, modifiers: [String], into lines: inout [String]) {
        guard let name = node.displayName else {
            var modifiers = modifiers
            if let label = node.primitive?.modifierLabel { modifiers.insert(label, at: 0) }
            if node.kind == .customModifier { modifiers.insert(".modifier(\(node.typeName))", at: 0) }
            // A modifier's labels belong to the view it modifies (its first child), not to what
            // it attaches beside it (an overlay, a sheet).
            let isModifier = node.viewAs((any ModifierHolding).self) != nil
            for (index, child) in node.children.enumerated() {
                visit(child, depth: depth, modifiers: isModifier && index > 0 ? [] : modifiers, into: &lines)
            }
            return
        }
        var line = String(repeating: "  ", count: depth) + name
        if let id = node.explicitID {
            line += "#\(id)"
        }
        if let control = node.viewAs((any HostControl).self) {
            line += " \"\(control.label(in: node))\""
        }
        if let detail = node.primitive?.treeDetail {
            line += " " + detail
        }
        let state = node.storage.keys.sorted().compactMap { key -> String? in
            guard let location = node.storage[key] as? AnyStateLocation else { return nil }
            return "\(key) = \(location.describeValue())"
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
        lines.append(line)
        for child in node.children {
            visit(child, depth: depth + 1, modifiers: [], into: &lines)
        }
    }
}
