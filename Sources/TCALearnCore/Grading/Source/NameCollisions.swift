/// Refuses a learner declaration that could change what the hidden checks call: a name the checks
/// use, declared where the starter declares nothing of that name — in an extension of a type the
/// learner does not own (`extension ViewHost { func tap(…) }`), at the top level (a type named
/// `ViewHost`, a free function `expect`), or as an operator the checks use (a top-level
/// `func == (…) -> Bool { true }`, a `<` in the learner's type that the checks sort by).
/// Declarations in the learner's own types are theirs, and so are the names the exercise asks for
/// (the starter declares them).
///
/// With the checks in a module of their own, most such collisions no longer compile; a more
/// specific overload can still win overload resolution silently. This check says it plainly,
/// before compiling.
enum NameCollisions {
    /// What the hidden checks use, read from their tokens.
    struct NamesInUse: Sendable {
        var names: Set<String> = []
        /// Names used on their own, not as a member (`expect(…)`, not `t.expect(…)`).
        var unqualified: Set<String> = []
        var operators: Set<String> = []
        /// Whether the checks subscript anything (`counts["Screen"]`).
        var subscripts = false

        /// Names every check uses without spelling them: the compiler looks up a literal's
        /// default type by these names, so a learner's `typealias IntegerLiteralType = Double`
        /// would change what `let n = 7 / 2` means in the checks.
        static let defaultLiteralTypes: Set<String> = [
            "IntegerLiteralType", "FloatLiteralType", "BooleanLiteralType", "StringLiteralType",
            "UnicodeScalarType", "ExtendedGraphemeClusterType",
        ]

        /// Operators every check uses without spelling them: `expectEqual` compares with `==`.
        static let implicitOperators: Set<String> = ["=="]

        init(_ sources: [TokenizedSource]) {
            var local: Set<String> = []
            names = Self.defaultLiteralTypes
            unqualified = Self.defaultLiteralTypes
            operators = Self.implicitOperators
            for tokens in sources.map(\.tokens) {
                for (index, token) in tokens.enumerated() {
                    let previous = index > 0 ? tokens[index - 1] : nil
                    let next = index + 1 < tokens.count ? tokens[index + 1] : nil
                    switch token.kind {
                    case .identifier:
                        // A label or a parameter's name (`ViewHost(root:)`, `func run(_ t: …)`)
                        // names nothing the learner could declare; `let host`, `{ t in` are the
                        // checks' own locals, which hide any global of that name.
                        let isLabel = next?.isPunctuation(":") == true && previous.map {
                            $0.isPunctuation("(") || $0.isPunctuation(",") || $0.kind == .identifier
                        } == true
                        if isLabel || previous.map({ ["let", "var", "for"].contains($0.text) && $0.kind == .keyword }) == true
                            || next?.isKeyword("in") == true {
                            local.insert(token.name)
                            if isLabel { continue }
                        }
                        names.insert(token.name)
                        if previous?.isPunctuation(".") != true { unqualified.insert(token.name) }
                    case .operator where !["=", "->", "?", "!"].contains(token.text):
                        operators.insert(token.text)
                    // A literal calls its type's literal initializer: the learner's, if they
                    // gave a type of theirs one (a value that equals anything, built from `42`).
                    case .integer:
                        names.insert("init(integerLiteral:)")
                    case .float:
                        names.insert("init(floatLiteral:)")
                    case .stringOpen:
                        names.formUnion(["init(stringLiteral:)", "init(unicodeScalarLiteral:)", "init(extendedGraphemeClusterLiteral:)"])
                    // An interpolation calls `appendInterpolation` and `appendLiteral` on
                    // `DefaultStringInterpolation`: a learner's more specific overload
                    // (`appendInterpolation(_ value: String)`) would write the checks' strings.
                    case .interpolationOpen:
                        names.formUnion(["init(stringInterpolation:)", "appendInterpolation", "appendLiteral"])
                    case .keyword where ["true", "false"].contains(token.text):
                        names.insert("init(booleanLiteral:)")
                    // A `case` pattern (`switch`, `if case`) matches with `~=`.
                    case .keyword where token.text == "case":
                        operators.insert("~=")
                    case .keyword where token.text == "nil":
                        names.insert("init(nilLiteral:)")
                    case .punctuation where token.text == "[":
                        if let previous, previous.kind == .identifier || previous.isPunctuation(")") || previous.isPunctuation("]") {
                            subscripts = true
                        } else {
                            names.formUnion(["init(arrayLiteral:)", "init(dictionaryLiteral:)"])
                        }
                    default:
                        break
                    }
                }
            }
            unqualified.subtract(local)
        }
    }

    static func refusals(learner: [LearnerFile], starters: [TokenizedSource], checks: NamesInUse) -> [SourceRefusal] {
        let starterDeclarations = starters.flatMap { Declaration.all(in: $0.tokens) }
        let allowed = Set(starterDeclarations.map(\.key))
        let learnerDeclarations = learner.map { Declaration.all(in: $0.source.tokens) }
        // The learner's own types: declared in their files (or in the starter, which they edit),
        // by the name an extension of them uses. Not a protocol or an alias, whose extensions
        // reach types that are not theirs (`extension ViewHost: Helper {}`), and not a type merely
        // named like the runtime's inside one of theirs (`Counter.ViewHost` is not `ViewHost`).
        let owned = Set((learnerDeclarations.joined() + starterDeclarations).filter { $0.kind == .type }.map(\.qualifiedName))
        var refusals: [SourceRefusal] = []
        for (file, declarations) in zip(learner, learnerDeclarations) {
            for declaration in declarations where !allowed.contains(declaration.key) {
                guard let place = collision(declaration, owned: owned, checks: checks) else { continue }
                let token = file.source.tokens[declaration.token]
                refusals.append(SourceRefusal(
                    file: file.original.path, line: token.line, column: file.source.column(of: token),
                    found: declaration.name, reason: .redeclaresCheckName(place)))
            }
        }
        return refusals
    }

    /// An operator in a type of the learner's own that the checks use would decide how they
    /// compare its values (`<` on a sort). Not `==`: graded comparisons also compare the values'
    /// structure (`isGradedEqual` in the runtime), so a `==` that says yes to anything passes
    /// nothing, and SwiftUI's `Equatable` views (`.equatable()`) are ordinary code.
    private static func ownTypeOperator(_ declaration: Declaration, checks: NamesInUse) -> SourceRefusal.DeclarationPlace? {
        guard declaration.kind == .operatorFunction, declaration.name != "==", checks.operators.contains(declaration.name) else { return nil }
        return .ownTypeOperator
    }

    /// Where `declaration` collides with what the checks use, if it does.
    private static func collision(_ declaration: Declaration, owned: Set<String>, checks: NamesInUse) -> SourceRefusal.DeclarationPlace? {
        // Wherever it is declared: the checks' literals would build the learner's type.
        if Declaration.literalInitializers.contains(declaration.name) {
            return checks.names.contains(declaration.name) ? .literalInitializer : nil
        }
        switch declaration.place {
        case .inType:
            return ownTypeOperator(declaration, checks: checks)
        case .topLevel:
            switch declaration.kind {
            case .type, .protocolOrAlias: return checks.names.contains(declaration.name) ? .topLevelType : nil
            case .value: return checks.unqualified.contains(declaration.name) ? .topLevel : nil
            case .operatorFunction: return checks.operators.contains(declaration.name) ? .topLevel : nil
            case .unlabelledSubscript: return nil
            }
        case .inExtension(let extended):
            guard !owned.contains(extended) else { return ownTypeOperator(declaration, checks: checks) }
            let typeName = String(extended.split(separator: ".").last ?? "")
            let used = switch declaration.kind {
            case .type, .protocolOrAlias, .value:
                // An initializer added to `ViewHost` competes with `ViewHost(…)` in the checks.
                declaration.name == "init" ? checks.names.contains(typeName) : checks.names.contains(declaration.name)
            case .operatorFunction: checks.operators.contains(declaration.name)
            case .unlabelledSubscript: checks.subscripts
            }
            return used ? .extensionOf(extended) : nil
        }
    }
}
