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
/// `[[0]: …]`, type names without their module, and `UUID`, `Date` and `URL` as custom-dump prints
/// them (`FoundationDump`). Simplified: no cycle detection for classes.
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
    func isSingleValueContainer(_ reflection: Reflection) -> Bool {
        switch displayStyle {
        case .collection?, .dictionary?, .set?:
            return false
        default:
            guard children.count == 1, var value = children.first?.value else { return false }
            while let represented = reflection.representation(of: value) {
                value = represented
            }
            if let description = reflection.dumpDescription(of: value) {
                return description.isSingleLine
            }
            return reflection.mirror(of: value).children.isEmpty
        }
    }
}

enum Dumper {
    static func dump(
        _ value: Any, name: String?, indent: Int, isRoot: Bool, maxDepth: Int, reflection: Reflection = .customDump
    ) -> String {
        let mirror = reflection.mirror(of: value)
        var out = ""

        func dumpChildren(
            _ mirror: Mirror, prefix: String, suffix: String,
            relabel: (inout String?, Int) -> Void = { _, _ in }
        ) {
            out += prefix
            if !mirror.children.isEmpty {
                if mirror.isSingleValueContainer(reflection) {
                    let child = mirror.children.first!
                    var label = child.label
                    relabel(&label, 0)
                    let childOut = dump(child.value, name: label, indent: 0, isRoot: false, maxDepth: maxDepth - 1, reflection: reflection)
                    if !childOut.isSingleLine {
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
                        out += dump(child.value, name: label, indent: 2, isRoot: false, maxDepth: maxDepth - 1, reflection: reflection)
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

        if let type = value as? Any.Type {
            out += "\(typeName(type)).self"
        } else if let description = reflection.dumpDescription(of: value) {
            out += description
        } else if let represented = reflection.representation(of: value) {
            out += dump(represented, name: nil, indent: 0, isRoot: false, maxDepth: maxDepth, reflection: reflection)
        } else {
            dumpStructure()
        }

        func dumpStructure() {
        switch mirror.displayStyle {
        case .class?:
            var children = Array(mirror.children)
            var superclass = mirror.superclassMirror
            while let current = superclass {
                children.insert(contentsOf: current.children, at: 0)
                superclass = current.superclassMirror
            }
            dumpChildren(
                Mirror(value, children: children), prefix: "\(typeName(mirror.subjectType))(", suffix: ")")
        case .collection?:
            dumpChildren(mirror, prefix: "[", suffix: "]") { label, index in label = "[\(index)]" }
        case .dictionary?:
            if mirror.children.isEmpty {
                out += "[:]"
            } else {
                let pairs = mirror.children.map { child -> Mirror.Child in
                    let pair = Mirror(reflecting: child.value).children.map(\.value)
                    let key = pair.first.map {
                        dump($0, name: nil, indent: 0, isRoot: false, maxDepth: maxDepth - 1, reflection: reflection)
                    }
                    return (key, pair.last ?? child.value)
                }
                dumpChildren(Mirror(value, children: pairs), prefix: "[", suffix: "]")
            }
        case .enum?:
            out += isRoot ? "\(typeName(mirror.subjectType))." : "."
            if let child = mirror.children.first {
                let childMirror = reflection.mirror(of: child.value)
                let payload =
                    childMirror.displayStyle == .tuple
                    ? childMirror
                    : Mirror(value, unlabeledChildren: [child.value], displayStyle: .tuple)
                dumpChildren(payload, prefix: "\(child.label ?? "@unknown")(", suffix: ")", relabel: dropTupleLabels)
            } else {
                out += reflection.caseName(of: value)
            }
        case .optional?:
            if let wrapped = mirror.children.first?.value {
                out += dump(wrapped, name: nil, indent: 0, isRoot: false, maxDepth: maxDepth, reflection: reflection)
            } else {
                out += "nil"
            }
        case .set?:
            dumpChildren(mirror, prefix: "Set([", suffix: "])")
        case .struct?:
            dumpChildren(mirror, prefix: "\(typeName(mirror.subjectType))(", suffix: ")")
        case .tuple?:
            dumpChildren(mirror, prefix: "(", suffix: ")", relabel: dropTupleLabels)
        default:
            out += reflection.leafText(of: value)
        }
        }

        return ((name.map { "\($0): " } ?? "") + out).indenting(by: indent)
    }

    /// The dump squeezed onto one line, for the render trace.
    static func compact(_ value: Any, reflection: Reflection = .customDump) -> String {
        let text = dump(value, name: nil, indent: 0, isRoot: true, maxDepth: .max, reflection: reflection)
        // Most values of a trace (a number, a case) dump on one line already.
        if text.isSingleLine && !text.hasPrefix(" ") { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
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
        if isSingleLine { return prefix + self }
        return split(separator: "\n", omittingEmptySubsequences: false)
            .map { prefix + $0 }
            .joined(separator: "\n")
    }

    /// Whether the text has no line break. Dumps and diffs ask this of every value they print,
    /// in a trace of every action, and the runtime is built without optimization, where
    /// `contains("\n")` walks characters through the generic machinery; a loop over the UTF-8
    /// bytes' pointer is inlined.
    var isSingleLine: Bool {
        var text = self
        return text.withUTF8 { bytes in
            guard var byte = bytes.baseAddress else { return true }
            let end = byte + bytes.count
            while byte < end {
                if byte.pointee == UInt8(ascii: "\n") { return false }
                byte += 1
            }
            return true
        }
    }
}
