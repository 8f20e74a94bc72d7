import RenderTrace
import RuntimeSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a dump reads values.
///
/// - `customDump`, as swift-custom-dump does: a value's own `CustomDumpStringConvertible`,
///   `CustomDumpReflectable`, `CustomReflectable` and `description` are honoured. That is what
///   TCA shows in test failures and `_printChanges()`, so the runtime shows it there too.
/// - `evidence`, what the trace records: values as the Swift runtime lays them out
///   (`RuntimeReflection`), so learner code cannot dress an action or a state up as another.
///   Only the runtime's own types (`EvidenceTrusted`) and the standard library's scalars and
///   collections are shown the way they show themselves. Equality is the dumps' equality, not a
///   learner's `==`.
enum Reflection {
    case customDump
    case evidence

    func mirror(of value: Any) -> Mirror {
        let mirror = storedMirror(of: value)
        guard value is any ObservableState, mirror.displayStyle == .struct else { return mirror }
        return Self.mirror(of: value, children: Self.observedProperties(mirror.children), displayStyle: .struct)
    }

    /// An `@ObservableState` struct as swift-custom-dump prints it, by its properties: the
    /// registrar (random per value) left out, and each tracked property under its own name
    /// (`count`), not its storage's (`_count`).
    private static func observedProperties(_ children: Mirror.Children) -> [Mirror.Child] {
        children.compactMap { child in
            if child.value is ObservationStateRegistrar { return nil }
            guard let label = child.label, label.hasPrefix("_"), !label.hasPrefix("_$") else { return child }
            return (label: String(label.dropFirst()), value: child.value)
        }
    }

    private func storedMirror(of value: Any) -> Mirror {
        switch self {
        case .customDump:
            return Mirror(customDumpReflecting: value)
        case .evidence:
            switch EvidenceKind.of(value) {
            case .trusted: return Mirror(customDumpReflecting: value)
            case .standard: return Mirror(reflecting: value)
            case .learner: break
            }
            let children = RuntimeReflection.children(of: value)
            switch RuntimeReflection.style(of: value) {
            case .struct: return Self.mirror(of: value, children: children, displayStyle: .struct)
            case .class: return Self.mirror(of: value, children: children, displayStyle: .class)
            case .enum: return Self.mirror(of: value, children: children, displayStyle: .enum)
            case .tuple: return Self.mirror(of: value, children: children, displayStyle: .tuple)
            case .other: return Self.mirror(of: value, children: [], displayStyle: nil)
            }
        }
    }

    /// A mirror whose subject type is the value's own type, not `Any`: `Mirror(_:children:)`
    /// takes its subject type from the static type it is given, and a payload read out of an enum
    /// comes boxed in an `Any`, sometimes twice (it would dump as `Any(name: "")`).
    private static func mirror(of value: Any, children: [Mirror.Child], displayStyle: Mirror.DisplayStyle?) -> Mirror {
        func opened<Subject>(_ subject: Subject) -> Mirror {
            if Subject.self == Any.self {
                // The box inside the box, as an `Any` of its own: `subject as Any` would box it again.
                return mirror(of: unsafeBitCast(subject, to: Any.self), children: children, displayStyle: displayStyle)
            }
            return Mirror(subject, children: children, displayStyle: displayStyle)
        }
        return _openExistential(value, do: opened)
    }

    /// The text of a `CustomDumpStringConvertible` value, when this reading honours it.
    func dumpDescription(of value: Any) -> String? {
        // Foundation's own types, printed the same way by every reading.
        if let foundation = FoundationDump.dumpDescription(of: value) { return foundation }
        guard trustsCustomization(of: value) else { return nil }
        return (value as? CustomDumpStringConvertible)?.customDumpDescription
    }

    /// What a `CustomDumpRepresentable` value dumps as, when this reading honours it.
    func representation(of value: Any) -> Any? {
        guard trustsCustomization(of: value) else { return nil }
        return (value as? CustomDumpRepresentable)?.customDumpValue
    }

    /// The name of an enum case without payload.
    func caseName(of value: Any) -> String {
        switch self {
        case .customDump: return "\(value)"
        case .evidence: return RuntimeReflection.caseName(of: value) ?? "\(value)"
        }
    }

    /// A value with no parts: a number, a string, a function.
    func leafText(of value: Any) -> String {
        if let string = value as? any StringProtocol { return String(string).debugDescription }
        return "\(value)"
    }

    func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        switch self {
        case .customDump:
            if let lhs = lhs as? any Equatable, type(of: lhs) == type(of: rhs) {
                return lhs.isEqual(to: rhs)
            }
        case .evidence:
            break
        }
        return Dumper.dump(lhs, name: nil, indent: 0, isRoot: true, maxDepth: .max, reflection: self)
            == Dumper.dump(rhs, name: nil, indent: 0, isRoot: true, maxDepth: .max, reflection: self)
    }

    private func trustsCustomization(of value: Any) -> Bool {
        self == .customDump || EvidenceKind.of(value) == .trusted
    }
}

/// How the evidence reads a type: the runtime's own types as they show themselves, the standard
/// library's scalars and collections through their own mirrors, everything else as the Swift
/// runtime lays it out. Worked out once per type: a trace names many values of few types.
enum EvidenceKind {
    case trusted, standard, learner

    private static let lock = Lock()
    nonisolated(unsafe) private static var kinds: [ObjectIdentifier: EvidenceKind] = [:]

    static func of(_ value: Any) -> EvidenceKind {
        let key = ObjectIdentifier(type(of: value))
        if let kind = lock.withLock({ kinds[key] }) { return kind }
        let kind: EvidenceKind =
            value is EvidenceTrusted ? .trusted
            : isStandardLeaf(value) || isStandardContainer(value) ? .standard
            : .learner
        lock.withLock { kinds[key] = kind }
        return kind
    }

    /// Scalars whose printing only the standard library and Foundation decide.
    static func isStandardLeaf(_ value: Any) -> Bool {
        value is Int || value is Int8 || value is Int16 || value is Int32 || value is Int64
            || value is UInt || value is UInt8 || value is UInt16 || value is UInt32 || value is UInt64
            || value is Double || value is Float || value is Bool || value is String || value is Substring
            || value is Character || value is Unicode.Scalar || value is Duration
            || value is UUID || value is Date || value is URL || value is Decimal || value is Data
    }

    /// Collections and `Optional`, whose mirrors are the standard library's own.
    private static func isStandardContainer(_ value: Any) -> Bool {
        let name = TypeNameCache.shared.qualifiedName(of: type(of: value))
        return ["Swift.Optional<", "Swift.Array<", "Swift.ContiguousArray<", "Swift.ArraySlice<",
                "Swift.Dictionary<", "Swift.Set<"].contains { name.hasPrefix($0) }
    }
}

/// A runtime type whose dump customisations the trace's evidence may trust: `BindingState`
/// dumping as its value, `IdentifiedArray` as a collection, and so on. Internal, so learner code
/// cannot adopt it.
protocol EvidenceTrusted {}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// What the trace records about values: their evidence dumps, squeezed onto one line, and the
/// difference between two states.
enum Evidence {
    static func describe(_ value: Any) -> String {
        Dumper.compact(value, reflection: .evidence)
    }

    /// An action as the trace's `actionSent` events show it: its dump with lines joined by spaces.
    static func describeAction(_ action: Any) -> String {
        Dumper.dump(action, name: nil, indent: 0, isRoot: true, maxDepth: .max, reflection: .evidence)
            .replacingNewlinesWithSpaces
    }

    static func diff<T>(_ lhs: T, _ rhs: T) -> String? {
        MiniTCA.diff(lhs, rhs, format: .default, reflection: .evidence)
    }
}
