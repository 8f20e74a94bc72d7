/// Pretty-printing of values, in swift-custom-dump's format, which TCA uses for `TestStore`
/// failures and `_printChanges()`:
///
/// ```
/// Feature.State(
///   count: 1,
///   isLoading: false
/// )
/// ```
///
/// Structs print as `Type(label: value, …)` (on one line when there is a single plain field),
/// an enum at the top as `Type.case(payload)` and nested as `.case(payload)`, collections as
/// `[[0]: …]`, type names without their module. Simplified: no cycle detection for classes,
/// no special printing for Foundation types.
@discardableResult
public func customDump<T, TargetStream: TextOutputStream>(
    _ value: T, to target: inout TargetStream, name: String? = nil, indent: Int = 0,
    maxDepth: Int = .max
) -> T {
    target.write(Dumper.dump(value, name: name, indent: indent, isRoot: true, maxDepth: maxDepth))
    return value
}

extension String {
    /// `String(customDumping: state)`, as in swift-custom-dump.
    public init<Subject>(customDumping subject: Subject) {
        self = Dumper.dump(subject, name: nil, indent: 0, isRoot: true, maxDepth: .max)
    }
}

/// A value that prints itself in dumps. swift-custom-dump's protocol of the same name.
public protocol CustomDumpStringConvertible {
    var customDumpDescription: String { get }
}

/// A value that dumps as another value (`@BindingState var isOn` dumps as its `Bool`).
public protocol CustomDumpRepresentable {
    var customDumpValue: Any { get }
}

/// A value that gives dumps its own mirror. swift-custom-dump's protocol of the same name.
public protocol CustomDumpReflectable {
    var customDumpMirror: Mirror { get }
}

extension Mirror {
    init(customDumpReflecting value: Any) {
        if let reflectable = value as? CustomDumpReflectable {
            self = reflectable.customDumpMirror
        } else {
            self.init(reflecting: value)
        }
    }

    /// One child whose own dump has no children: printed on the same line, `State(count: 0)`.
    var isSingleValueContainer: Bool {
        switch displayStyle {
        case .collection?, .dictionary?, .set?:
            return false
        default:
            guard children.count == 1, var value = children.first?.value else { return false }
            while let representable = value as? CustomDumpRepresentable {
                value = representable.customDumpValue
            }
            return Mirror(customDumpReflecting: value).children.isEmpty
        }
    }
}

enum Dumper {
    static func dump(_ value: Any, name: String?, indent: Int, isRoot: Bool, maxDepth: Int) -> String {
        let mirror = Mirror(customDumpReflecting: value)
        var out = ""

        func dumpChildren(
            _ mirror: Mirror, prefix: String, suffix: String,
            relabel: (inout String?, Int) -> Void = { _, _ in }
        ) {
            out += prefix
            if !mirror.children.isEmpty {
                if mirror.isSingleValueContainer {
                    let child = mirror.children.first!
                    var label = child.label
                    relabel(&label, 0)
                    let childOut = dump(child.value, name: label, indent: 0, isRoot: false, maxDepth: maxDepth - 1)
                    if childOut.contains("\n") {
                        out += maxDepth <= 0 ? "…" : "\n" + childOut.indenting(by: 2) + "\n"
                    } else {
                        out += childOut
                    }
                } else if maxDepth <= 0 {
                    out += "…"
                } else {
                    out += "\n"
                    let children = Array(mirror.children)
                    for (offset, child) in children.enumerated() {
                        var label = child.label
                        relabel(&label, offset)
                        out += dump(child.value, name: label, indent: 2, isRoot: false, maxDepth: maxDepth - 1)
                        if offset != children.count - 1 { out += "," }
                        out += "\n"
                    }
                }
            }
            out += suffix
        }

        let dropTupleLabels: (inout String?, Int) -> Void = { label, _ in
            if label?.first == "." { label = nil }
        }

        switch (value, mirror.displayStyle) {
        case let (type as Any.Type, _):
            out += "\(typeName(type)).self"
        case let (value as CustomDumpStringConvertible, _):
            out += value.customDumpDescription
        case let (value as CustomDumpRepresentable, _):
            out += dump(value.customDumpValue, name: nil, indent: 0, isRoot: false, maxDepth: maxDepth)
        case (_, .class?):
            var children = Array(mirror.children)
            var superclass = mirror.superclassMirror
            while let current = superclass {
                children.insert(contentsOf: current.children, at: 0)
                superclass = current.superclassMirror
            }
            dumpChildren(
                Mirror(value, children: children), prefix: "\(typeName(mirror.subjectType))(", suffix: ")")
        case (_, .collection?):
            dumpChildren(mirror, prefix: "[", suffix: "]") { label, index in label = "[\(index)]" }
        case (_, .dictionary?):
            if mirror.children.isEmpty {
                out += "[:]"
            } else {
                let pairs = mirror.children.map { child -> Mirror.Child in
                    let pair = Mirror(reflecting: child.value).children.map(\.value)
                    let key = pair.first.map { dump($0, name: nil, indent: 0, isRoot: false, maxDepth: maxDepth - 1) }
                    return (key, pair.last ?? child.value)
                }
                dumpChildren(Mirror(value, children: pairs), prefix: "[", suffix: "]")
            }
        case (_, .enum?):
            out += isRoot ? "\(typeName(mirror.subjectType))." : "."
            if let child = mirror.children.first {
                let childMirror = Mirror(customDumpReflecting: child.value)
                let payload =
                    childMirror.displayStyle == .tuple
                    ? childMirror
                    : Mirror(value, unlabeledChildren: [child.value], displayStyle: .tuple)
                dumpChildren(payload, prefix: "\(child.label ?? "@unknown")(", suffix: ")", relabel: dropTupleLabels)
            } else {
                out += "\(value)"
            }
        case (_, .optional?):
            if let wrapped = mirror.children.first?.value {
                out += dump(wrapped, name: nil, indent: 0, isRoot: false, maxDepth: maxDepth)
            } else {
                out += "nil"
            }
        case (_, .set?):
            dumpChildren(mirror, prefix: "Set([", suffix: "])")
        case (_, .struct?):
            dumpChildren(mirror, prefix: "\(typeName(mirror.subjectType))(", suffix: ")")
        case (_, .tuple?):
            dumpChildren(mirror, prefix: "(", suffix: ")", relabel: dropTupleLabels)
        default:
            if let string = value as? any StringProtocol {
                out += String(string).debugDescription
            } else {
                out += "\(value)"
            }
        }

        return ((name.map { "\($0): " } ?? "") + out).indenting(by: indent)
    }

    /// The dump squeezed onto one line, for the render trace.
    static func compact(_ value: Any) -> String {
        let lines = dump(value, name: nil, indent: 0, isRoot: true, maxDepth: .max)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.drop { $0 == " " } }
        var result = ""
        for line in lines {
            if !result.isEmpty, !result.hasSuffix("("), !result.hasSuffix("["), !line.hasPrefix(")"),
                !line.hasPrefix("]")
            {
                result += " "
            }
            result += line
        }
        return result
    }
}

extension String {
    func indenting(by count: Int) -> String {
        indenting(with: String(repeating: " ", count: count))
    }

    func indenting(with prefix: String) -> String {
        guard !prefix.isEmpty else { return self }
        return split(separator: "\n", omittingEmptySubsequences: false)
            .map { prefix + $0 }
            .joined(separator: "\n")
    }
}

/// A type's name the way swift-custom-dump prints it: without the module
/// (`Feature.State`, not `MyApp.Feature.State`), without the invisible contexts of local types,
/// with `X?`, `[X]` and `[K: V]` for the standard generics, and other generic arguments dropped
/// (`IdentifiedArray`, `PresentationAction`).
func typeName(_ type: Any.Type) -> String {
    var name = _typeName(type, qualified: true)
    name = removingUnknownContexts(name)
    name = abbreviatingStandardGenerics(name)
    name = removingModulePrefixes(name)
    if let open = name.firstIndex(of: "<"), let close = name.lastIndex(of: ">"), open < close {
        name.removeSubrange(open...close)
    }
    return name
}

private func removingUnknownContexts(_ name: String) -> String {
    var result = ""
    var rest = Substring(name)
    while let range = rest.firstRange(of: "(unknown context at $") {
        result += rest[..<range.lowerBound]
        rest = rest[range.upperBound...]
        if let close = rest.firstIndex(of: ")") {
            rest = rest[rest.index(after: close)...]
            if rest.first == "." { rest = rest.dropFirst() }
        }
    }
    result += rest
    return result
}

private func abbreviatingStandardGenerics(_ name: String) -> String {
    var name = name
    for (prefix, open, close) in [("Swift.Optional<", "", "?"), ("Swift.Array<", "[", "]"), ("Swift.Dictionary<", "[", "]")] {
        while let range = name.firstRange(of: prefix) {
            // Find the matching ">".
            var depth = 1
            var index = range.upperBound
            while index < name.endIndex, depth > 0 {
                if name[index] == "<" { depth += 1 }
                if name[index] == ">" { depth -= 1 }
                if depth > 0 { index = name.index(after: index) }
            }
            guard index < name.endIndex else { break }
            var inner = String(name[range.upperBound..<index])
            if prefix == "Swift.Dictionary<", let comma = topLevelComma(in: inner) {
                inner = inner[..<comma] + ":" + inner[inner.index(after: comma)...]
            }
            name.replaceSubrange(range.lowerBound...index, with: open + inner + close)
        }
    }
    return name
}

private func topLevelComma(in text: String) -> String.Index? {
    var depth = 0
    for index in text.indices {
        switch text[index] {
        case "<", "[", "(": depth += 1
        case ">", "]", ")": depth -= 1
        case "," where depth == 0: return index
        default: break
        }
    }
    return nil
}

/// Drops the first component of every dotted name: `Swift.Int` → `Int`, `App.Feature.State` → `Feature.State`.
private func removingModulePrefixes(_ name: String) -> String {
    var result = ""
    var word = ""
    func flush() {
        if let dot = word.firstIndex(of: "."), dot != word.startIndex, word.index(after: dot) < word.endIndex {
            result += word[word.index(after: dot)...]
        } else {
            result += word
        }
        word = ""
    }
    for character in name {
        if character.isLetter || character.isNumber || character == "_" || character == "." {
            word.append(character)
        } else {
            flush()
            result.append(character)
        }
    }
    flush()
    return result
}
