/// How values are written in the trace: short, one line, the way a learner would read them.
///
/// The text is what Swift's own `String(describing:)` prints for a type that customises nothing —
/// `3`, `"Hello"`, `Point(x: 1, y: 2)`, `loaded(3)`, `[1, 2]` — but it is read from the value's
/// layout (`RuntimeReflection`), never from its `description`, `debugDescription` or
/// `customMirror`. The trace is evidence that hidden checks read: a learner's type must not be
/// able to describe itself as another value. Only the standard library's and Foundation's own
/// scalars (numbers, `Bool`, `Character`, `Date`, `URL`, `UUID`…) and the runtime's own types that
/// adopt `TraceDescribesItself` describe themselves, since no learner code can change how they print.
public enum TraceValue {
    /// `"Hello"` for strings, `3` for numbers, `Optional(3)` becomes `3`, and long values are cut.
    public static func describe(_ value: Any, limit: Int = 120) -> String {
        var text = (value as? String).map { "\"\($0)\"" } ?? EvidenceText.of(value, nested: false)
        if text.contains("\n") {
            text = text.replacingNewlines()
        }
        // Counting characters walks the string; a string with few bytes has few characters.
        if text.utf8.count > limit, text.count > limit {
            text = String(text.prefix(limit - 1)) + "…"
        }
        return text
    }
}

/// A runtime type whose `description` the trace may show (`Color.red`, a `NavigationPath`'s
/// values). `package`, so only the runtime's modules — built as one package — can adopt it:
/// learner code, compiled outside that package, cannot see it. Each type adopts it in its own
/// declaration: a conformance in a file of its own would be dropped by a static link, which keeps
/// only the object files a program names.
package protocol TraceDescribesItself: CustomStringConvertible {}

/// Swift's default printing, rebuilt on the runtime's view of a value.
private enum EvidenceText {
    /// `nested` is the printing of a value inside another (an element, a field, a payload), where
    /// Swift prints strings quoted and names types in full, as `debugPrint` does.
    static func of(_ value: Any, nested: Bool) -> String {
        let type = Swift.type(of: value)
        let name = _typeName(type, qualified: true)
        if let string = value as? String {
            return nested ? string.debugDescription : string
        }
        if name.hasPrefix("Swift.Optional<") {
            guard RuntimeReflection.caseName(of: value) == "some", let wrapped = RuntimeReflection.children(of: value).first else {
                return "nil"
            }
            return of(wrapped.value, nested: nested)
        }
        if let elements = standardCollection(value, name: name) {
            return elements
        }
        if isStandardScalar(name) {
            return nested ? String(reflecting: value) : String(describing: value)
        }
        if let hashable = value as? AnyHashable, name == "Swift.AnyHashable" {
            return of(hashable.base, nested: nested)
        }
        if let own = value as? any TraceDescribesItself {
            return own.description
        }
        let shownName = nested ? name : _typeName(type, qualified: false)
        switch RuntimeReflection.style(of: value) {
        case .enum:
            let caseName = RuntimeReflection.caseName(of: value) ?? "?"
            let payload = RuntimeReflection.children(of: value).first.map { "(" + payloadText($0.value) + ")" } ?? ""
            return (nested ? "\(name)." : "") + caseName + payload
        case .struct:
            return shownName + "(" + fields(of: value) + ")"
        case .tuple:
            return "(" + fields(of: value) + ")"
        case .class:
            // A class that customises nothing prints its qualified name, not its fields.
            return name
        case .other:
            // Functions and metatypes: nothing a learner can customise.
            return String(describing: value)
        }
    }

    private static func fields(of value: Any) -> String {
        RuntimeReflection.children(of: value)
            // The runtime names a tuple's unlabelled elements `.0`, `.1`; Swift prints them bare.
            .map { child in (child.label.flatMap { $0.hasPrefix(".") ? nil : "\($0): " } ?? "") + of(child.value, nested: true) }
            .joined(separator: ", ")
    }

    /// A payload of one value prints bare; several print as the tuple they are.
    private static func payloadText(_ payload: Any) -> String {
        RuntimeReflection.style(of: payload) == .tuple ? fields(of: payload) : of(payload, nested: true)
    }

    /// Arrays, sets and dictionaries, through the standard library's own mirrors of them (which
    /// learner code cannot replace), with each element read as evidence.
    private static func standardCollection(_ value: Any, name: String) -> String? {
        let isList = ["Swift.Array<", "Swift.ContiguousArray<", "Swift.ArraySlice<", "Swift.Set<"].contains { name.hasPrefix($0) }
        let isDictionary = name.hasPrefix("Swift.Dictionary<")
        guard isList || isDictionary else { return nil }
        let children = Mirror(reflecting: value).children
        if isList {
            return "[" + children.map { of($0.value, nested: true) }.joined(separator: ", ") + "]"
        }
        guard !children.isEmpty else { return "[:]" }
        let pairs = children.map { pair -> String in
            let parts = RuntimeReflection.children(of: pair.value)
            guard parts.count == 2 else { return of(pair.value, nested: true) }
            return of(parts[0].value, nested: true) + ": " + of(parts[1].value, nested: true)
        }
        return "[" + pairs.joined(separator: ", ") + "]"
    }

    /// The scalars of the standard library and Foundation: they print themselves, and a learner
    /// cannot change how (their conformances already exist).
    private static func isStandardScalar(_ name: String) -> Bool {
        if standardScalars.contains(name) { return true }
        return name.hasPrefix("Foundation.") || name.hasPrefix("FoundationEssentials.")
    }

    private static let standardScalars: Set<String> = [
        "Swift.Int", "Swift.Int8", "Swift.Int16", "Swift.Int32", "Swift.Int64",
        "Swift.UInt", "Swift.UInt8", "Swift.UInt16", "Swift.UInt32", "Swift.UInt64",
        "Swift.Double", "Swift.Float", "Swift.Bool", "Swift.Character", "Swift.Substring",
        "Swift.Unicode.Scalar", "Swift.Duration", "Swift.Never",
    ]
}

extension String {
    fileprivate func replacingNewlines() -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
    }
}
