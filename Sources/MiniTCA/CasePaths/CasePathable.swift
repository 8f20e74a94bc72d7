/// An enum that lists a case path for each of its cases: swift-case-paths 1.x's `CasePathable`,
/// which `@CasePathable` (and `@Reducer` on an `Action`) conforms an enum to.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case child(Child.Action)
///   case onAppear
/// }
/// action[case: \.child]       // the child action, or nil
/// action.is(\.onAppear)       // true or false
/// Scope(state: \.child, action: \.child) { Child() }
/// ```
///
/// `AllCasePaths` has one property per case, each an `AnyCasePath<Self, Payload>`; through
/// `Case` (below) those properties become the *case key paths* `\.child`, which Swift checks and
/// completes like ordinary key paths. The same as the real library, without `Sendable` checking.
public protocol CasePathable {
    /// The type with one `AnyCasePath` property per case (`@CasePathable` writes it).
    associatedtype AllCasePaths

    /// The case paths of this enum: `Action.allCasePaths.child`.
    static var allCasePaths: AllCasePaths { get }
}

/// The stand-in for an enum that case key paths start from. swift-case-paths' `Case`.
///
/// A key path needs properties to walk; an enum's cases are not properties, so case key paths
/// walk `Case` values instead: `\Case<Action>.child` goes through the dynamic-member subscript
/// below to `Action.allCasePaths.child`, and returns a `Case<Child.Action>` that knows how to put
/// a child action into an `Action` and get it back out. `CaseKeyPath<Action, Child.Action>` is
/// that key path's type.
@dynamicMemberLookup
public struct Case<Value> {
    private let embedAny: (Value) -> Any
    private let extractAny: (Any) -> Value?

    public init<Root>(embed: @escaping (Value) -> Root, extract: @escaping (Root) -> Value?) {
        embedAny = embed
        extractAny = { ($0 as? Root).flatMap(extract) }
    }

    /// The start of every case key path: the whole value, unchanged (`\Action.Cases.self`).
    public init() {
        self.init(embed: { $0 }, extract: { $0 })
    }

    /// The `Case` a case key path ends at, walked from the identity.
    public init<Root>(_ keyPath: CaseKeyPath<Root, Value>) {
        self = Case<Root>()[keyPath: keyPath]
    }

    /// `\.child` on `Case<Action>`: the step from an enum to one of its cases, through the
    /// enum's `allCasePaths`.
    public subscript<AppendedValue>(
        dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, AppendedValue>>
    ) -> Case<AppendedValue> where Value: CasePathable {
        Case<AppendedValue>(
            embed: { self.embedAny(Value.allCasePaths[keyPath: keyPath].embed($0)) },
            extract: { (root: Any) in
                self.extractAny(root).flatMap(Value.allCasePaths[keyPath: keyPath].extract(from:))
            }
        )
    }

    /// Builds the root enum from a payload (typed as `Any`: the root type is the key path's).
    public func _embed(_ value: Value) -> Any {
        embedAny(value)
    }

    /// The payload, if `root` is in this case.
    public func _extract(from root: Any) -> Value? {
        extractAny(root)
    }
}

/// Lets a type-erased case key path extract without knowing its value type.
private protocol AnyCaseExtracting {
    func extractAny(from root: Any) -> Any?
}

extension Case: AnyCaseExtracting {
    fileprivate func extractAny(from root: Any) -> Any? {
        _extract(from: root)
    }
}

/// A key path to one case's payload: `\Action.Cases.child`, or `\.child` where the type is
/// known. swift-case-paths' `CaseKeyPath`, which TCA 1.7+ takes wherever 1.0–1.6 took a
/// `CasePath` written `/Action.child`.
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

/// A case key path whose payload type is not known: what `is(_:)` and `action.case` use.
public typealias PartialCaseKeyPath<Root> = PartialKeyPath<Case<Root>>

extension KeyPath {
    /// `(\Action.Cases.child)(.tap)` builds `.child(.tap)`.
    public func callAsFunction<Enum, AssociatedValue>(_ value: AssociatedValue) -> Enum
    where Root == Case<Enum>, Value == Case<AssociatedValue> {
        Case(self)._embed(value) as! Enum
    }

    /// `(\Action.Cases.onAppear)()` builds `.onAppear`.
    public func callAsFunction<Enum>() -> Enum
    where Root == Case<Enum>, Value == Case<Void> {
        Case(self)._embed(()) as! Enum
    }

    /// `case \.child.tap:` in a `switch` over a case-pathable enum.
    public static func ~= <Enum: CasePathable, AssociatedValue>(pattern: KeyPath, value: Enum) -> Bool
    where Root == Case<Enum>, Value == Case<AssociatedValue> {
        value[case: pattern] != nil
    }
}

extension CasePathable {
    /// Where case key paths of this enum start: `\Action.Cases.child`.
    public typealias Cases = Case<Self>

    /// The payload if the value is in that case: `action[case: \.child]`.
    public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
        Case(keyPath)._extract(from: self)
    }

    /// The payload, whatever its type, if the value is in that case.
    @_disfavoredOverload
    public subscript(case keyPath: PartialCaseKeyPath<Self>) -> Any? {
        (Case<Self>()[keyPath: keyPath] as? any AnyCaseExtracting)?.extractAny(from: self)
    }

    /// `state[case: \.loaded] = newValue` replaces the payload when the value is in that case,
    /// and does nothing otherwise.
    @_disfavoredOverload
    public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value {
        @available(*, unavailable)
        get { fatalError() }
        set {
            let path = Case(keyPath)
            guard path._extract(from: self) != nil else { return }
            self = path._embed(newValue) as! Self
        }
    }

    /// `action.child`: the payload or `nil`, on an enum that is also `@dynamicMemberLookup`
    /// (TCA's `@Reducer` makes `State` enums so, for `state.destination?.sheet`).
    public subscript<Value>(
        dynamicMember keyPath: KeyPath<AllCasePaths, AnyCasePath<Self, Value>>
    ) -> Value? {
        Self.allCasePaths[keyPath: keyPath].extract(from: self)
    }

    /// `state.loaded.count += 1` on a `@dynamicMemberLookup` enum: writes through to the payload
    /// when the value is in that case, and does nothing otherwise.
    @_disfavoredOverload
    public subscript<Value>(
        dynamicMember keyPath: KeyPath<AllCasePaths, AnyCasePath<Self, Value>>
    ) -> Value {
        @available(*, unavailable)
        get { fatalError() }
        set {
            let path = Self.allCasePaths[keyPath: keyPath]
            guard path.extract(from: self) != nil else { return }
            self = path.embed(newValue)
        }
    }

    /// The case key path `\.child` names, built from `AllCasePaths`' property for the case
    /// (`\.child` there): what `@CasePathable`'s expansion lists its cases with.
    public static func _$caseKeyPath<Value>(
        _ path: KeyPath<AllCasePaths, AnyCasePath<Self, Value>>
    ) -> CaseKeyPath<Self, Value> {
        \Case<Self>[dynamicMember: path]
    }

    /// Whether the value is in that case: `action.is(\.child)`.
    public func `is`(_ keyPath: PartialCaseKeyPath<Self>) -> Bool {
        self[case: keyPath] != nil
    }

    /// Changes the payload in place: `state.modify(\.loaded) { $0.count += 1 }`. When the value is
    /// in another case nothing changes and swift-case-paths' runtime issue is reported.
    public mutating func modify<Value>(
        _ keyPath: CaseKeyPath<Self, Value>,
        yield: (inout Value) -> Void,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        let path = Case(keyPath)
        guard var value = path._extract(from: self) else {
            reportIssue(
                """
                Can't modify '\(String(describing: self))' via 'CaseKeyPath<\(Self.self), \(Value.self)>' \
                (aka '\(String(reflecting: keyPath))')
                """,
                file: fileID, line: line
            )
            return
        }
        yield(&value)
        self = path._embed(value) as! Self
    }
}

/// An `AllCasePaths` that can name the case a value is in: what `action.case` needs.
/// swift-case-paths' `CasePathReflectable`.
public protocol CasePathReflectable<Root> {
    associatedtype Root: CasePathable
    subscript(root: Root) -> PartialCaseKeyPath<Root> { get }
}

/// An enum whose case key paths can be listed: `for path in Action.allCasePaths { … }`.
/// swift-case-paths' `CasePathIterable`.
public protocol CasePathIterable: CasePathable
where AllCasePaths: Sequence, AllCasePaths.Element == PartialCaseKeyPath<Self> {}

extension CasePathable where AllCasePaths: CasePathReflectable<Self> {
    /// The case key path of the case this value is in.
    public var `case`: PartialCaseKeyPath<Self> {
        Self.allCasePaths[self]
    }
}

extension CasePath {
    /// The case path a case key path stands for, so that code written for `/Action.child`
    /// (1.0–1.6) runs the same for `\.child` (1.7+).
    public init(_ keyPath: CaseKeyPath<Root, Value>) {
        let path = Case(keyPath)
        self.init(embed: { path._embed($0) as! Root }, extract: { path._extract(from: $0) })
    }

    /// What `@CasePathable`'s expansion builds each property with: a case's embed function (the
    /// case itself, `Action.child`) and a pattern match that extracts it.
    public static func _$embed(_ embed: @escaping (Value) -> Root, extract: @escaping (Root) -> Value?) -> Self {
        Self(embed: embed, extract: extract)
    }
}

extension CasePath where Value: CasePathable {
    /// `(/Action.child).grandchild`: a case path extended by one of the payload's cases.
    public subscript<AppendedValue>(
        dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, AppendedValue>>
    ) -> AnyCasePath<Root, AppendedValue> {
        AnyCasePath<Root, AppendedValue>(
            embed: { self.embed(Value.allCasePaths[keyPath: keyPath].embed($0)) },
            extract: { self.extract(from: $0).flatMap(Value.allCasePaths[keyPath: keyPath].extract(from:)) }
        )
    }
}
