/// TCA's `@Reducer`. On a struct it adds what a feature would otherwise write by hand: the
/// `Reducer` conformance, `@CasePathable` on `Action` (so `\.child` case key paths work),
/// `@CasePathable @dynamicMemberLookup` on an enum `State`, the `@ReducerBuilder` attribute on
/// `body`, and a `State`, `Action` or `body` the feature left out. On an enum of features
/// (`case sheet(SheetFeature)`) it writes the whole destination reducer: `State` and `Action`
/// enums with a case per feature, a `body` scoping each case to its feature, and the `CaseScope`
/// that `switch store.case { … }` reads.
enum ReducerMacro: AttachedMacro {
    /// Payload types that are shown, not run: their case gets no child reducer.
    static let ephemeralTypes = ["AlertState", "ConfirmationDialogState"]

    static func expand(_ request: ExpansionRequest) -> Expansion {
        guard let type = request.attachedType else { return Expansion() }
        guard type.kind == "struct" || type.kind == "enum" else {
            return Expansion(diagnostics: [request.diagnosticAtAttribute(
                "'@Reducer' can only be applied to struct or enum types")])
        }
        switch request.role {
        case .memberAttribute:
            return Expansion(request.attachedMember.map { attributes(for: $0) } ?? "")
        case .member:
            return type.kind == "enum" ? EnumReducer(request: request, type: type).members() : structMembers(request, type)
        case .extension:
            if type.inherits("Reducer") { return Expansion() }
            let protocols = type.kind == "enum" ? ["CaseReducer", "Reducer"] : ["Reducer"]
            return Expansion(declarations: CasePathableMacro.conformances(request, protocols))
        default:
            return Expansion()
        }
    }

    private static func attributes(for member: Member) -> String {
        switch member.kind {
        case let .type(nested) where nested.kind == "enum":
            var attributes = nested.name == "State" ? ["CasePathable", "dynamicMemberLookup"] : nested.name == "Action" ? ["CasePathable"] : []
            if nested.inherits("CasePathable") { attributes.removeAll { $0 == "CasePathable" } }
            attributes.removeAll { nested.hasAttribute($0) }
            return attributes.map { "@\($0)" }.joined(separator: " ")
        case let .property(property) where property.name == "body" && !property.isLet && property.accessors == .computed:
            guard !member.hasAttribute("ReducerBuilder"), let arguments = reducerTypeArguments(property.type) else { return "" }
            return "@ComposableArchitecture.ReducerBuilder<\(arguments)>"
        case let .enumCase(elements) where elements.count == 1:
            if member.hasAttribute("ReducerCaseEphemeral") || member.hasAttribute("ReducerCaseIgnored") { return "" }
            guard let parameters = elements[0].parameters, !parameters.isEmpty else { return "@ReducerCaseIgnored" }
            if parameters.count == 1, ephemeralTypes.contains(parameters[0].type.typeBaseName) { return "@ReducerCaseEphemeral" }
            return ""
        default:
            return ""
        }
    }

    /// `some ReducerOf<Self>` gives `Self.State, Self.Action`; `some Reducer<S, A>` gives `S, A`.
    static func reducerTypeArguments(_ type: String) -> String? {
        var text = Substring(type.trimmingWhitespace)
        guard text.hasPrefix("some ") || text.hasPrefix("any ") else { return nil }
        text = text.drop { $0 != " " }.dropFirst()
        guard let open = text.firstIndex(of: "<"), text.hasSuffix(">") else { return nil }
        let arguments = topLevelArguments(String(text[text.index(after: open)..<text.index(before: text.endIndex)]))
        switch arguments.count {
        case 1: return "\(arguments[0]).State, \(arguments[0]).Action"
        case 2: return arguments.joined(separator: ", ")
        default: return nil
        }
    }

    private static func topLevelArguments(_ text: String) -> [String] {
        var arguments: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if "<([".contains(character) { depth += 1 } else if ">)]".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                arguments.append(current.trimmingWhitespace)
                current = ""
            } else {
                current.append(character)
            }
        }
        arguments.append(current.trimmingWhitespace)
        return arguments.filter { !$0.isEmpty }
    }

    private static func structMembers(_ request: ExpansionRequest, _ type: TypeDeclaration) -> Expansion {
        var diagnostics: [MacroDiagnostic] = []
        if request.attribute.withoutLeadingTrivia.contains("(") {
            diagnostics.append(request.diagnosticAtAttribute("Argument passed to call that takes no arguments when applied to a struct"))
        }
        let access = type.accessPrefix
        let members = type.allMembers
        let hasState = type.nestedType(named: "State") != nil
        let hasAction = type.nestedType(named: "Action") != nil
        let reduceMethod = members.first { member in
            if case let .function(name) = member.kind { return name == "reduce(into:action:)" }
            return false
        }
        if let reduceMethod {
            let nameOffset = reduceMethod.offset + (reduceMethod.text.byteOffset(of: "reduce") ?? 0)
            diagnostics.append(request.diagnostic(
                "'reduce(into:action:)' is deprecated: Reducers should be defined using the 'body' property and a 'Reduce'.",
                at: nameOffset, severity: .warning))
        }
        let properties = members.compactMap(\.property)
        // As TCA decides: a property with an initial value (`let body = EmptyReducer<Int, Int>()`)
        // or one declared as a reducer (`var body: some ReducerOf<Self>`) means the feature spells
        // out its own types; a plain stored property (`let context: String`) does not.
        let hasExplicitBody = reduceMethod != nil || properties.contains { property in
            !property.initialValue.isEmpty || ["Reducer", "ReducerOf"].contains(property.type.replacingSomeOrAny.typeBaseName)
        }
        let hasBody = reduceMethod != nil || properties.contains { $0.name == "body" }
        var declarations: [String] = []
        if !hasState && !hasExplicitBody {
            declarations.append("@ObservableState\n\(access)struct State: Codable, Equatable, Hashable, Sendable {\n    \(access)init() {\n    }\n}")
        }
        if !hasAction && !hasExplicitBody {
            declarations.append("\(access)enum Action: Equatable, Hashable, Sendable {\n}")
        }
        if !hasBody {
            declarations.append("\(access)let body = ComposableArchitecture.EmptyReducer<State, Action>()")
        }
        return Expansion(declarations: declarations, diagnostics: diagnostics)
    }
}

/// `@ReducerCaseEphemeral` and `@ReducerCaseIgnored`: markers `@Reducer` puts on (or reads from) a
/// case of a destination enum; they expand to nothing.
enum ReducerCaseMarkerMacro: AttachedMacro {
    static func expand(_ request: ExpansionRequest) -> Expansion { Expansion() }
}

extension String {
    /// Where `word` first occurs, in bytes from the start.
    func byteOffset(of word: String) -> Int? {
        let bytes = Array(utf8), target = Array(word.utf8)
        guard !target.isEmpty, bytes.count >= target.count else { return nil }
        return (0...(bytes.count - target.count)).first { bytes[$0..<$0 + target.count].elementsEqual(target) }
    }

    /// `some Reducer<S, A>` without `some `.
    var replacingSomeOrAny: String {
        let text = trimmingWhitespace
        for prefix in ["some ", "any "] where text.hasPrefix(prefix) { return String(text.dropFirst(prefix.count)) }
        return text
    }
}
