/// What the macros need to know of a declaration, as `DeclarationParser` reads it. Texts are
/// slices of the learner's source (comments inside them kept), offsets are bytes into the text
/// the parser was given.

/// `@Name(arguments)` or `@Name<Generic>`.
struct Attribute {
    /// The name as written, qualified or not: `Presents`, `ComposableArchitecture.ReducerBuilder`.
    var name: String
    /// The whole attribute as written, `@` included.
    var text: String
    var offset: Int

    /// The name without a module: `ComposableArchitecture.ReducerBuilder` is `ReducerBuilder`.
    var baseName: String { name.split(separator: ".").last.map(String.init) ?? name }
}

/// A struct, enum, class, actor, protocol or extension.
struct TypeDeclaration {
    var attributes: [Attribute]
    var modifiers: [String]
    /// `struct`, `enum`, `class`, `actor`, `protocol` or `extension`.
    var kind: String
    var name: String
    /// Where the name is (what the real macros point a diagnostic at).
    var nameOffset: Int
    /// `<T: Equatable>`, or empty.
    var genericParameters: String
    /// The inherited types as written: `Reducer`, `Equatable`, `CasePaths.CasePathable`.
    var inheritance: [String]
    var members: [MemberItem]

    /// Every member, those inside `#if` clauses included.
    var allMembers: [Member] { members.flatMap(\.allMembers) }

    /// `public` or `package` when the type has it (what generated members must repeat), else "".
    var accessPrefix: String {
        modifiers.first { $0 == "public" || $0 == "package" }.map { "\($0) " } ?? ""
    }

    func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.baseName == name } }

    /// Whether the type lists `name` (qualified or not) among the types it inherits.
    func inherits(_ name: String) -> Bool {
        inheritance.contains { $0 == name || $0.hasSuffix(".\(name)") }
    }

    /// A nested type or typealias with this name.
    func nestedType(named name: String) -> Member? {
        allMembers.first { member in
            switch member.kind {
            case let .type(type): type.name == name
            case let .typealias(alias, _): alias == name
            default: false
            }
        }
    }
}

/// A member, or an `#if` block of members.
enum MemberItem {
    case member(Member)
    case ifConfig([IfClause])

    var allMembers: [Member] {
        switch self {
        case let .member(member): [member]
        case let .ifConfig(clauses): clauses.flatMap { $0.items.flatMap(\.allMembers) }
        }
    }
}

/// One clause of an `#if` block: its directive (`#if os(macOS)`, `#elseif DEBUG`, `#else`) and
/// what it holds.
struct IfClause {
    var directive: String
    var items: [MemberItem]
}

struct Member {
    enum Kind {
        case property(Property)
        case enumCase([EnumCaseElement])
        /// A function: its name and argument labels, `reduce(into:action:)`.
        case function(String)
        case type(TypeDeclaration)
        case `typealias`(String, String)
        case other
    }

    var attributes: [Attribute]
    var modifiers: [String]
    var kind: Kind
    /// The whole declaration as written.
    var text: String
    var offset: Int

    var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    var property: Property? {
        if case let .property(property) = kind { return property }
        return nil
    }

    var enumCases: [EnumCaseElement] {
        if case let .enumCase(elements) = kind { return elements }
        return []
    }

    func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.baseName == name } }

    /// `public`, `package`, `private`… the member's access modifier with a space, or "".
    var accessPrefix: String {
        let levels = ["open", "public", "package", "internal", "fileprivate", "private"]
        return modifiers.first { levels.contains($0) }.map { "\($0) " } ?? ""
    }
}

/// `var name: Type = initial { accessors }` or `let …`.
struct Property {
    enum Accessors {
        case none
        /// `willSet`/`didSet`: still stored.
        case observers
        /// `get`/`set`, or a getter body: computed.
        case computed
    }

    var isLet: Bool
    var name: String
    var nameOffset: Int
    /// The type annotation, without the colon; "" when only an initial value gives the type.
    var type: String
    /// The initial value, without `=`; "" when none.
    var initialValue: String
    var accessors: Accessors
    /// Whether the declaration binds more than one name (`var a = 0, b = 1`).
    var hasSeveralBindings: Bool

    var isStored: Bool { accessors != .computed }
}

/// `case name(Type, label: Type = default)`.
struct EnumCaseElement {
    var name: String
    var nameOffset: Int
    /// `nil` for a case without a payload.
    var parameters: [CaseParameter]?
}

struct CaseParameter {
    var label: String?
    var type: String
    var defaultValue: String?
}
