/// The difference between two values, in swift-custom-dump's `diff` format, which TCA uses for
/// `TestStore` failures (`.proportional`) and `_printChanges()` (`.default`):
///
/// ```
///   Feature.State(
/// −   count: 0
/// +   count: 1
///   )
/// ```
///
/// Each line starts with the format's marker and a space: removed (expected) lines with
/// `first`, added (actual) lines with `second`, unchanged lines with `both`. Unchanged fields
/// are shown folded (`child: Child(…)`), unchanged runs of collection elements as
/// `… (2 unchanged)`. Simplified: elements are matched by position and equality, without the
/// full minimal-edit-script search custom-dump does, and there is no special class handling.
public func diff<T>(_ lhs: T, _ rhs: T, format: DiffFormat = .default) -> String? {
    diff(lhs, rhs, format: format, reflection: .customDump)
}

func diff<T>(_ lhs: T, _ rhs: T, format: DiffFormat, reflection: Reflection) -> String? {
    guard !reflection.isEqual(lhs, rhs) else { return nil }
    // Known to differ: the root is not compared again.
    var result = Differ(format: format, reflection: reflection).diff(
        lhs, rhs, lhsName: nil, rhsName: nil, separator: "", indent: 0, isRoot: true, knownToDiffer: true)
    if result.last == "\n" { result.removeLast() }
    return result
}

/// How `diff` marks lines. swift-custom-dump's `DiffFormat`.
public struct DiffFormat: Sendable {
    public var first: String
    public var second: String
    public var both: String

    public init(first: String, second: String, both: String) {
        self.first = first
        self.second = second
        self.both = both
    }

    /// `-`, `+` and a space: for consoles (`_printChanges()`).
    public static let `default` = DiffFormat(first: "-", second: "+", both: " ")
    /// `−` (U+2212), `+` and a figure space (U+2007), which line up in proportional fonts:
    /// what Xcode's failure messages (and `TestStore`) use.
    public static let proportional = DiffFormat(first: "\u{2212}", second: "+", both: "\u{2007}")
}

private struct Differ {
    let format: DiffFormat
    let reflection: Reflection

    private func dump(_ value: Any, name: String?, indent: Int, isRoot: Bool, maxDepth: Int) -> String {
        Dumper.dump(value, name: name, indent: indent, isRoot: isRoot, maxDepth: maxDepth, reflection: reflection)
    }

    func diff(
        _ lhs: Any, _ rhs: Any, lhsName: String?, rhsName: String?, separator: String, indent: Int,
        isRoot: Bool, knownToDiffer: Bool = false
    ) -> String {
        // A shared value is one storage on both sides; a test store's diff shows the value the test
        // expects on the left and the one there is on the right.
        let lhs = (lhs as? SharedDiffSides)?.expectedDumpValue ?? lhs
        let rhs = (rhs as? SharedDiffSides)?.actualDumpValue ?? rhs
        let rhsName = rhsName ?? lhsName
        if !knownToDiffer, lhsName == rhsName, reflection.isEqual(lhs, rhs) {
            return (dump(lhs, name: rhsName, indent: indent, isRoot: isRoot, maxDepth: 0) + separator)
                .indenting(with: format.both + " ")
        }
        let lhsMirror = reflection.mirror(of: lhs)
        let rhsMirror = reflection.mirror(of: rhs)

        func everything() -> String {
            let old = dump(lhs, name: lhsName, indent: indent, isRoot: isRoot, maxDepth: .max) + separator
            let new = dump(rhs, name: rhsName, indent: indent, isRoot: isRoot, maxDepth: .max) + separator
            return old.indenting(with: format.first + " ") + "\n" + new.indenting(with: format.second + " ")
        }

        guard lhsMirror.subjectType == rhsMirror.subjectType else { return everything() }

        func children(
            prefix: String, suffix: String, collapseUnchanged: Bool,
            relabel: (inout String?, Int) -> Void = { _, _ in }
        ) -> String {
            if lhsMirror.isSingleValueContainer(reflection) || rhsMirror.isSingleValueContainer(reflection) {
                return everything()
            }
            var lhsChildren = Array(lhsMirror.children)
            var rhsChildren = Array(rhsMirror.children)
            for index in lhsChildren.indices { relabel(&lhsChildren[index].label, index) }
            for index in rhsChildren.indices { relabel(&rhsChildren[index].label, index) }

            var out = ((rhsName.map { "\($0): " } ?? "") + prefix).indenting(by: indent)
                .indenting(with: format.both + " ") + "\n"
            var unchanged: [Mirror.Child] = []
            let last = max(lhsChildren.count, rhsChildren.count) - 1

            func flush(atEnd: Bool) {
                guard collapseUnchanged, !unchanged.isEmpty else { return }
                let terminator = atEnd ? "\n" : ",\n"
                if unchanged.count == 1 {
                    out += dump(unchanged[0].value, name: unchanged[0].label, indent: indent + 2, isRoot: false, maxDepth: 0)
                        .indenting(with: format.both + " ") + terminator
                } else {
                    out += "… (\(unchanged.count) unchanged)".indenting(by: indent + 2)
                        .indenting(with: format.both + " ") + terminator
                }
                unchanged.removeAll()
            }

            for offset in 0...max(last, 0) where last >= 0 {
                let separator = offset == last ? "" : ","
                switch (offset < lhsChildren.count ? lhsChildren[offset] : nil,
                        offset < rhsChildren.count ? rhsChildren[offset] : nil) {
                case let (old?, new?):
                    if collapseUnchanged, reflection.isEqual(old.value, new.value) {
                        unchanged.append(new)
                        continue
                    }
                    flush(atEnd: false)
                    out += diff(old.value, new.value, lhsName: old.label, rhsName: new.label,
                                separator: separator, indent: indent + 2, isRoot: false) + "\n"
                case let (old?, nil):
                    flush(atEnd: false)
                    out += (dump(old.value, name: old.label, indent: indent + 2, isRoot: false, maxDepth: .max) + separator)
                        .indenting(with: format.first + " ") + "\n"
                case let (nil, new?):
                    flush(atEnd: false)
                    out += (dump(new.value, name: new.label, indent: indent + 2, isRoot: false, maxDepth: .max) + separator)
                        .indenting(with: format.second + " ") + "\n"
                case (nil, nil):
                    break
                }
            }
            flush(atEnd: true)
            out += (suffix.indenting(by: indent) + separator).indenting(with: format.both + " ")
            return out
        }

        switch (lhsMirror.displayStyle, rhsMirror.displayStyle) {
        case (_, _) where reflection.dumpDescription(of: lhs) != nil:
            return everything()
        case (_, _) where reflection.representation(of: lhs) != nil:
            return diff(reflection.representation(of: lhs)!, reflection.representation(of: rhs)!,
                        lhsName: lhsName, rhsName: rhsName, separator: separator, indent: indent, isRoot: isRoot)
        case (.collection?, .collection?):
            return children(prefix: "[", suffix: "]", collapseUnchanged: true) { label, index in label = "[\(index)]" }
        case (.dictionary?, .dictionary?):
            return dictionary(lhsMirror, rhsMirror, name: rhsName, separator: separator, indent: indent)
        case (.enum?, .enum?):
            guard let old = lhsMirror.children.first, let new = rhsMirror.children.first,
                let caseName = old.label, caseName == new.label
            else { return everything() }
            let oldPayload = payload(of: old.value)
            let newPayload = payload(of: new.value)
            let single = oldPayload.count == 1 && isLeaf(oldPayload[0].value)
            guard oldPayload.count == newPayload.count, !single else { return everything() }
            let subject = isRoot ? typeName(lhsMirror.subjectType) : ""
            var out = ((rhsName.map { "\($0): " } ?? "") + "\(subject).\(caseName)(").indenting(by: indent)
                .indenting(with: format.both + " ") + "\n"
            for index in oldPayload.indices {
                out += diff(oldPayload[index].value, newPayload[index].value,
                            lhsName: oldPayload[index].label, rhsName: newPayload[index].label,
                            separator: index == oldPayload.count - 1 ? "" : ",",
                            indent: indent + 2, isRoot: false) + "\n"
            }
            return out + (")".indenting(by: indent) + separator).indenting(with: format.both + " ")
        case (.optional?, .optional?):
            guard let old = lhsMirror.children.first?.value, let new = rhsMirror.children.first?.value
            else { return everything() }
            return diff(old, new, lhsName: lhsName, rhsName: rhsName, separator: separator, indent: indent, isRoot: isRoot)
        case (.struct?, .struct?), (.class?, .class?):
            return children(prefix: "\(typeName(lhsMirror.subjectType))(", suffix: ")", collapseUnchanged: false)
        case (.tuple?, .tuple?):
            return children(prefix: "(", suffix: ")", collapseUnchanged: false) { label, _ in
                if label?.first == "." { label = nil }
            }
        default:
            return everything()
        }
    }

    /// A value shown on one line: no children, or a one-line description of its own.
    private func isLeaf(_ value: Any) -> Bool {
        if let description = reflection.dumpDescription(of: value) { return description.isSingleLine }
        return reflection.mirror(of: value).children.isEmpty
    }

    /// Dictionaries (and `StackState`, which dumps as one) are compared by key: entries whose
    /// key is on one side only are removed or added, the others compared, unchanged ones
    /// collapsed, as swift-custom-dump does.
    private func dictionary(
        _ lhsMirror: Mirror, _ rhsMirror: Mirror, name: String?, separator: String, indent: Int
    ) -> String {
        func entries(_ mirror: Mirror) -> [(key: String, value: Any)] {
            mirror.children.map { child in
                let pair = Mirror(reflecting: child.value).children.map(\.value)
                let key = pair.first.map { dump($0, name: nil, indent: 0, isRoot: false, maxDepth: 0) } ?? ""
                return (key, pair.last ?? child.value)
            }
        }
        let old = entries(lhsMirror)
        let new = entries(rhsMirror)
        let oldKeys = Set(old.map(\.key))
        let newKeys = Set(new.map(\.key))
        var out = ((name.map { "\($0): " } ?? "") + "[").indenting(by: indent).indenting(with: format.both + " ") + "\n"
        var unchanged = 0
        func flush() {
            guard unchanged > 0 else { return }
            out += "… (\(unchanged) unchanged)".indenting(by: indent + 2).indenting(with: format.both + " ") + ",\n"
            unchanged = 0
        }
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i].key == new[j].key {
                if reflection.isEqual(old[i].value, new[j].value) {
                    unchanged += 1
                } else {
                    flush()
                    out += diff(old[i].value, new[j].value, lhsName: old[i].key, rhsName: new[j].key,
                                separator: j == new.count - 1 ? "" : ",", indent: indent + 2, isRoot: false) + "\n"
                }
                i += 1
                j += 1
            } else if i < old.count, j >= new.count || !newKeys.contains(old[i].key) || oldKeys.contains(new[j].key) {
                flush()
                out += (dump(old[i].value, name: old[i].key, indent: indent + 2, isRoot: false, maxDepth: .max)
                    + (i == old.count - 1 ? "" : ",")).indenting(with: format.first + " ") + "\n"
                i += 1
            } else {
                flush()
                out += (dump(new[j].value, name: new[j].key, indent: indent + 2, isRoot: false, maxDepth: .max)
                    + (j == new.count - 1 ? "" : ",")).indenting(with: format.second + " ") + "\n"
                j += 1
            }
        }
        if unchanged > 0 {
            out += "… (\(unchanged) unchanged)".indenting(by: indent + 2).indenting(with: format.both + " ") + "\n"
        }
        return out + ("]".indenting(by: indent) + separator).indenting(with: format.both + " ")
    }

    /// An enum case's associated values as labeled children (tuple labels `.0` dropped).
    private func payload(of value: Any) -> [Mirror.Child] {
        let mirror = reflection.mirror(of: value)
        guard mirror.displayStyle == .tuple else { return [(nil, value)] }
        return mirror.children.map { child in
            (child.label?.first == "." ? nil : child.label, child.value)
        }
    }
}
