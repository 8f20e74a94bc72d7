import RenderTrace

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
@dynamicMemberLookup
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

    /// Changes the payload in place: `try (/.some).modify(&state.child) { $0.count = 1 }`. Throws
    /// when `root` is another case, leaving it alone.
    @discardableResult
    public func modify<Result>(_ root: inout Root, _ body: (inout Value) throws -> Result) throws -> Result {
        guard var value = extract(from: root) else { throw ExtractionFailed() }
        let result = try body(&value)
        root = embed(value)
        return result
    }
}

/// Whether `root` is the path's case: `(/Action.response) ~= action`, and so `case /Action.response:`
/// in a `switch`, as swift-case-paths allows. Real tests use it to receive a non-`Equatable` action:
/// `await store.receive({ (/Action.response) ~= $0 })`.
public func ~= <Root, Value>(pattern: CasePath<Root, Value>, value: Root) -> Bool {
    pattern.extract(from: value) != nil
}

/// What `CasePath.modify` throws when the value is another case. swift-case-paths' error.
public struct ExtractionFailed: Error {}

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

/// `/Destination.State.sheet` where a plain extraction function is expected, as in TCA 1.0–1.3's
/// `.sheet(store:state:action:)` (`state: /Destination.State.sheet`): swift-case-paths offers the
/// prefix `/` as the function `(Root) -> Value?` too. Disfavoured, so that wherever a `CasePath`
/// fits (`Scope`, `ifCaseLet`, `let path = /Action.child`) the case path is chosen.
@_disfavoredOverload
public prefix func / <Root, Value>(embed: @escaping (Value) -> Root) -> (Root) -> Value? {
    (/embed).extract(from:)
}

/// `/Action.self` and `/State.self` in a `Scope`/`ifLet` that should not narrow anything.
public prefix func / <Root>(type: Root.Type) -> CasePath<Root, Root> {
    .self
}

/// `/.self`: the identity case path spelled through its static member, as swift-case-paths
/// allows (`.ifLet(\.self, action: /.self) { … }` in TCA's own tests).
public prefix func / <Root>(_ path: CasePath<Root, Root>) -> CasePath<Root, Root> {
    path
}

/// `/.some`: the case path of `Optional`'s `some`, with its wrapped type inferred from use
/// (`try (/.some).modify(&state.child) { … }`), as swift-case-paths allows.
public prefix func / <Wrapped>(_ optionalCase: _OptionalCase<Wrapped>) -> CasePath<Wrapped?, Wrapped> {
    CasePath(embed: Optional.some, extract: { $0 })
}

/// What the `.some` in `/.some` names.
public struct _OptionalCase<Wrapped> {
    public static var some: Self { Self() }
}

/// `/Action.onAppear`: the case path of a case without payload, as swift-case-paths offers it.
/// Simplified: only for `Equatable` enums (which TCA's actions and states usually are), so that
/// a case with a payload (`/Action.child`, a function) can never be taken for one.
public prefix func / <Root: Equatable>(embed: Root) -> CasePath<Root, Void> {
    CasePath(embed: { embed }, extract: { $0 == embed ? () : nil })
}

/// Enum cases as the Swift runtime lays them out (the entry points `Mirror` is built on), not as
/// the value describes itself: a learner's `customMirror` or `description` on an action enum
/// changes neither which case it is nor its payload.
enum EnumReflection {
    /// The case name of an enum value (`child` for `.child(…)`), or `nil` for non-enums.
    static func caseLabel(of value: Any) -> String? {
        guard RuntimeReflection.style(of: value) == .enum else { return nil }
        return RuntimeReflection.caseName(of: value)
    }

    static func extract<Root, Value>(from root: Root, embed: (Value) -> Root) -> Value? {
        extract(fromAny: root, embed: { embed($0) as Any })
    }

    private static func extract<Value>(fromAny root: Any, embed: (Value) -> Any) -> Value? {
        guard RuntimeReflection.style(of: root) == .enum, let label = RuntimeReflection.caseName(of: root) else {
            return nil
        }
        guard let child = RuntimeReflection.children(of: root).first else {
            // `Void` payloads (`case dismiss`) have no children at all.
            if Value.self == Void.self, let value = () as? Value, caseLabel(of: embed(value)) == label {
                return value
            }
            return nil
        }
        if let value = payload(child.value, as: Value.self), caseLabel(of: embed(value)) == label {
            return value
        }
        // `/Destination.State.child` used on an optional (`&state.destination`): swift-case-paths
        // promotes the path to `Destination.State?`, so look inside the `some`.
        if label == "some", isOptional(root) {
            return extract(fromAny: child.value, embed: { unwrapped(embed($0)) })
        }
        return nil
    }

    private static func isOptional(_ value: Any) -> Bool {
        TypeNameCache.shared.qualifiedName(of: type(of: value)).hasPrefix("Swift.Optional<")
    }

    /// The wrapped value of an optional held in `Any` (or the value itself).
    private static func unwrapped(_ value: Any) -> Any {
        guard isOptional(value), RuntimeReflection.caseName(of: value) == "some",
            let wrapped = RuntimeReflection.children(of: value).first?.value
        else { return value }
        return wrapped
    }

    /// The payload cast to `Value`; an `indirect` case's payload may come boxed one level deeper.
    private static func payload<Value>(_ raw: Any, as type: Value.Type) -> Value? {
        if let value = raw as? Value { return value }
        let inner = RuntimeReflection.children(of: raw)
        if RuntimeReflection.style(of: raw) == .other, inner.count == 1 {
            return inner.first?.value as? Value
        }
        return nil
    }
}
