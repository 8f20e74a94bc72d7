/// The members `@Reducer` writes for an enum of features, `enum Destination { case sheet(Sheet) }`.
struct EnumReducer {
    var request: ExpansionRequest
    var type: TypeDeclaration

    /// How a case takes part: a feature it runs, state it only shows (`AlertState`), or a case
    /// left out of the reducer (`@ReducerCaseIgnored`, a case without a feature).
    private enum Role { case feature(type: String, reducer: String), ephemeral(String), ignored }

    private func role(of element: EnumCaseElement, in member: Member) -> Role {
        guard let parameters = element.parameters, parameters.count == 1 else { return .ignored }
        let parameter = parameters[0]
        if member.hasAttribute("ReducerCaseIgnored") || parameter.label != nil || !parameter.type.isNominalTypeName { return .ignored }
        if member.hasAttribute("ReducerCaseEphemeral") || ReducerMacro.ephemeralTypes.contains(parameter.type.typeBaseName) {
            return .ephemeral(parameter.type)
        }
        return .feature(type: parameter.type, reducer: parameter.defaultValue ?? "\(parameter.type)()")
    }

    /// The payload of an ignored case as written: `meeting(Meeting)`, `settings`.
    private func written(_ element: EnumCaseElement) -> String {
        guard let parameters = element.parameters else { return element.name }
        let list = parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.type }
        return "\(element.name)(\(list.joined(separator: ", ")))"
    }

    func members() -> Expansion {
        let access = type.accessPrefix
        let name = type.name
        var declarations: [String] = []
        let conformances = { (label: String) -> String in
            let arguments = DeclarationParser.attributeArguments(request.attribute.withoutLeadingTrivia)[label] ?? []
            return arguments.map { argument in
                let word = argument.trimmingWhitespace.drop { $0 == "." }
                return word.prefix(1).uppercased() + word.dropFirst()
            }.map { ", \($0)" }.joined()
        }
        // An `Action` the enum declares itself names the action of an ignored case's store.
        let explicitActions: [String: String] = {
            guard case let .type(action)? = type.nestedType(named: "Action")?.kind else { return [:] }
            var types: [String: String] = [:]
            for element in CaseRendering.allCases(action.members) {
                if let parameters = element.parameters, parameters.count == 1 { types[element.name] = parameters[0].type }
            }
            return types
        }()

        // The nested `State` and `CaseScope` name their protocols unqualified: when the runtime
        // is loaded under its own module name before the file's `import ComposableArchitecture`
        // (the networking module a program that uses URLSession gets, `import CasePaths` first),
        // the compiler drops a `ComposableArchitecture.`-qualified conformance of a type a member
        // macro nests, without a word.
        if type.nestedType(named: "State") == nil {
            let cases = CaseRendering.lines(type.members) { element, member in
                switch role(of: element, in: member) {
                case let .feature(type, _): ["case \(element.name)(\(type).State)"]
                case let .ephemeral(type): ["case \(element.name)(\(type))"]
                case .ignored: ["case \(written(element))"]
                }
            }
            declarations.append("""
            @CasePathable
            @dynamicMemberLookup
            @ObservableState
            \(access)enum State: CaseReducerState\(conformances("state")) {
                \(access)typealias StateReducer = \(name)
            \(cases.indented(1))
            }
            """)
        }
        if type.nestedType(named: "Action") == nil {
            let cases = CaseRendering.lines(type.members) { element, member in
                switch role(of: element, in: member) {
                case let .feature(type, _): ["case \(element.name)(\(type).Action)"]
                case let .ephemeral(type): ["case \(element.name)(\(Self.genericArgument(of: type) ?? "Swift.Never"))"]
                case .ignored: ["case \(element.name)(Swift.Never)"]
                }
            }
            let actionConformances = conformances("action")
            declarations.append("""
            @CasePathable
            \(access)enum Action\(actionConformances.isEmpty ? "" : ":" + actionConformances.dropFirst()) {
            \(cases.indented(1))
            }
            """)
        }
        if !type.allMembers.contains(where: { $0.property?.name == "body" }) {
            let scopes = CaseRendering.lines(type.members) { element, member in
                guard case let .feature(_, reducer) = role(of: element, in: member) else { return [] }
                return [".ifCaseLet(\\Self.State.Cases.\(element.name), action: \\Self.Action.Cases.\(element.name)) {",
                        "    \(reducer)", "}"]
            }
            if scopes.isEmpty {
                declarations.append("""
                @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
                \(access)static var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
                    ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
                }
                """)
            } else {
                declarations.append("""
                @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
                \(access)static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
                    ComposableArchitecture.Reduce(
                        ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
                \(scopes.indented(2))
                    )
                }
                """)
            }
        }
        if type.nestedType(named: "CaseScope") == nil {
            declarations.append(caseScope(access: access, explicitActions: explicitActions))
        }
        let hasScope = type.allMembers.contains { member in
            if case let .function(function) = member.kind { return function.hasPrefix("scope(") }
            return false
        }
        if !hasScope {
            let scopes = CaseRendering.lines(type.members) { element, member in
                switch role(of: element, in: member) {
                case .feature:
                    return ["case .\(element.name):", "    return .\(element.name)(store.scope(state: \\.\(element.name), action: \\.\(element.name))!)"]
                case .ephemeral, .ignored:
                    if explicitActions[element.name] != nil, element.parameters?.count == 1 {
                        return ["case .\(element.name):", "    return .\(element.name)(store.scope(state: \\.\(element.name), action: \\.\(element.name))!)"]
                    }
                    guard let parameters = element.parameters, !parameters.isEmpty else {
                        return ["case .\(element.name):", "    return .\(element.name)"]
                    }
                    let bindings = parameters.indices.map { "v\($0)" }
                    let arguments = parameters.indices.map { (parameters[$0].label.map { "\($0): " } ?? "") + "v\($0)" }
                    return ["case let .\(element.name)(\(bindings.joined(separator: ", "))):",
                            "    return .\(element.name)(\(arguments.joined(separator: ", ")))"]
                }
            }
            declarations.append("""
            @preconcurrency @MainActor
            \(access)static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
                switch store.state {
            \(scopes.indented(1))
                }
            }
            """)
        }
        return Expansion(declarations: declarations)
    }

    /// `enum CaseScope`: a case per case of the enum, holding the child's store (what
    /// `switch store.case` gives), with its own case paths.
    private func caseScope(access: String, explicitActions: [String: String]) -> String {
        var cases: [String] = []
        var paths: [String] = []
        for line in CaseRendering.lines(type.members, { element, member in
            let payload: String?
            switch role(of: element, in: member) {
            case let .feature(type, _):
                payload = "ComposableArchitecture.StoreOf<\(type)>"
            case .ephemeral, .ignored:
                if let action = explicitActions[element.name], let parameters = element.parameters, parameters.count == 1 {
                    payload = "ComposableArchitecture.Store<\(parameters[0].type), \(action)>"
                } else {
                    payload = nil
                }
            }
            let scopeCase = EnumCaseElement(
                name: element.name, nameOffset: 0,
                parameters: payload.map { [CaseParameter(label: nil, type: $0, defaultValue: nil)] } ?? element.parameters)
            return ["C|case \(payload.map { "\(element.name)(\($0))" } ?? written(element))"]
                + CasePathableMacro.casePathProperty(scopeCase, root: "CaseScope", access: access).map { "P|" + $0 }
        }) {
            // Directives go to both lists; the rest to the list its prefix names.
            if line.hasPrefix("#") {
                cases.append(line)
                paths.append(line)
            } else if line.hasPrefix("C|") {
                cases.append(String(line.dropFirst(2)))
            } else {
                paths.append(String(line.dropFirst(2)))
            }
        }
        return """
        @dynamicMemberLookup
        \(access)enum CaseScope: _CaseScopeProtocol, CasePathable {
        \(cases.indented(1))
            \(access)struct AllCasePaths {
        \(paths.indented(2))
            }
            \(access)static var allCasePaths: AllCasePaths {
                AllCasePaths()
            }
        }
        """
    }

    /// `AlertState<Alert>` gives `Alert`.
    private static func genericArgument(of type: String) -> String? {
        guard let open = type.firstIndex(of: "<"), type.hasSuffix(">") else { return nil }
        return String(type[type.index(after: open)..<type.index(before: type.endIndex)]).trimmingWhitespace
    }
}
