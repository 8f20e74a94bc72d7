/// A path to one case of an enum: it can build the enum from the case's payload (`embed`) and
/// try to get the payload back out (`extract`). swift-case-paths' `CasePath` (TCA 1.0–1.3);
/// TCA 1.4+ spells the same thing `AnyCasePath`, offered here as an alias.
///
/// Real case paths of that era were made with a prefix `/` on an enum case, as here:
///
/// ```swift
/// Scope(state: \.child, action: /Action.child) { Child() }
/// .forEach(\.rows, action: /Action.row(id:action:)) { Row() }
/// ```
///
/// Simplified: `/Action.child` only has the case's *embed* function, so extraction is done by
/// reflection, the way swift-case-paths' first versions did it: `Mirror` gives the case label and
/// payload of a value; the payload is cast to `Value`, embedded again, and accepted only if that
/// lands on the same case label (so `.a(Int)` and `.b(Int)` are told apart).
public struct CasePath<Root, Value> {
    private let _embed: (Value) -> Root
    private let _extract: (Root) -> Value?

    public init(embed: @escaping (Value) -> Root, extract: @escaping (Root) -> Value?) {
        _embed = embed
        _extract = extract
    }

    /// Builds the root from a payload: `(/Action.child).embed(.tap) == .child(.tap)`.
    public func embed(_ value: Value) -> Root {
        _embed(value)
    }

    /// The payload, if `root` is this case; `nil` for any other case.
    public func extract(from root: Root) -> Value? {
        _extract(root)
    }
}

/// TCA 1.4+ name of `CasePath`.
public typealias AnyCasePath<Root, Value> = CasePath<Root, Value>

extension CasePath where Root == Value {
    /// The identity case path, `/.self` in swift-case-paths.
    public static var `self`: CasePath<Root, Root> {
        CasePath(embed: { $0 }, extract: { $0 })
    }
}

prefix operator /

/// `/Action.child`: a case path from an enum case's embed function (one payload, or several,
/// which Swift passes as one tuple: `/Action.row(id:action:)` is a `CasePath<Action, (Int, Row.Action)>`).
public prefix func / <Root, Value>(embed: @escaping (Value) -> Root) -> CasePath<Root, Value> {
    CasePath(embed: embed, extract: { root in EnumReflection.extract(from: root, embed: embed) })
}

/// `/Action.self` and `/State.self` in a `Scope`/`ifLet` that should not narrow anything.
public prefix func / <Root>(type: Root.Type) -> CasePath<Root, Root> {
    .self
}

enum EnumReflection {
    /// The case name of an enum value (`child` for `.child(…)`), or `nil` for non-enums.
    static func caseLabel(of value: Any) -> String? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum else { return nil }
        if let label = mirror.children.first?.label { return label }
        // A case without payload has no children; its description is the case name.
        return String(describing: value)
    }

    static func extract<Root, Value>(from root: Root, embed: (Value) -> Root) -> Value? {
        let mirror = Mirror(reflecting: root)
        guard mirror.displayStyle == .enum, let child = mirror.children.first,
            let label = child.label
        else {
            // `Void` payloads (`case dismiss`) have no children at all.
            if Value.self == Void.self, let value = () as? Value,
                caseLabel(of: embed(value)) == caseLabel(of: root)
            {
                return value
            }
            return nil
        }
        guard let value = payload(child.value, as: Value.self) else { return nil }
        guard caseLabel(of: embed(value)) == label else { return nil }
        return value
    }

    /// The payload cast to `Value`; an `indirect` case's payload comes boxed one level deeper.
    private static func payload<Value>(_ raw: Any, as type: Value.Type) -> Value? {
        if let value = raw as? Value { return value }
        let inner = Mirror(reflecting: raw)
        if inner.displayStyle == nil, inner.children.count == 1 {
            return inner.children.first?.value as? Value
        }
        return nil
    }
}
