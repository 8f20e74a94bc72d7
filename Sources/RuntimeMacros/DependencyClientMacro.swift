/// swift-dependencies' `@DependencyClient` on a struct of closures: every closure property
/// becomes a `@DependencyEndpoint`, and the struct gets two initializers, one taking every
/// property and one taking only those that are not endpoints, so that `Client()` is a client
/// whose every endpoint reports "Unimplemented" when called (what `testValue` wants).
enum DependencyClientMacro: AttachedMacro {
    static func expand(_ request: ExpansionRequest) -> Expansion {
        guard let type = request.attachedType else { return Expansion() }
        guard type.kind == "struct" else {
            return Expansion(diagnostics: [request.diagnosticAtAttribute("'@DependencyClient' can only be applied to struct types")])
        }
        switch request.role {
        case .memberAttribute:
            guard let member = request.attachedMember, isEndpoint(member), !member.hasAttribute("DependencyEndpoint") else { return Expansion() }
            return Expansion("@DependencyEndpoint")
        case .member:
            return Expansion(declarations: initializers(type))
        default:
            return Expansion()
        }
    }

    /// A stored closure `var`.
    static func isEndpoint(_ member: Member) -> Bool {
        guard let property = member.property, !property.isLet, property.isStored, !member.isStatic else { return false }
        return FunctionType(property.type) != nil
    }

    /// The type of a literal initial value, as the compiler would infer it; "" for anything else.
    private static func literalType(_ value: String) -> String {
        let value = value.trimmingWhitespace
        if value.hasPrefix("\"") || value.hasPrefix("#\"") { return "String" }
        if value == "true" || value == "false" { return "Bool" }
        if Int(value) != nil { return "Int" }
        if Double(value) != nil { return "Double" }
        return ""
    }

    private static func initializers(_ type: TypeDeclaration) -> [String] {
        let stored = type.allMembers.filter { member in
            guard let property = member.property, property.isStored, !member.isStatic, !property.name.isEmpty else { return false }
            // A property whose type the initializer could not name keeps its initial value.
            if property.type.isEmpty && literalType(property.initialValue).isEmpty { return false }
            // A `let` with a value is set already.
            return !(property.isLet && !property.initialValue.isEmpty)
        }
        guard !stored.isEmpty else { return [] }
        let access = type.accessPrefix
        func parameter(_ member: Member) -> String {
            let property = member.property!
            let type = property.type.isEmpty ? literalType(property.initialValue) : property.type
            var text = "\(property.name): \(FunctionType(type) != nil ? "@escaping \(type)" : type)"
            if !property.initialValue.isEmpty, !isEndpoint(member) { text += " = \(property.initialValue)" }
            return text
        }
        func initializer(_ members: [Member]) -> String {
            let parameters = members.map(parameter).joined(separator: ",\n    ")
            let assignments = members.map { "    self.\($0.property!.name) = \($0.property!.name)" }.joined(separator: "\n")
            return members.isEmpty ? "\(access)init() {\n}" : "\(access)init(\n    \(parameters)\n) {\n\(assignments)\n}"
        }
        let plain = stored.filter { !isEndpoint($0) }
        return plain.count == stored.count ? [initializer(stored)] : [initializer(stored), initializer(plain)]
    }
}

/// swift-dependencies' `@DependencyEndpoint` on a closure property: its default value reports
/// "Unimplemented: 'Client.endpoint'" as an issue when called (and throws, if it can), so a test
/// that reaches an endpoint it did not override fails and says which.
enum DependencyEndpointMacro: AttachedMacro {
    static func expand(_ request: ExpansionRequest) -> Expansion {
        guard let member = request.attachedMember, let property = member.property, DependencyClientMacro.isEndpoint(member),
              let function = FunctionType(property.type)
        else {
            return Expansion(diagnostics: [request.diagnosticAtAttribute("'@DependencyEndpoint' must be attached to closure property")])
        }
        let name = property.name
        switch request.role {
        case .accessor:
            return Expansion(Storage.accessorBlock("get {\n    _\(name)\n}\nset {\n    _\(name) = newValue\n}", for: property))
        case .peer:
            if !function.isThrowing, !function.returnsVoid, property.initialValue.isEmpty {
                return Expansion(diagnostics: [request.diagnostic(
                    "Default value required for non-throwing closure '\(name)'", at: property.nameOffset)])
            }
            let arguments = function.parameters.indices.map { "p\($0)" }
            let signature = arguments.isEmpty ? "" : " \(arguments.joined(separator: ", ")) in"
            var body = ["ComposableArchitecture.reportIssue(\"Unimplemented: '\\(Self.self).\(name)'\")"]
            if function.isThrowing {
                body.append("throw ComposableArchitecture.Unimplemented(\"\(name)\")")
            } else if !property.initialValue.isEmpty {
                let call = (function.isAsync ? "await " : "") + "original(\(arguments.joined(separator: ", ")))"
                body += ["let original: \(property.type) = \(property.initialValue)", "return \(call)"]
            }
            var declarations = ["private var _\(name): \(property.type) = {\(signature)\n\(body.map { "    " + $0 }.joined(separator: "\n"))\n}"]
            // Labelled parameters make a method too, `client.fetch(id: 1)`.
            if function.parameters.contains(where: { $0.label != nil && $0.label != "_" }) {
                let parameters = function.parameters.enumerated().map { index, parameter in
                    "\(parameter.label.map { $0 == "_" ? "_" : $0 } ?? "_") p\(index): \(parameter.type)"
                }
                let effects = (function.isAsync ? " async" : "") + (function.isThrowing ? " throws" : "")
                let call = (function.isThrowing ? "try " : "") + (function.isAsync ? "await " : "") + "self.\(name)(\(arguments.joined(separator: ", ")))"
                declarations.insert("\(member.accessPrefix)func \(name)(\(parameters.joined(separator: ", ")))\(effects) -> \(function.result) {\n    \(call)\n}", at: 0)
            }
            return Expansion(declarations: declarations)
        default:
            return Expansion()
        }
    }
}
